import { type Chain, tokenQueryAddress } from '../chains.ts';
import type { HistoryDuration } from '../graphql.ts';
import { TokenHistoricalTvls, TokenHistoricalVolumes } from '../operations/tokenHistories.ts';
import { TokenPrice } from '../operations/tokenPrice.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';

export type TokenChartKind = 'price' | 'volume' | 'tvl';
/** The spans a chart offers: the schema's durations but the finest and the whole history. */
export type ChartDuration = Exclude<HistoryDuration, 'FIVE_MINUTE' | 'MAX'>;

export type TokenChartSeries =
  | { kind: 'candles'; points: { time: number; open: number; high: number; low: number; close: number }[] }
  | { kind: 'line' | 'bars'; points: { time: number; value: number }[]; unit?: 'ratio' };

const get = { method: 'GET' } as const;

/**
 * A token chart's series: OHLC candles (falling back to the plain price history when the Data API has
 * no candles), volume bars, or the TVL line.
 */
export function useTokenChart(
  chain: Chain | undefined,
  urlAddress: string | undefined,
  kind: TokenChartKind,
  duration: ChartDuration,
) {
  const ready = chain !== undefined && urlAddress !== undefined;
  return useDataApiLoader<TokenChartSeries>(
    ready ? `token-chart:${chain}:${urlAddress}:${kind}:${duration}` : null,
    () => {
      const variables = {
        chain: chain as Chain,
        address: tokenQueryAddress(chain as Chain, urlAddress as string),
        duration,
      };
      if (kind === 'volume') return loadVolumes(variables);
      if (kind === 'tvl') return loadTvls(variables);
      return loadPrices(variables);
    },
  );
}

type Variables = { chain: Chain; address: string | null; duration: ChartDuration };

async function loadPrices(variables: Variables): Promise<TokenChartSeries> {
  const candles = await appDataApi.request(TokenPrice, { ...variables, fallback: false }, get);
  const ohlc = (candles.token?.market?.ohlc ?? [])
    .filter((c) => c !== null)
    .sort((a, b) => a.timestamp - b.timestamp);
  if (ohlc.length > 0) {
    return {
      kind: 'candles',
      points: ohlc.map((c) => ({
        time: c.timestamp,
        open: c.open.value,
        high: c.high.value,
        low: c.low.value,
        close: c.close.value,
      })),
    };
  }
  const history = await appDataApi.request(TokenPrice, { ...variables, fallback: true }, get);
  return { kind: 'line', points: timeValues(history.token?.market?.priceHistory) };
}

async function loadVolumes(variables: Variables): Promise<TokenChartSeries> {
  const data = await appDataApi.request(TokenHistoricalVolumes, variables, get);
  return { kind: 'bars', points: timeValues(data.token?.market?.historicalVolume) };
}

async function loadTvls(variables: Variables): Promise<TokenChartSeries> {
  const data = await appDataApi.request(TokenHistoricalTvls, variables, get);
  return { kind: 'line', points: timeValues(data.token?.market?.historicalTvl) };
}

/** Chart points in time order, one per timestamp (the chart library requires both). */
export function timeValues(
  series: readonly ({ timestamp: number; value: number } | null)[] | null | undefined,
): { time: number; value: number }[] {
  const byTime = new Map<number, number>();
  for (const point of series ?? []) if (point) byTime.set(point.timestamp, point.value);
  return [...byTime].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time, value }));
}
