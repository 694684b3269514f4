import type { Dataset } from '../dataset/dataset.ts';
import { DATASET_NOW } from '../dataset/datasetClock.ts';
import {
  candles,
  type HistoryDuration,
  levelHistory,
  SPAN_OF,
  volumeBetween,
  volumeHistory,
} from '../dataset/historySeries.ts';
import { FIFTY_TWO_WEEKS, percentChange, priceExtreme } from '../dataset/markets.ts';
import { levelModel } from '../dataset/priceModel.ts';
import type { ProjectRecord } from '../dataset/projects.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { type Resolver, seriesKey, timestamped } from './dataApiContext.ts';

/** A market is a token's or project's figures seen in one currency. */
export interface TokenMarketModel {
  token: TokenRecord;
  currency: string;
  rate: number;
}

export interface ProjectMarketModel {
  project: ProjectRecord;
  currency: string;
  rate: number;
}

type Duration = { duration: HistoryDuration };
type History = { duration: HistoryDuration; maxLength?: number | null };
type HighLow = { duration: HistoryDuration; highLow: 'HIGH' | 'LOW' };

/** Most volume trades on Ethereum; an L2 copy of a token sees a slice of it. */
export function tokenVolume24h(dataset: Dataset, token: TokenRecord): number {
  return dataset.market(token).volume24h * (token.chain === 'ETHEREUM' ? 0.55 : 0.12);
}

const money = (id: string, value: number, currency: string) => ({
  id: `Amount:${id}_${currency}`,
  currency,
  value,
});

const tokenMarket = {
  id: (m) => `TokenMarket:${m.token.id}_${m.currency}`,
  token: (m) => m.token,
  priceSource: (m, _args, { dataset }) => (dataset.tokenTvl(m.token) > 0 ? 'SUBGRAPH_V3' : 'EXTERNAL'),
  price: (m, _args, { dataset }) =>
    money(`${m.token.id}_price`, dataset.usdPrice(m.token) * m.rate, m.currency),
  totalValueLocked: (m, _args, { dataset }) =>
    money(`${m.token.id}_tvl`, dataset.tokenTvl(m.token) * m.rate, m.currency),
  fullyDilutedValuation: (m, _args, { dataset }) =>
    money(`${m.token.id}_fdv`, dataset.market(m.token).fullyDilutedValuation * m.rate, m.currency),
  volume: (m, { duration }, { dataset }) =>
    money(
      `${m.token.id}_volume_${duration}`,
      windowVolume(m.token.id, tokenVolume24h(dataset, m.token), duration) * m.rate,
      m.currency,
    ),
  historicalVolume: (m, { duration }, { dataset }) =>
    volumeHistory(m.token.id, tokenVolume24h(dataset, m.token), duration).map((point) =>
      timestamped(`${m.token.id}_volume`, { ...point, value: point.value * m.rate }, m.currency),
    ),
  historicalTvl: (m, { duration }, { dataset }) =>
    levelHistory(levelModel(`tvl|${m.token.id}`, dataset.tokenTvl(m.token), 0.12), duration).map((point) =>
      timestamped(`${m.token.id}_tvl`, { ...point, value: point.value * m.rate }, m.currency),
    ),
  priceHistory: (m, { duration, maxLength }, { dataset }) =>
    levelHistory(dataset.market(m.token).price, duration, maxLength).map((point) =>
      timestamped(`${m.token.id}_price`, { ...point, value: point.value * m.rate }, m.currency),
    ),
  ohlc: (m, { duration }, { dataset }) =>
    candles(dataset.market(m.token).price, duration).map((candle) => ({
      id: `TimestampedOhlc:${seriesKey(m.token.id)}:${candle.timestamp}`,
      timestamp: candle.timestamp,
      open: money(`${seriesKey(m.token.id)}_open_${candle.timestamp}`, candle.open * m.rate, m.currency),
      high: money(`${seriesKey(m.token.id)}_high_${candle.timestamp}`, candle.high * m.rate, m.currency),
      low: money(`${seriesKey(m.token.id)}_low_${candle.timestamp}`, candle.low * m.rate, m.currency),
      close: money(`${seriesKey(m.token.id)}_close_${candle.timestamp}`, candle.close * m.rate, m.currency),
    })),
  pricePercentChange: (m, { duration }, { dataset }) =>
    money(
      `${m.token.id}_change_${duration}`,
      percentChange(dataset.market(m.token).price, SPAN_OF[duration]),
      'USD',
    ),
  priceHighLow: (m, { duration, highLow }, { dataset }) =>
    money(
      `${m.token.id}_${highLow}_${duration}`,
      priceExtreme(dataset.market(m.token).price, SPAN_OF[duration], highLow) * m.rate,
      m.currency,
    ),
} satisfies {
  id: Resolver<TokenMarketModel>;
  token: Resolver<TokenMarketModel>;
  priceSource: Resolver<TokenMarketModel>;
  price: Resolver<TokenMarketModel>;
  totalValueLocked: Resolver<TokenMarketModel>;
  fullyDilutedValuation: Resolver<TokenMarketModel>;
  volume: Resolver<TokenMarketModel, Duration>;
  historicalVolume: Resolver<TokenMarketModel, Duration>;
  historicalTvl: Resolver<TokenMarketModel, Duration>;
  priceHistory: Resolver<TokenMarketModel, History>;
  ohlc: Resolver<TokenMarketModel, Duration>;
  pricePercentChange: Resolver<TokenMarketModel, Duration>;
  priceHighLow: Resolver<TokenMarketModel, HighLow>;
};

