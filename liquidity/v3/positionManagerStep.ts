import type { MethodParameters } from '@uniswap/v3-sdk';
import type { Hex } from 'viem';
import type { ChainProtocolAddresses } from '../../protocol/chainProtocolAddresses.ts';
import type { LiquidityStep } from '../liquidityPlan.ts';

/** A plan's position call: the chain's V3 position manager's multicall as the SDK encodes it, named for the review. */
export function positionManagerStep(
  protocol: ChainProtocolAddresses,
  label: string,
  { calldata, value }: MethodParameters,
): LiquidityStep {
  return {
    kind: 'position',
    label,
    call: {
      to: protocol.v3NonfungiblePositionManager,
      data: calldata as Hex,
      value: BigInt(value),
    },
  };
}
