import { preview } from 'vite';

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** Serves an existing build of dist/client on 127.0.0.1:`port`. */
export async function startSite(port = Number(process.env.PORT ?? 8787)): Promise<RunningSite> {
  const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
