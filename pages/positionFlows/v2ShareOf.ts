import type { PositionRow } from '../../data/positionRow.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';

/**
 * The owner's share of the V2 pair of two currencies (`ETH` or an address each, either order), among
 * the owner's positions; V2 pairs hold ETH as WETH.
 */
export function v2ShareOf(
  positions: readonly PositionRow[],
  currencyA: string,
  currencyB: string,
): PositionRow | undefined {
  const wanted = [currencyA, currencyB].map(pairToken).sort();
  return positions.find(
    (position) =>
      position.version === 'v2' &&
      [position.token0.address ?? 'ETH', position.token1.address ?? 'ETH'].map(pairToken).sort().join() ===
        wanted.join(),
  );
}

function pairToken(currency: string): string {
  return /^(eth|native)$/i.test(currency) ? PROTOCOL_ADDRESSES.weth9.toLowerCase() : currency.toLowerCase();
}
