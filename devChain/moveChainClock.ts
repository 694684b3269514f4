import { createTestClient, http, publicActions, type Transport } from 'viem';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';

/**
 * The local chain's clock, moved forward on purpose: a governor counts its voting period in blocks and
 * its Timelock waits in seconds, days either way. A developer (or a test) mines past them at once.
 * Local chain only: it refuses any other chain, as the faucet does.
 */
export async function moveChainClock(
  rpc: string | Transport,
  { blocks = 1n, seconds = 0n }: { blocks?: bigint; seconds?: bigint },
): Promise<void> {
  const transport = typeof rpc === 'string' ? http(rpc) : rpc;
  const client = createTestClient({ mode: 'hardhat', transport }).extend(publicActions);
  const chainId = await client.getChainId();
  if (chainId !== LOCAL_CHAIN_ID)
    throw new Error(`Only the local chain's clock moves (${LOCAL_CHAIN_ID}); this RPC is chain ${chainId}`);
  if (seconds > 0n) await client.increaseTime({ seconds: Number(seconds) });
  // One call for any number of blocks (the node makes them at once), each a second after the last.
  await client.mine({ blocks: Number(blocks), interval: 1 });
}
