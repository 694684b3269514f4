import { createServer } from 'node:http';
import { connect } from 'node:net';

export interface BusyChain {
  /** The chain's URL as the busy node serves it. */
  url: string;
  /** Plain requests whose sender gave up waiting for an answer. */
  abandoned(): number;
  close(): Promise<void>;
}

/**
 * The chain at `chainUrl` as a node too busy to answer a plain JSON-RPC request (HTTP) before its
 * sender gives up, while the WebSocket it already serves keeps flowing: what many traders at once do
 * to a node on a small machine. Upgrades to WebSocket are passed through untouched; plain requests are
 * held, never answered, and counted once their sender leaves.
 */
export async function listenAsBusyChain(chainUrl: string): Promise<BusyChain> {
  const chain = new URL(chainUrl);
  let abandoned = 0;
  const sockets = new Set<{ destroy(): void }>();
  const server = createServer((request, response) => {
    request.resume();
    response.on('close', () => {
      if (!response.writableEnded) abandoned++;
    });
  });
  server.on('upgrade', (request, client, head) => {
    sockets.add(client);
    const upstream = connect(Number(chain.port), chain.hostname, () => {
      const headers = [];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        headers.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the busy chain has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    abandoned: () => abandoned,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        // Upgraded sockets have left the server's hands.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
