import { AddLiquidityLink } from '../../components/AddLiquidityLink.tsx';
import { PoolLogos } from '../../components/PoolPair.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useInView } from '../../components/useInView.ts';
import { useDisplayCurrency } from '../../currency/useDisplayCurrency.ts';
import type { Chain } from '../../data/chains.ts';
import { formatFeeTier } from '../../data/feeTier.ts';
import { useTopPools } from '../../data/hooks/useTopPools.ts';
import { pairName } from '../../data/tokenLabels.ts';
import { formatUsd } from '../../money/formatMoney.ts';
import { poolPagePath } from '../../preview/pagePaths.ts';

/**
 * As many skeleton rows as rows: a list that grows as it loads moves what follows, and the browser's
 * scroll anchoring then carries a reader who was led to the list past it.
 */
const SHOWN = 6;

/** The section's heading: the token header's Pools button leads here. */
export const TOKEN_POOLS_SECTION_ID = 'token-pools';

/** The token's largest pools by TVL, each with a way to add liquidity to it. */
export function TokenPools({ chain, address }: { chain: Chain | undefined; address: string | undefined }) {
  const displayCurrency = useDisplayCurrency();
  const [ref, inView] = useInView<HTMLElement>();
  const { pages, error, retry } = useTopPools(address && inView ? chain : undefined, address?.toLowerCase());
  const pools = pages?.[0]?.rows.slice(0, SHOWN);
  if (!address) return null;
  return (
    <section ref={ref} className="panel" aria-labelledby={TOKEN_POOLS_SECTION_ID}>
      <h2 id={TOKEN_POOLS_SECTION_ID}>Top pools</h2>
      {error && !pools ? (
        <button type="button" className="button secondary" onClick={retry}>
          Could not load pools. Retry
        </button>
      ) : pools?.length === 0 ? (
        <p className="muted">No pools hold this token yet.</p>
      ) : (
        <ul className="pool-list">
          {(pools ?? Array.from({ length: SHOWN }, () => undefined)).map((pool, i) => (
            <li key={pool?.id ?? i}>
              {pool ? (
                <>
                  <a href={poolPagePath(pool.chain ?? (chain as Chain), pool.address)}>
                    <PoolLogos token0={pool.token0} token1={pool.token1} size={20} />
                    <span className="name">{pairName(pool.token0, pool.token1)}</span>
                    <span className="badge">
                      {pool.version.toLowerCase()} {pool.isDynamicFee ? 'dyn' : formatFeeTier(pool.feeTier)}
                    </span>
                    <span className="tvl">{formatUsd(pool.tvl, displayCurrency)}</span>
                  </a>
                  <AddLiquidityLink
                    chain={pool.chain ?? (chain as Chain)}
                    pool={pool}
                    className="pool-list-add"
                    label={`Add liquidity to ${pairName(pool.token0, pool.token1)} ${pool.version.toLowerCase()}`}
                  >
                    +
                  </AddLiquidityLink>
                </>
              ) : (
                <Skeleton width="100%" height={40} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
