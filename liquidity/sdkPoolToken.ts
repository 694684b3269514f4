import { Token } from '@uniswap/sdk-core';
import type { Address } from 'viem';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';
import { ChainEther } from '../trading/chainEther.ts';

/**
 * Pool and position math (liquidity, amounts, minimums, calldata) works in base units: a token's
 * decimals never enter it. The SDKs still want a Token, so the plans give every token this stand-in
 * precision; only display (tickPrice.ts) needs the real decimals, and takes them.
 */
const BASE_UNIT_DECIMALS = 18;

/** A pool's token as the SDKs take it, for plan math. */
export function sdkPoolToken(address: Address): Token {
  return new Token(LOCAL_CHAIN_ID, address, BASE_UNIT_DECIMALS);
}

/**
 * ETH beside `sdkPoolToken`s, wrapping to the chain's WETH9 (`weth`): the SDKs compare currencies by
 * chain id too, so it carries theirs.
 */
export function sdkPoolEther(weth: Address): ChainEther {
  return new ChainEther(LOCAL_CHAIN_ID, weth);
}
