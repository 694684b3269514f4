import { chainRpcUrlFrom } from './chainRpcUrl.ts';
import { startLocalChain } from './startLocalChain.ts';

/** `npm run chain`: the local chain alone, on `CHAIN_PORT` (default 8545), until interrupted. */
const port = Number(new URL(chainRpcUrlFrom({ CHAIN_PORT: process.env.CHAIN_PORT })).port);
const chain = await startLocalChain({ port });
console.log(`Local chain (id 31337) at ${chain.url} (WebSocket ${chain.url.replace('http', 'ws')})`);
console.log(`ready in ${(chain.readyAfterMs / 1000).toFixed(2)} s`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chain.stop().then(() => process.exit(0));
  });
}
