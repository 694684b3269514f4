import { createServer } from 'node:net';

export interface SilentChain {
  /** The loopback port where a chain is expected and none answers. */
  port: number;
  /** Connections opened to it so far: each attempt to reach a chain opens at least one. */
  attempts(): number;
  close(): Promise<void>;
}

/**
 * A port that takes connections and drops them at once: a chain that is configured but does not answer.
 * Counting the connections lets a test wait for retries to happen instead of waiting for time to pass.
 */
export async function listenAsSilentChain(): Promise<SilentChain> {
  let attempts = 0;
  const server = createServer((socket) => {
    attempts++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the silent chain has no port');
  return {
    port: address.port,
    attempts: () => attempts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
