import { type Address, zeroAddress } from 'viem';
import { tickSpacingOf } from '../protocol/feeTiers.ts';
import type { PreparedCall } from '../trading/sendTransaction.ts';

/**
 * What every liquidity flow (create, increase, remove, collect, migrate) prepares before anyone signs:
 * the ordered transactions the wallet signs, each through trading/sendTransaction.ts's one path, and
 * what the position call is expected to do. V2, V3 and V4 each plan their own; the pages only run plans.
 */
export type LiquidityVersion = 'v2' | 'v3' | 'v4';

/** A pool by its key. Currencies sorted as the protocol sorts them; the zero address is ETH (V4 only). */
export interface LiquidityPool {
  version: LiquidityVersion;
  currency0: Address;
  currency1: Address;
  /** Hundredths of a basis point; V2 pairs: 3000. */
  fee: number;
  /** V3 and V4; V2: 1 (unused). */
  tickSpacing: number;
  /** V4's hook contract; the zero address elsewhere. */
  hooks: Address;
}

/** A V3 or V4 pool without hooks: its two currencies sorted as the protocol sorts them, a fee tier and its tick spacing. */
export function hooklessPool(version: 'v3' | 'v4', a: Address, b: Address, fee: number): LiquidityPool {
  const [currency0, currency1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
  return { version, currency0, currency1, fee, tickSpacing: tickSpacingOf(fee), hooks: zeroAddress };
}

/** One transaction the wallet signs; `label` names it on the review sheet ("Approve USDC", "Add liquidity"). */
export interface LiquidityStep {
  kind: 'approve' | 'permit2-approve' | 'position';
  label: string;
  call: PreparedCall;
}

/** Approvals first (only those still missing), the position call last. */
export interface LiquidityPlan {
  steps: LiquidityStep[];
  /** What the position call moves, as simulated or computed: token amounts in (positive) or out. */
  expected: { amount0: bigint; amount1: bigint };
}
