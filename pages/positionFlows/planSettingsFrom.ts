import type { Address } from 'viem';
import type { PlanSettings } from '../../liquidity/planSettings.ts';
import { type SwapSettings, slippageBps } from '../../trading/swapSettings.ts';
import { tradingChain } from '../../wallet/tradingChain.ts';

/** A plan's settings from the reader's swap settings: their slippage, and their deadline (chainDeadline). */
export async function planSettingsFrom(owner: Address, settings: SwapSettings): Promise<PlanSettings> {
  return {
    owner,
    slippageBps: slippageBps(settings),
    deadline: await chainDeadline(settings.deadlineMinutes * 60),
  };
}

/**
 * `seconds` after the chain's latest block, as a swap's deadline is (and as the Uniswap app reckons
 * one): the contracts check the block's time, not the reader's clock, and a chain's clock may run ahead
 * of it (a local chain that was moved forward, or that mined many blocks a second apart).
 */
export async function chainDeadline(seconds: number): Promise<bigint> {
  const { chainClientOf } = await import('../../wallet/appChainClient.ts');
  const { timestamp } = await chainClientOf(tradingChain()).getBlock({ blockTag: 'latest' });
  return timestamp + BigInt(seconds);
}
