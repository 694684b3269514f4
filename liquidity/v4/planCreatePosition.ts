import { Position, V4PositionManager } from '@uniswap/v4-sdk';
import {
  erc721Abi,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseEventLogs,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityPlan, LiquidityPool } from '../liquidityPlan.ts';
import { type PlanCommonInput, slippageTolerance } from './planInputs.ts';
import { positionManagerApprovals } from './positionManagerApprovals.ts';
import { readV4Pool } from './readV4Pool.ts';

export interface CreatePositionInput extends PlanCommonInput {
  pool: LiquidityPool;
  tickLower: number;
  tickUpper: number;
  /** The most of each currency to deposit, in base units: the position is the most liquidity both pay for. */
  amount0: bigint;
  amount1: bigint;
  /** Only for a pool the PoolManager does not have yet: the price it starts at, √(currency1/currency0)·2^96. */
  startingSqrtPriceX96?: bigint;
}

export interface CreatePositionPlan extends LiquidityPlan {
  /** The liquidity the new position will hold. */
  liquidity: bigint;
  /** Whether the position call initializes the pool first (`initializePool` in the same multicall). */
  createsPool: boolean;
}

/**
 * A new V4 position (an NFT of the PositionManager, owned by `owner`): the most liquidity `amount0`
 * and `amount1` pay for in the range at the pool's price, minted by the SDK's `addCallParameters`
 * (MINT_POSITION then SETTLE_PAIR; ETH goes as value and the rest is swept back), with the pool
 * initialized in the same multicall when it does not exist yet. Maximums allow the slippage; missing
 * Permit2 approvals come first. `expected` is what the mint takes at today's price.
 */
export async function planCreatePosition(
  client: PublicClient,
  input: CreatePositionInput,
): Promise<CreatePositionPlan> {
  const { sdkPool, initialized } = await readV4Pool(client, input.pool, {
    startingSqrtPriceX96: input.startingSqrtPriceX96,
  });
  const position = Position.fromAmounts({
    pool: sdkPool,
    tickLower: input.tickLower,
    tickUpper: input.tickUpper,
    amount0: input.amount0.toString(),
    amount1: input.amount1.toString(),
    useFullPrecision: true,
  });
  const liquidity = BigInt(position.liquidity.toString());
  if (liquidity === 0n) throw new Error('These amounts are too small to add liquidity in this range.');
  const tolerance = slippageTolerance(input.slippageBps);
  const { calldata, value } = V4PositionManager.addCallParameters(position, {
    recipient: input.owner,
    slippageTolerance: tolerance,
    deadline: input.deadline.toString(),
    useNative: sdkPool.currency0.isNative ? sdkPool.currency0 : undefined,
    ...(initialized ? {} : { createPool: true, sqrtPriceX96: sdkPool.sqrtRatioX96.toString() }),
  });
  const maximum = position.mintAmountsWithSlippage(tolerance);
  const approvals = await positionManagerApprovals(
    client,
    input.owner,
    [
      { currency: sdkPool.currency0, amount: BigInt(maximum.amount0.toString()) },
      { currency: sdkPool.currency1, amount: BigInt(maximum.amount1.toString()) },
    ],
    input.deadline,
  );
  const { amount0, amount1 } = position.mintAmounts;
  return {
    steps: [
      ...approvals,
      {
        kind: 'position',
        label: initialized ? 'Add liquidity' : 'Create pool and add liquidity',
        call: { to: PROTOCOL_ADDRESSES.v4PositionManager, data: calldata as Hex, value: BigInt(value) },
      },
    ],
    expected: { amount0: BigInt(amount0.toString()), amount1: BigInt(amount1.toString()) },
    liquidity,
    createsPool: !initialized,
  };
}

/** The token id of the position a create plan's position call minted, from its receipt's ERC-721 Transfer. */
export function mintedTokenId(receipt: TransactionReceipt): bigint {
  const [minted] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
    (log) =>
      isAddressEqual(log.address, PROTOCOL_ADDRESSES.v4PositionManager) && log.args.from === zeroAddress,
  );
  if (!minted) throw new Error(`No V4 position was minted in ${receipt.transactionHash}`);
  return minted.args.tokenId;
}
