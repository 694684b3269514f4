import {
  type Address,
  createWalletClient,
  custom,
  type TransactionReceipt,
  UserRejectedRequestError,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { tickSpacingOf } from '../../protocol/feeTiers.ts';
import { runTransaction } from '../../trading/sendTransaction.ts';
import { startTradingTestChain } from '../../trading/tradingTestChain.fixture.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import { mintedPositionId } from './mintedPositionId.ts';

/** What running a plan left: each step's receipt, the last (the position call's), and the gas paid. */
export interface PlanRun {
  receipts: TransactionReceipt[];
  receipt: TransactionReceipt;
  gasPaid: bigint;
}

/**
 * A fresh local chain for one V4 liquidity test file (the V3 engineer's liquidity test chain, with V4
 * pools and balance moves): the funded dev account owns the positions; a second account (the trader)
 * swaps through pools so positions earn fees. Plans run step by step through the one transaction path,
 * as the pages run them.
 */
export async function startLiquidityTestChain() {
  const chain = await startTradingTestChain();
  const owner = chain.account.address;
  const trader = await createTradingAccount(chain.node.url);

  /** Runs every step of a plan in order; each must succeed (runTransaction throws otherwise). */
  async function runPlan(plan: LiquidityPlan, wallet: WalletClient = chain.wallet): Promise<PlanRun> {
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
    const gasPaid = receipts.reduce((sum, receipt) => sum + receipt.gasUsed * receipt.effectiveGasPrice, 0n);
    return { receipts, gasPaid, receipt: receipts.at(-1) as TransactionReceipt };
  }

  /**
   * How the owner's balances of these currencies (by symbol; ETH net of the gas the run paid) moved
   * while `act` ran: what a plan's `expected` must match.
   */
  async function balancesMovedBy(
    act: () => Promise<PlanRun>,
    symbols: readonly string[],
  ): Promise<Record<string, bigint>> {
    const read = () => Promise.all(symbols.map((symbol) => chain.balanceOf(owner, chain.currency(symbol))));
    const before = await read();
    const { gasPaid } = await act();
    const after = await read();
    return Object.fromEntries(
      symbols.map((symbol, i) => [
        symbol,
        (after[i] as bigint) - (before[i] as bigint) + (symbol === 'ETH' ? gasPaid : 0n),
      ]),
    );
  }

  /** A hookless V4 pool of two currencies by symbol (ETH is the zero address), sorted as the protocol sorts them. */
  function v4Pool(a: string, b: string, fee: number): LiquidityPool {
    const address = (symbol: string): Address => chain.currency(symbol).address ?? zeroAddress;
    const [currency0, currency1] = [address(a), address(b)].sort((x, y) =>
      x.toLowerCase() < y.toLowerCase() ? -1 : 1,
    ) as [Address, Address];
    return { version: 'v4', currency0, currency1, fee, tickSpacing: tickSpacingOf(fee), hooks: zeroAddress };
  }

  /** The V4 position a run's last step minted; a run that minted none fails the test here. */
  function mintedBy(run: PlanRun): bigint {
    const tokenId = mintedPositionId(run.receipt);
    if (tokenId === undefined) throw new Error(`No V4 position was minted in ${run.receipt.transactionHash}`);
    return tokenId;
  }

  /** A wallet whose owner says no to every request (EIP-1193 error 4001). */
  const rejectingWallet = () =>
    createWalletClient({
      chain: chain.chain,
      account: owner,
      transport: custom({
        request: async () => {
          throw new UserRejectedRequestError(new Error('User rejected the request.'));
        },
      }),
    });

  return {
    ...chain,
    owner,
    trader,
    runPlan,
    balancesMovedBy,
    mintedBy,
    v4Pool,
    rejectingWallet,
    /** Twenty minutes from the chain's clock. */
    deadline: async () => (await chain.client.getBlock()).timestamp + 1200n,
  };
}

export type LiquidityTestChain = Awaited<ReturnType<typeof startLiquidityTestChain>>;