const projectMarket = {
  id: (m) => `TokenProjectMarket:${m.project.key}_${m.currency}`,
  tokenProject: (m) => m.project,
  currency: (m) => m.currency,
  price: (m, _args, { dataset }) =>
    money(`${m.project.key}_price`, figures(m, dataset).price.now * m.rate, m.currency),
  marketCap: (m, _args, { dataset }) =>
    money(`${m.project.key}_cap`, figures(m, dataset).marketCap * m.rate, m.currency),
  fullyDilutedValuation: (m, _args, { dataset }) =>
    money(`${m.project.key}_fdv`, figures(m, dataset).fullyDilutedValuation * m.rate, m.currency),
  volume24h: (m, _args, { dataset }) =>
    money(`${m.project.key}_vol`, figures(m, dataset).volume24h * m.rate, m.currency),
  pricePercentChange24h: (m, _args, { dataset }) =>
    money(`${m.project.key}_change24h`, percentChange(figures(m, dataset).price, SPAN_OF.DAY), 'USD'),
  priceHigh52w: (m, _args, { dataset }) =>
    money(
      `${m.project.key}_high52w`,
      priceExtreme(figures(m, dataset).price, FIFTY_TWO_WEEKS, 'HIGH') * m.rate,
      m.currency,
    ),
  priceLow52w: (m, _args, { dataset }) =>
    money(
      `${m.project.key}_low52w`,
      priceExtreme(figures(m, dataset).price, FIFTY_TWO_WEEKS, 'LOW') * m.rate,
      m.currency,
    ),
  priceHistory: (m, { duration, maxLength }, { dataset }) =>
    levelHistory(figures(m, dataset).price, duration, maxLength).map((point) =>
      timestamped(`${m.project.key}_price`, { ...point, value: point.value * m.rate }, m.currency),
    ),
  pricePercentChange: (m, { duration }, { dataset }) =>
    money(
      `${m.project.key}_change_${duration}`,
      percentChange(figures(m, dataset).price, SPAN_OF[duration]),
      'USD',
    ),
  priceHighLow: (m, { duration, highLow }, { dataset }) =>
    money(
      `${m.project.key}_${highLow}_${duration}`,
      priceExtreme(figures(m, dataset).price, SPAN_OF[duration], highLow) * m.rate,
      m.currency,
    ),
  volume: (m, { duration }, { dataset }) =>
    money(
      `${m.project.key}_volume_${duration}`,
      windowVolume(m.project.key, figures(m, dataset).volume24h, duration) * m.rate,
      m.currency,
    ),
  historicalVolume: (m, { duration, maxLength }, { dataset }) =>
    volumeHistory(m.project.key, figures(m, dataset).volume24h, duration)
      .slice(-(maxLength ?? Number.MAX_SAFE_INTEGER))
      .map((point) =>
        timestamped(`${m.project.key}_volume`, { ...point, value: point.value * m.rate }, m.currency),
      ),
} satisfies {
  id: Resolver<ProjectMarketModel>;
  tokenProject: Resolver<ProjectMarketModel>;
  currency: Resolver<ProjectMarketModel>;
  price: Resolver<ProjectMarketModel>;
  marketCap: Resolver<ProjectMarketModel>;
  fullyDilutedValuation: Resolver<ProjectMarketModel>;
  volume24h: Resolver<ProjectMarketModel>;
  pricePercentChange24h: Resolver<ProjectMarketModel>;
  priceHigh52w: Resolver<ProjectMarketModel>;
  priceLow52w: Resolver<ProjectMarketModel>;
  priceHistory: Resolver<ProjectMarketModel, History>;
  pricePercentChange: Resolver<ProjectMarketModel, Duration>;
  priceHighLow: Resolver<ProjectMarketModel, HighLow>;
  volume: Resolver<ProjectMarketModel, Duration>;
  historicalVolume: Resolver<ProjectMarketModel, History>;
};

function figures(m: ProjectMarketModel, dataset: Dataset) {
  return dataset.market(m.project.lead);
}

function windowVolume(seed: string, volume24h: number, duration: HistoryDuration): number {
  return volumeBetween(seed, volume24h, DATASET_NOW - SPAN_OF[duration], DATASET_NOW);
}

export const marketResolvers = { TokenMarket: tokenMarket, TokenProjectMarket: projectMarket };
