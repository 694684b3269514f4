import { createDataset } from './dataset.ts';

let t = performance.now();
const d = createDataset();
console.log('tokens', performance.now() - t);
t = performance.now();
const p = d.pools('ETHEREUM');
console.log('pools eth', p.length, performance.now() - t);
for (const c of d.chains) {
  const t0 = performance.now();
  console.log(
    c.name,
    d.tokensOn(c.name).length,
    d.pools(c.name, 'V2').length,
    d.pools(c.name, 'V3').length,
    d.pools(c.name, 'V4').length,
    (performance.now() - t0).toFixed(0),
  );
}
console.log(
  d.pool('ETHEREUM', 'V3', '0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640')?.token0.symbol,
  d.pool('ETHEREUM', 'V2', '0xb4e16d0168e52d35cacd2c6185b44281ec28c9dc')?.token1.symbol,
);
console.log(
  p
    .slice(0, 5)
    .map((x) => `${x.version} ${x.token0.symbol}/${x.token1.symbol} ${x.feeTier} ${Math.round(x.tvlUsd)}`),
);
t = performance.now();
const tx = d.chainTransactions('ETHEREUM', 'V3');
console.log('tx', tx.length, performance.now() - t, tx[0]);
console.log(
  d
    .tokensOn('ETHEREUM')
    .slice(0, 12)
    .map((x) => `${x.symbol}:${d.usdPrice(x).toFixed(2)}`)
    .join(' '),
);
console.log(process.memoryUsage().rss / 1e6);
