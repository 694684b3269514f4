import type { MethodParameters } from '@uniswap/v3-sdk';
import type { Hex } from 'viem';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LiquidityStep } from '../liquidityPlan.ts';

/** A plan's position call: the V3 position manager's multicall as the SDK encodes it, named for the review. */
export function positionManagerStep(label: string, { calldata, value }: MethodParameters): LiquidityStep {
  return {
    kind: 'position',
    label,
    call: {
      to: PROTOCOL_ADDRESSES.v3NonfungiblePositionManager,
      data: calldata as Hex,
      value: BigInt(value),
    },
  };
}
