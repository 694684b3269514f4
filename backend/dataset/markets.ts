import { DATASET_NOW, DAY } from './datasetClock.ts';
import { type LevelModel, levelModel } from './priceModel.ts';
import { prngFor } from './prng.ts';
import { referencePrice } from './referencePrices.ts';
import type { TokenRecord } from './tokens.ts';

/** The USD market of an asset, shared by its tokens on every chain. */
export interface ProjectMarketRecord {
  projectKey: string;
  price: LevelModel;
  isStablecoin: boolean;
  marketCap: number;
  fullyDilutedValuation: number;
  volume24h: number;
}

/**
 * Market figures scale with popularity (a top token has a large cap and deep volume); prices come from
 * real magnitudes where known, else a seeded long-tail price.
 */
export function projectMarket(projectKey: string, lead: TokenRecord): ProjectMarketRecord {
  const random = prngFor('market', projectKey);
  const reference = referencePrice(lead.symbol);
  // An asset and its wrapped form (ETH and WETH) share one price path; everything else has its own.
  const priceKey = reference.asset ?? projectKey;
  const pricing = prngFor('price', priceKey);
  // Known magnitudes are jittered a little so the dataset does not read as a table of round numbers.
  const price = reference.price
    ? reference.price *
      (reference.isStablecoin ? pricing.between(0.9992, 1.0008) : pricing.between(0.97, 1.03))
    : pricing.logBetween(0.0004, 60);
  const volatility = reference.isStablecoin ? 0.004 : pricing.between(0.35, 0.9);
  const rank = lead.edgeCase ? 300 + random.int(0, 200) : lead.popularity;
  const marketCap = (4e11 / (1 + rank) ** 1.6) * random.between(0.6, 1.4);
  return {
    projectKey,
    price: levelModel(`price|${priceKey}`, price, volatility),
    isStablecoin: reference.isStablecoin,
    marketCap,
    fullyDilutedValuation: marketCap * (reference.isStablecoin ? 1 : random.between(1, 1.8)),
    volume24h: marketCap * random.between(0.01, 0.12),
  };
}

export function percentChange(model: LevelModel, seconds: number): number {
  const before = model.at(DATASET_NOW - seconds);
  return before === 0 ? 0 : ((model.now - before) / before) * 100;
}

/** Highest or lowest price over a window, sampled every six hours plus "now". */
export function priceExtreme(model: LevelModel, seconds: number, highLow: 'HIGH' | 'LOW'): number {
  const step = seconds > 30 * DAY ? DAY / 4 : seconds / 240;
  let extreme = model.now;
  for (let t = DATASET_NOW - seconds; t < DATASET_NOW; t += step) {
    const value = model.at(t);
    extreme = highLow === 'HIGH' ? Math.max(extreme, value) : Math.min(extreme, value);
  }
  return extreme;
}

export const FIFTY_TWO_WEEKS = 52 * 7 * DAY;
