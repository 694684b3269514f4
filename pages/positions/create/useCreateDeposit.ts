import { useState } from 'react';
import { parseTokenAmount, tokenAmountInputText } from '../../../components/tokenAmounts.ts';
import { DEFAULT_CHAIN } from '../../../data/chains.ts';
import { quoteSideOf } from '../../../data/quoteToken.ts';
import type { PoolPrice } from '../../../liquidity/depositAmounts.ts';
import type { LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import type { TickRange } from '../../../liquidity/priceRange.ts';
import type { PriceScale } from '../../../liquidity/tickPrice.ts';
import { type SwapCurrency, v4CurrencyAddress, wrappedAddress } from '../../../trading/swapCurrency.ts';
import { useTradingChain } from '../../../wallet/tradingChain.ts';
import type { CreatePool } from './createChainReads.ts';
import type { RangeChoice } from './rangeChoice.ts';
import type { LiquidityMath } from './useCreateReads.ts';

/**
 * The deposit of a new position: the pair in the pool's order, its price (the pool's, or the starting
 * price typed for a new one), the range the choice makes, and both amounts from the one typed: through
 * the range and price for V3 and V4, through the reserves' ratio for a V2 pair (a new pair takes both
 * as typed, which set its price).
 */
export function useCreateDeposit({
  math,
  version,
  currencyA,
  currencyB,
  created,
  turned,
  choice,
  startText,
}: {
  math: LiquidityMath | undefined;
  version: LiquidityVersion;
  currencyA: SwapCurrency | undefined;
  currencyB: SwapCurrency | undefined;
  created: CreatePool | undefined;
  /** The reader turned the prices from the way the pair is quoted (data/quoteToken.ts). */
  turned: boolean;
  choice: RangeChoice;
  startText: string;
}) {
  const [typed, setTyped] = useState<{ index: 0 | 1; texts: [string, string] }>({
    index: 0,
    texts: ['', ''],
  });
  const { weth9 } = useTradingChain().protocol;
  const addressOf = (currency: SwapCurrency) =>
    version === 'v4' ? v4CurrencyAddress(currency) : wrappedAddress(currency, weth9);
  const aFirst =
    !created || !currencyA || addressOf(currencyA).toLowerCase() === created.pool.currency0.toLowerCase();
  const [token0, token1] = aFirst ? [currencyA, currencyB] : [currencyB, currencyA];
  const scale: PriceScale | undefined =
    token0 && token1 ? { decimals0: token0.decimals, decimals1: token1.decimals } : undefined;
  const tickSpacing = created?.pool.tickSpacing ?? 1;
  const poolPrice =
    created?.price && math && scale ? Number(math.shownPrice(created.price.tick, scale, false)) : undefined;
  const quote =
    token0 && token1 && quoteSideOf(DEFAULT_CHAIN.chain, token0.address, token1.address, poolPrice);
  const inverted = (quote === 'token0') !== turned;
  const price: PoolPrice | undefined =
    created?.price ?? (math && scale ? math.startingPrice(startText, scale, inverted) : undefined);

  let range: TickRange | undefined;
  let rangeProblem: string | undefined;
  if (version !== 'v2' && math && scale && created) {
    if (choice.kind === 'full') range = math.fullRange(tickSpacing);
    else if (choice.kind === 'preset')
      range = price ? math.rangeAroundTick(price.tick, choice.widthPercent, tickSpacing) : undefined;
    else {
      const read = math.rangeOfShownPrices(choice.min, choice.max, scale, tickSpacing, inverted);
      if ('range' in read) range = read.range;
      else rangeProblem = read.problem;
    }
  }

  const decimals = [token0?.decimals ?? 18, token1?.decimals ?? 18] as const;
  const typedAmount = parseTokenAmount(typed.texts[typed.index], decimals[typed.index]);
  const taken = version !== 'v2' && math && price && range ? math.depositSides(price, range) : 'both';
  const sides = { token0: taken !== 'token1', token1: taken !== 'token0' };
  const amounts = ((): [bigint | undefined, bigint | undefined] => {
    if (version === 'v2') {
      const other = parseTokenAmount(typed.texts[1 - typed.index] ?? '', decimals[1 - typed.index] ?? 18);
      const reserves = created?.reserves;
      if (!reserves) return typed.index === 0 ? [typedAmount, other] : [other, typedAmount];
      if (typedAmount === undefined) return [undefined, undefined];
      return typed.index === 0
        ? [typedAmount, (typedAmount * reserves.reserve1) / reserves.reserve0]
        : [(typedAmount * reserves.reserve0) / reserves.reserve1, typedAmount];
    }
    if (!math || !price || !range || typedAmount === undefined) return [undefined, undefined];
    if (!(typed.index === 0 ? sides.token0 : sides.token1)) return [undefined, undefined];
    try {
      const computed = math.depositAmounts(
        price,
        range,
        typed.index === 0 ? { amount0: typedAmount } : { amount1: typedAmount },
      );
      return [computed.amount0, computed.amount1];
    } catch {
      // An amount the math refuses (beyond what a position can hold) deposits nothing: Enter an amount.
      return [undefined, undefined];
    }
  })();
  const [amount0, amount1] = [sides.token0 ? amounts[0] : 0n, sides.token1 ? amounts[1] : 0n];

  const rangeText = (() => {
    if (version === 'v2' || !range || !math || !scale || choice.kind === 'full') return 'Full range';
    const [low, high] = inverted ? [range.tickUpper, range.tickLower] : [range.tickLower, range.tickUpper];
    const [base, quote] = inverted ? [token1, token0] : [token0, token1];
    return `${math.shownPrice(low, scale, inverted)} – ${math.shownPrice(high, scale, inverted)} ${quote?.symbol} per ${base?.symbol}`;
  })();

  return {
    token0,
    token1,
    inverted,
    scale,
    tickSpacing,
    price,
    range: rangeProblem ? undefined : range,
    rangeProblem,
    rangeText,
    amount0,
    amount1,
    /** What a field shows: the text typed into it, or the amount computed from the other. */
    textOf(index: 0 | 1): string {
      if (index === typed.index || (version === 'v2' && !created?.reserves)) return typed.texts[index];
      const amount = index === 0 ? amount0 : amount1;
      return amount === undefined || amount === 0n ? '' : tokenAmountInputText(amount, decimals[index]);
    },
    /** Why a side takes nothing: the range lies wholly above or below the price. */
    closed(index: 0 | 1): string | undefined {
      if ((index === 0 ? sides.token0 : sides.token1) || !token0 || !token1) return undefined;
      const held = index === 0 ? token1 : token0;
      return `This range takes only ${held.symbol} at the current price.`;
    },
    type(index: 0 | 1, text: string) {
      setTyped((current) => {
        const texts: [string, string] = [...current.texts];
        texts[index] = text;
        return { index, texts };
      });
    },
    reset() {
      setTyped({ index: 0, texts: ['', ''] });
    },
  };
}
