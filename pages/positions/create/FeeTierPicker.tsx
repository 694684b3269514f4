import { formatFeeTier } from '../../../data/feeTier.ts';
import { CREATE_FEE_TIERS } from './createFeeTiers.ts';
import type { FeeTierShares } from './useFeeTierShares.ts';

/** The fee tiers to choose from, each with its share of the pair's liquidity (the spec's fee-tier distribution). */
export function FeeTierPicker({
  fee,
  shares,
  onFee,
}: {
  fee: number;
  shares: FeeTierShares | undefined;
  onFee: (fee: number) => void;
}) {
  return (
    <fieldset className="flow-row flow-fee-tiers">
      <legend className="small muted">Fee tier</legend>
      {CREATE_FEE_TIERS.map((tier) => {
        const share = shares?.shares.get(tier);
        return (
          <button
            key={tier}
            type="button"
            className="flow-choice"
            aria-pressed={tier === fee}
            data-testid={`fee-tier-${tier}`}
            onClick={() => onFee(tier)}
          >
            <strong>{formatFeeTier(tier)}</strong>
            <span className="small muted">
              {share === undefined
                ? shares
                  ? 'No pool yet'
                  : '\u00a0'
                : `${Math.round(share * 100)}% of liquidity`}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
