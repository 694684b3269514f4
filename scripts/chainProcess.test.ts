import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { chainStatus } from '../chain/chainStatus.ts';
import { ensureChain } from './chainProcess.ts';

/** A loopback port nothing listens on (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('ensureChain', () => {
  it('refuses a configured CHAIN_RPC_URL that does not answer', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    await expect(ensureChain({ ...process.env, CHAIN_RPC_URL: url })).rejects.toThrow(
      `Nothing answers at CHAIN_RPC_URL=${url}`,
    );
  });

  it('starts the local chain when none answers, reuses it when one does, and stops only its own', async () => {
    const env = { ...process.env, CHAIN_PORT: String(await freePort()), CHAIN_RPC_URL: undefined };
    const started = await ensureChain(env);
    try {
      expect(await chainStatus(started.url)).toBe('ready');
      const reused = await ensureChain(env);
      expect(reused.url).toBe(started.url);
      await reused.stop();
      expect(await chainStatus(started.url)).toBe('ready');
    } finally {
      await started.stop();
    }
    expect(await chainStatus(started.url)).toBe('unreachable');
  }, 120_000);
});
