import {
  type Address,
  createWalletClient,
  custom,
  getAddress,
  type TransactionReceipt,
  UserRejectedRequestError,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { createTradingAccount } from '../chain/tradingAccount.fixture.ts';
import { V2_FEE } from '../protocol/feeTiers.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { runTransaction } from '../trading/sendTransaction.ts';
import { startTradingTestChain } from '../trading/tradingTestChain.fixture.ts';
import { hooklessPool, type LiquidityPlan, type LiquidityPool } from './liquidityPlan.ts';
import { mintedPositionId } from './mintedPositionId.ts';
import type { PlanSettings } from './planSettings.ts';

/** What running a plan left: each step's receipt, the last (the position call's), and the gas paid. */
export interface PlanRun {
  receipts: TransactionReceipt[];
  receipt: TransactionReceipt;
  gasPaid: bigint;
}

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

  /**
   * Runs every step of a plan in order, signed by the wallet's account (the owner's by default);
   * resolves with the receipts and the ETH they cost in gas.
   */
  async function runPlan(plan: LiquidityPlan, wallet: WalletClient = chain.wallet): Promise<PlanRun> {
    const receipts: TransactionReceipt[] = [];
    for (const step of plan.steps) {
      receipts.push(
        await runTransaction({
          client: chain.client,
          wallet,
          account: wallet.account?.address ?? owner,
          call: step.call,
          action: 'liquidity',
        }),
      );
    }
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

  /** The V4 position a run's last step minted; a run that minted none fails the test here. */
  function mintedBy(run: PlanRun): bigint {
    const tokenId = mintedPositionId(run.receipt, PROTOCOL_ADDRESSES.v4PositionManager);
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
    token,
    runPlan,
    balancesMovedBy,
    mintedBy,
    rejectingWallet,
    /** Twenty minutes from the chain's clock, which set-up brought to the wall clock. */
    deadline: async () => (await chain.client.getBlock()).timestamp + 1200n,
    /** What a plan of the owner's is given besides its inputs: 0.5 % slippage unless told, and that deadline. */
    settings: async (slippageBps = 50): Promise<PlanSettings> => ({
      owner,
      slippageBps,
      deadline: (await chain.client.getBlock()).timestamp + 1200n,
    }),
    tokenBalance: (holder: Address, symbol: string) => chain.balanceOf(holder, chain.currency(symbol)),
    v3Pool: (a: string, b: string, fee: number): LiquidityPool => hooklessPool('v3', token(a), token(b), fee),
    /** A hookless V4 pool of two currencies by symbol (ETH is the zero address), sorted as the protocol sorts them. */
    v4Pool(a: string, b: string, fee: number): LiquidityPool {
      const address = (symbol: string): Address => chain.currency(symbol).address ?? zeroAddress;
      return hooklessPool('v4', address(a), address(b), fee);
    },
    v2Pool(a: string, b: string): LiquidityPool {
      const [currency0, currency1] = sorted(a, b);
      return {
        version: 'v2',
        currency0,
        currency1,
        fee: V2_FEE,
        tickSpacing: 1,
        hooks: zeroAddress,
      };
    },
  };
}

export type LiquidityTestChain = Awaited<ReturnType<typeof startLiquidityTestChain>>;
