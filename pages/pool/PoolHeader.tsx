import { AddLiquidityLink } from '../../components/AddLiquidityLink.tsx';
import { FirstAnswerSkeleton } from '../../components/FirstAnswerSkeleton.tsx';
import { formatAmount } from '../../components/formatNumbers.ts';
import { hookLabel } from '../../components/HookBadge.tsx';
import { PoolLogos } from '../../components/PoolPair.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { SwapLinkButton } from '../../components/SwapLinkButton.tsx';
import { type ChainInfo, explorerAddressUrl } from '../../data/chains.ts';
import { formatFeeTier } from '../../data/feeTier.ts';
import { FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { pairName, tokenSymbol } from '../../data/tokenLabels.ts';
import { swapCurrencyParam, tokenPagePath } from '../../preview/pagePaths.ts';

/**
 * The pair, its version and fee tier (or dynamic fee), hook, Swap and Add liquidity, and the price of each
 * token in the other.
 */
export function PoolHeader({ pool, chain }: { pool: PoolRow | undefined; chain: ChainInfo | undefined }) {
  const p0 = pool?.token0?.market?.price?.value;
  const p1 = pool?.token1?.market?.price?.value;
  const hookUrl = pool?.hookAddress && chain ? explorerAddressUrl(chain, pool.hookAddress) : undefined;
  return (
    <header className="token-header">
      <div className="token-title">
        {pool ? (
          <PoolLogos token0={pool.token0} token1={pool.token1} size={40} />
        ) : (
          <Skeleton width={64} height={40} />
        )}
        <div>
          <h1>
            {pool ? (
              <>
                {pairName(pool.token0, pool.token1)}{' '}
                <span className="badge">{pool.version.toLowerCase()}</span>{' '}
                <span className="badge" data-testid="pool-fee">
                  {pool.isDynamicFee ? 'Dynamic fee' : formatFeeTier(pool.feeTier)}
                </span>
              </>
            ) : (
              <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.poolPair} width={260} />
            )}
          </h1>
          <p className="token-subtitle muted">
            {chain ? <span className="badge">{chain.label}</span> : null}
            {hookUrl && pool?.hookAddress ? (
              <a href={hookUrl} target="_blank" rel="noreferrer" className="small">
                {hookLabel(pool.hookAddress)}
              </a>
            ) : null}
          </p>
        </div>
        {pool && chain ? (
          <div className="detail-actions">
            <SwapLinkButton
              chain={chain.chain}
              link={{
                inputCurrency: swapCurrencyParam(pool.token0?.address),
                outputCurrency: swapCurrencyParam(pool.token1?.address),
              }}
              label={`Swap ${pairName(pool.token0, pool.token1)}`}
            />
            <AddLiquidityLink
              chain={chain.chain}
              pool={pool}
              className="button secondary"
              label={`Add liquidity to ${pairName(pool.token0, pool.token1)}`}
            />
          </div>
        ) : null}
      </div>
      <div className="pool-ratios">
        {pool && chain ? (
          <>
            <a href={tokenPagePath(chain.chain, pool.token0?.address)}>
              1 {tokenSymbol(pool.token0)} = {p0 && p1 ? formatAmount(p0 / p1) : '–'}{' '}
              {tokenSymbol(pool.token1)}
            </a>
            <a href={tokenPagePath(chain.chain, pool.token1?.address)}>
              1 {tokenSymbol(pool.token1)} = {p0 && p1 ? formatAmount(p1 / p0) : '–'}{' '}
              {tokenSymbol(pool.token0)}
            </a>
          </>
        ) : (
          <Skeleton width={300} height={32} />
        )}
      </div>
    </header>
  );
}
