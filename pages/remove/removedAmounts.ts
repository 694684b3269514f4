import type { PositionRow } from '../../data/positionRow.ts';

/**
 * What removing `percent` of a position pays out at the price it was read at: that share of what it
 * holds, and (V3, V4) all of its uncollected fees, which the same call collects. The review shows the
 * plan's own figures, simulated at the moment.
 */
export function removedAmounts(
  position: Pick<PositionRow, 'amount0' | 'amount1' | 'fees0' | 'fees1'>,
  percent: number,
): { amount0: bigint; amount1: bigint } {
  const share = BigInt(Math.round(percent * 100));
  const part = (amount: string) => (BigInt(amount) * share) / 10_000n;
  return {
    amount0: part(position.amount0) + BigInt(position.fees0),
    amount1: part(position.amount1) + BigInt(position.fees1),
  };
}
