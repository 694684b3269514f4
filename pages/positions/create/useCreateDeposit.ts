import { useState } from 'react';
import { parseTokenAmount, tokenAmountInputText } from '../../../components/tokenAmounts.ts';
import type { LiquidityVersion } from '../../../liquidity/liquidityPlan.ts';
import { type SwapCurrency, v4CurrencyAddress, wrappedAddress } from '../../../trading/swapCurrency.ts';
import type { CreatePool } from './createChainReads.ts';
import type { PoolPrice } from './depositAmounts.ts';
import type { RangePair, TickRange } from './positionRange.ts';
import type { RangeChoice } from './rangePresets.ts';
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
  inverted,
  choice,
  startText,
}: {
  math: LiquidityMath | undefined;
  version: LiquidityVersion;
  currencyA: SwapCurrency | undefined;
  currencyB: SwapCurrency | undefined;
  created: CreatePool | undefined;
  inverted: boolean;
  choice: RangeChoice;
  startText: string;
}) {
  const [typed, setTyped] = useState<{ index: 0 | 1; texts: [string, string] }>({
    index: 0,
    texts: ['', ''],
  });
  const addressOf = version === 'v4' ? v4CurrencyAddress : wrappedAddress;
  const aFirst =
    !created || !currencyA || addressOf(currencyA).toLowerCase() === created.pool.currency0.toLowerCase();
  const [token0, token1] = aFirst ? [currencyA, currencyB] : [currencyB, currencyA];
  const pair: RangePair | undefined =
    created && token0 && token1
      ? {
          token0: { address: created.pool.currency0, decimals: token0.decimals },
          token1: { address: created.pool.currency1, decimals: token1.decimals },
          tickSpacing: created.pool.tickSpacing,
        }
      : undefined;
  const price: PoolPrice | undefined =
    created?.price ?? (math && pair && startText ? math.startingPrice(startText, pair, inverted) : undefined);

  let range: TickRange | undefined;
  let rangeProblem: string | undefined;
  if (version !== 'v2' && math && pair) {
    if (choice.kind === 'full') range = math.fullRange(pair.tickSpacing);
    else if (choice.kind === 'preset')
      range = price ? math.presetRange(price.tick, choice.width, pair.tickSpacing) : undefined;
    else {
      const read = math.rangeOfPrices(choice.min, choice.max, pair, inverted);
      if ('range' in read) range = read.range;
      else rangeProblem = read.problem;
    }
  }
  if (version === 'v2' && pair) range = { tickLower: 0, tickUpper: 0 };

  const decimals = [token0?.decimals ?? 18, token1?.decimals ?? 18] as const;
  const typedAmount = parseTokenAmount(typed.texts[typed.index], decimals[typed.index]);
  const sides =
    version !== 'v2' && math && price && range
      ? math.depositSides(price, range)
      : { token0: true, token1: true };
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
    if (!math || !price || !range || !pair || !created || typedAmount === undefined)
      return [undefined, undefined];
    const computed = math.depositAmounts(
      { ...pair, fee: created.pool.fee, hooks: created.pool.hooks },
      price,
      range,
      { token: typed.index, amount: typedAmount },
    );
    return [computed.amount0, computed.amount1];
  })();
  const [amount0, amount1] = [sides.token0 ? amounts[0] : 0n, sides.token1 ? amounts[1] : 0n];

  const rangeText = (() => {
    if (version === 'v2' || !range || !math || !pair) return 'Full range';
    if (choice.kind === 'full') return 'Full range';
    const [low, high] = inverted ? [range.tickUpper, range.tickLower] : [range.tickLower, range.tickUpper];
    const [base, quote] = inverted ? [token1, token0] : [token0, token1];
    return `${math.priceAtTick(low, pair, inverted)} – ${math.priceAtTick(high, pair, inverted)} ${quote?.symbol} per ${base?.symbol}`;
  })();

  return {
    token0,
    token1,
    pair,
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
