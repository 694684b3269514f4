import type { Address } from 'viem';
import type { PositionRow } from '../../data/positionRow.ts';

/**
 * The owner's share of the V2 pair of two currencies (`ETH` or an address each, either order), among
 * the owner's positions; V2 pairs hold ETH as WETH (`weth`: the trading chain's WETH9).
 */
export function v2ShareOf(
  positions: readonly PositionRow[],
  currencyA: string,
  currencyB: string,
  weth: Address,
): PositionRow | undefined {
  const pairToken = (currency: string) =>
    /^(eth|native)$/i.test(currency) ? weth.toLowerCase() : currency.toLowerCase();
  const wanted = [currencyA, currencyB].map(pairToken).sort();
  return positions.find(
    (position) =>
      position.version === 'v2' &&
      [position.token0.address ?? 'ETH', position.token1.address ?? 'ETH'].map(pairToken).sort().join() ===
        wanted.join(),
  );
}
