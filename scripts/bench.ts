/**
 * `npm run bench`: prints figures (tables or JSON lines); it never passes or fails on time.
 * Each module under scripts/bench/ measures one part of the product.
 */
const benches: Record<string, () => Promise<{ default: () => Promise<void> }>> = {
  worker: () => import('./bench/worker.ts'),
  previews: () => import('./bench/previews.ts'),
  hostileNames: () => import('./bench/hostileNames.ts'),
  dataApi: () => import('./bench/dataApi.ts'),
  indexer: () => import('./bench/indexer.ts'),
  pageWeight: () => import('./bench/pageWeight.ts'),
  lighthouse: () => import('./bench/lighthouse.ts'),
  chain: () => import('./bench/chain.ts'),
  swap: () => import('./bench/swap.ts'),
  limitOrders: () => import('./bench/limitOrders.ts'),
  routing: () => import('./bench/routing.ts'),
  createPosition: () => import('./bench/createPosition.ts'),
  activityFeed: () => import('./bench/activityFeed.ts'),
  activityScreen: () => import('./bench/activityScreen.ts'),
  positions: () => import('./bench/positions.ts'),
  positionsPainted: () => import('./bench/positionsPainted.ts'),
  traders: () => import('./bench/traders.ts'),
};

const only = process.argv.slice(2);
for (const [name, load] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  const { default: run } = await load();
  await run();
}

export {};
