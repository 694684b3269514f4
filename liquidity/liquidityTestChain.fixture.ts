import {
  type Address,
  createWalletClient,
  custom,
  getAddress,
  type TransactionReceipt,
  UserRejectedRequestError,
  type WalletClient,
} from 'viem';
import { createTradingAccount } from '../chain/tradingAccount.fixture.ts';
import { tickSpacingOf, V2_FEE } from '../protocol/feeTiers.ts';
import { runTransaction } from '../trading/sendTransaction.ts';
import { startTradingTestChain } from '../trading/tradingTestChain.fixture.ts';
import type { LiquidityPlan, LiquidityPool } from './liquidityPlan.ts';

/**
 * A fresh local chain for one liquidity test file: the funded dev account owns the positions; a second
 * account (the trader) swaps through pools so positions earn fees. Plans run step by step through the
 * one transaction path, as the pages run them.
 */
export async function startLiquidityTestChain() {
  const chain = await startTradingTestChain();
  const owner = chain.account.address;
  const trader = await createTradingAccount(chain.node.url);
  const token = (symbol: string): Address => {
    const address = chain.currency(symbol).address;
    if (!address) throw new Error(`${symbol} is not a token`);
    return getAddress(address);
  };
  const sorted = (a: string, b: string): [Address, Address] => {
    const [x, y] = [token(a), token(b)];
    return x.toLowerCase() < y.toLowerCase() ? [x, y] : [y, x];
  };

  /** Runs every step of a plan in order; resolves with the receipts and the ETH they cost in gas. */
  async function runPlan(plan: LiquidityPlan, wallet: WalletClient = chain.wallet) {
    const receipts: TransactionReceipt[] = [];
    for (const step of plan.steps) {
      receipts.push(
        await runTransaction({
          client: chain.client,
          wallet,
          account: owner,
          call: step.call,
          action: 'liquidity',
        }),
      );
    }
    const gasPaid = receipts.reduce((sum, receipt) => sum + receipt.gasUsed * receipt.effectiveGasPrice, 0n);
    return { receipts, gasPaid, receipt: receipts.at(-1) as TransactionReceipt };
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
    token,
    runPlan,
    rejectingWallet,
    /** Twenty minutes from the chain's clock, which set-up brought to the wall clock. */
    deadline: async () => (await chain.client.getBlock()).timestamp + 1200n,
    tokenBalance: (holder: Address, symbol: string) => chain.balanceOf(holder, chain.currency(symbol)),
    v3Pool(a: string, b: string, fee: number): LiquidityPool {
      const [currency0, currency1] = sorted(a, b);
      return {
        version: 'v3',
        currency0,
        currency1,
        fee,
        tickSpacing: tickSpacingOf(fee),
        hooks: '0x0000000000000000000000000000000000000000',
      };
    },
    v2Pool(a: string, b: string): LiquidityPool {
      const [currency0, currency1] = sorted(a, b);
      return {
        version: 'v2',
        currency0,
        currency1,
        fee: V2_FEE,
        tickSpacing: 1,
        hooks: '0x0000000000000000000000000000000000000000',
      };
    },
  };
}

export type LiquidityTestChain = Awaited<ReturnType<typeof startLiquidityTestChain>>;
