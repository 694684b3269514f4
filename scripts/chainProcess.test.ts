import { describe, expect, it } from 'vitest';
import { chainStatus } from '../chain/chainStatus.ts';
import { ensureChain } from './chainProcess.ts';
import { freeLoopbackPort } from './site.ts';

describe('ensureChain', () => {
  it('refuses a configured CHAIN_RPC_URL that does not answer', async () => {
    const url = `http://127.0.0.1:${await freeLoopbackPort()}`;
    await expect(ensureChain({ ...process.env, CHAIN_RPC_URL: url })).rejects.toThrow(
      `Nothing answers at CHAIN_RPC_URL=${url}`,
    );
  });

  it('starts the local chain when none answers, reuses it when one does, and stops only its own', async () => {
    const env = { ...process.env, CHAIN_PORT: String(await freeLoopbackPort()), CHAIN_RPC_URL: undefined };
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
