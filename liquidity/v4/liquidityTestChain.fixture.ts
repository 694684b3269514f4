import { nearestUsableTick, TickMath } from '@uniswap/v3-sdk';
import type { TransactionReceipt } from 'viem';
import { runTransaction } from '../../trading/sendTransaction.ts';
import { startTradingTestChain } from '../../trading/tradingTestChain.fixture.ts';
import type { LiquidityPlan } from '../liquidityPlan.ts';

export type LiquidityTestChain = Awaited<ReturnType<typeof startLiquidityTestChain>>;

/**
 * The trading test chain, with a way to run a plan's steps in order through the one transaction path
 * as the pages run them, and the full range of a tick spacing.
 */
export async function startLiquidityTestChain() {
  const chain = await startTradingTestChain();
  const owner = chain.account.address;
  /** Runs every step of a plan; the receipts in order, each a success (runTransaction throws otherwise). */
  async function runPlan(plan: LiquidityPlan, wallet = chain.wallet): Promise<TransactionReceipt[]> {
    const receipts: TransactionReceipt[] = [];
    for (const step of plan.steps)
      receipts.push(
        await runTransaction({
          client: chain.client,
          wallet,
          account: owner,
          call: step.call,
          action: 'swap',
        }),
      );
    return receipts;
  }
  /** A deadline far enough ahead of the chain's clock. */
  async function deadline(): Promise<bigint> {
    const block = await chain.client.getBlock();
    return block.timestamp + 1200n;
  }
  /**
   * How the owner's balances of these currencies (symbols; ETH net of the gas the owner paid) moved
   * while `act` ran: what a plan's `expected` must match.
   */
  async function balancesMovedBy(
    act: () => Promise<TransactionReceipt[]>,
    symbols: readonly string[],
  ): Promise<Record<string, bigint>> {
    const read = () => Promise.all(symbols.map((symbol) => chain.balanceOf(owner, chain.currency(symbol))));
    const before = await read();
    const receipts = await act();
    const after = await read();
    const gas = receipts.reduce((sum, receipt) => sum + receipt.gasUsed * receipt.effectiveGasPrice, 0n);
    return Object.fromEntries(
      symbols.map((symbol, i) => [
        symbol,
        (after[i] as bigint) - (before[i] as bigint) + (symbol === 'ETH' ? gas : 0n),
      ]),
    );
  }
  return { ...chain, owner, runPlan, deadline, balancesMovedBy };
}

export function fullRange(tickSpacing: number): { tickLower: number; tickUpper: number } {
  return {
    tickLower: nearestUsableTick(TickMath.MIN_TICK, tickSpacing),
    tickUpper: nearestUsableTick(TickMath.MAX_TICK, tickSpacing),
  };
}
