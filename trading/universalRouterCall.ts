import { Percent } from '@uniswap/sdk-core';
import { type Permit2Permit, SwapRouter, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import type { Address, Hex } from 'viem';
import type { ChainProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import type { SwapQuote } from './quoteSwap.ts';
import { routerTradeOf } from './sdkTrade.ts';
import type { PreparedCall } from './sendTransaction.ts';

/**
 * The Universal Router call for a quoted swap: the permit (token input), a wrap for ETH in, the swap,
 * an unwrap for ETH out, all in one `execute`. The slippage is the trader's, so the router enforces
 * exactly the minimum received / maximum sent they reviewed.
 */
export function universalRouterCall({
  quote,
  slippageBps,
  recipient,
  deadline,
  permit,
  chainId,
  protocol,
}: {
  quote: SwapQuote;
  slippageBps: number;
  recipient: Address;
  /** Unix seconds after which the router refuses the swap. */
  deadline: bigint;
  permit: Permit2Permit | undefined;
  chainId: number;
  /** The chain's protocol addresses: its Universal Router, and the WETH9 that ETH wraps to. */
  protocol: ChainProtocolAddresses;
}): PreparedCall {
  const { calldata, value } = SwapRouter.swapCallParameters(routerTradeOf(quote, chainId, protocol.weth9), {
    slippageTolerance: new Percent(slippageBps, 10_000),
    recipient,
    deadlineOrPreviousBlockhash: deadline.toString(),
    inputTokenPermit: permit,
    // The router on the local chain is 2.1.x, whose V4 encoding differs from the SDK's default (the
    // default makes every V4 swap revert with empty data).
    urVersion: UniversalRouterVersion.V2_1_1,
    chainId,
  });
  return { to: protocol.universalRouter, data: calldata as Hex, value: BigInt(value) };
}
