import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { startLocalChain } from '../chain/startLocalChain.ts';
import { chainRpcUrlFrom } from '../data/chainRpcUrl.ts';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';

/**
 * `npm run chain`: the local chain alone, seeded with the dataset's market, on `CHAIN_PORT` (default
 * 8545) with chain id `CHAIN_ID` (default 31337; a second local chain takes another, e.g. 8453), until
 * interrupted. Its last line, `ready in …`, is what `scripts/chainProcess.ts` waits for.
 */
const port = Number(new URL(chainRpcUrlFrom({ CHAIN_PORT: process.env.CHAIN_PORT })).port);
const chainId = Number(process.env.CHAIN_ID || LOCAL_CHAIN_ID);
const chain = await startLocalChain({ port, chainId, seed: localChainMarket() }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const sinceProcessStart = performance.now() / 1000;
const { user, system } = process.cpuUsage();
console.log(`Local chain (id ${chainId}) at ${chain.url}, WebSocket ${chain.url.replace('http', 'ws')}`);
// CPU time too: on a machine shared with other work, it says what an idle one would take.
console.log(
  `ready in ${sinceProcessStart.toFixed(2)} s from process start, ${((user + system) / 1e6).toFixed(2)} s CPU (deploy and seed ${(chain.readyAfterMs / 1000).toFixed(2)} s)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chain.stop().then(() => process.exit(0));
  });
}
