import type { Address } from 'viem';
import type { PlanSettings } from '../../liquidity/planSettings.ts';
import { type SwapSettings, slippageBps } from '../../trading/swapSettings.ts';

/** A plan's settings from the reader's swap settings: their slippage, and their deadline from now. */
export function planSettingsFrom(owner: Address, settings: SwapSettings): PlanSettings {
  return {
    owner,
    slippageBps: slippageBps(settings),
    deadline: BigInt(Math.floor(Date.now() / 1000) + settings.deadlineMinutes * 60),
  };
}
