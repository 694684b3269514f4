import { createServer } from 'node:http';
import { dataApiUrlFrom } from '../data/dataApiUrl.ts';

// graphql-js skips its development-only checks in production, a tenth of the time of a large answer.
process.env.NODE_ENV ??= 'production';
const { createDataApi, DATA_API_PATH } = await import('./yoga.ts');
const { createDataset } = await import('./dataset/dataset.ts');
const { chainIndexerFromEnv } = await import('./indexer/chainIndexer.ts');
const { backendStorePathFrom, openBackendStore } = await import('./store/backendStore.ts');
const { relyingPartyFrom } = await import('./passkeys/relyingParty.ts');
const { createRamp } = await import('./ramp/ramp.ts');
const { chainRpcUrlFrom } = await import('../data/chainRpcUrl.ts');
const { startLimitOrderService } = await import('./limitOrders/limitOrderService.ts');

const port = Number(new URL(dataApiUrlFrom({ DATA_API_PORT: process.env.DATA_API_PORT })).port);
const dataset = createDataset();
// The indexer connects in the background: the Data API answers at once, with or without a chain.
const indexer = chainIndexerFromEnv(process.env, dataset);
if (!indexer) console.log('Data API without a chain (CHAIN_RPC_URL=off): the dataset alone answers.');
const store = openBackendStore(backendStorePathFrom(process.env));
const ramp = createRamp({
  store,
  dataset,
  rpcUrl: indexer ? chainRpcUrlFrom(process.env) : undefined,
  env: process.env,
});
const limitOrders = startLimitOrderService(process.env, store);
const dataApi = createDataApi({
  dataset,
  chain: indexer,
  savedData: { store, relyingParty: relyingPartyFrom(process.env) },
  ramp,
  limitOrders,
});
const server = createServer(dataApi);

server.once('error', (error: NodeJS.ErrnoException) => {
  const hint = error.code === 'EADDRINUSE' ? ' (a Data API may already run there; set DATA_API_PORT)' : '';
  console.error(`Data API cannot listen on 127.0.0.1:${port}: ${error.message}${hint}`);
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  // performance.now() counts from process start, so this includes loading the code and the dataset.
  const ms = Math.round(performance.now());
  console.log(`Data API ready at http://127.0.0.1:${port}${DATA_API_PATH} (started in ${ms} ms)`);
  // Build Ethereum's pools while idle, so the first page load does not pay for them.
  setImmediate(() => dataset.pools('ETHEREUM'));
  ramp.resume();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    limitOrders.stop();
    const indexerStopped = indexer?.stop() ?? Promise.resolve();
    ramp.stop();
    server.close(() =>
      indexerStopped.finally(() => {
        store.close();
        process.exit(0);
      }),
    );
    // Idle keep-alive sockets would otherwise hold the close open for seconds.
    server.closeAllConnections();
  });
}
