import type { Chain } from '../chains.ts';
import type { ProtocolVersion } from '../graphql.ts';
import { PoolPriceHistory, PoolVolumeHistory } from '../operations/poolHistories.ts';
import { AllV3Ticks, AllV4Ticks } from '../operations/poolTicks.ts';
import { appDataApi } from './appDataApi.ts';
import { useDataApiLoader } from './useDataApiQuery.ts';
import type { ChartDuration, TokenChartSeries } from './useTokenChart.ts';
import { timeValues } from './useTokenChart.ts';

export type PoolChartKind = 'price' | 'volume' | 'liquidity';

export interface PoolTick {
  tickIdx: number;
  liquidityNet: bigint;
  /** token1 per whole token0 at this tick. */
  price0: number;
}

export type PoolChartData =
  | { kind: 'series'; series: TokenChartSeries }
  | { kind: 'ticks'; ticks: PoolTick[] };

const get = { method: 'GET' } as const;
const TICKS_LIMIT = 1000;

/** A pool chart: the token0 price in token1, the traded volume, or liquidity by tick (V3/V4). */
export function usePoolChart(
  chain: Chain | undefined,
  version: ProtocolVersion | undefined,
  address: string | undefined,
  kind: PoolChartKind,
  duration: ChartDuration,
) {
  const ready = chain !== undefined && version !== undefined && address !== undefined;
  return useDataApiLoader<PoolChartData>(
    ready ? `pool-chart:${chain}:${address}:${kind}:${duration}` : null,
    async () => {
      const pool = { chain: chain as Chain, addressOrId: address as string, duration };
      const which = { isV4: version === 'V4', isV3: version === 'V3', isV2: version === 'V2' };
      if (kind === 'liquidity')
        return { kind: 'ticks', ticks: await loadTicks(chain as Chain, version, address as string) };
      if (kind === 'volume') {
        const data = await appDataApi.request(PoolVolumeHistory, { ...pool, ...which }, get);
        const history = (data.v4Pool ?? data.v3Pool ?? data.v2Pair)?.historicalVolume;
        return { kind: 'series', series: { kind: 'bars', points: timeValues(history) } };
      }
      const data = await appDataApi.request(PoolPriceHistory, { ...pool, ...which }, get);
      const history = (data.v4Pool ?? data.v3Pool ?? data.v2Pair)?.priceHistory ?? [];
      const points = history.flatMap((p) => (p ? [{ timestamp: p.timestamp, value: p.token0Price }] : []));
      // A price of token0 in token1, not money: it stays as it is in every display currency.
      return { kind: 'series', series: { kind: 'line', points: timeValues(points), unit: 'ratio' } };
    },
  );
}

async function loadTicks(
  chain: Chain,
  version: ProtocolVersion | undefined,
  address: string,
): Promise<PoolTick[]> {
  const raw =
    version === 'V4'
      ? (await appDataApi.request(AllV4Ticks, { chain, poolId: address, first: TICKS_LIMIT }, get)).v4Pool
          ?.ticks
      : version === 'V3'
        ? (await appDataApi.request(AllV3Ticks, { chain, address, first: TICKS_LIMIT }, get)).v3Pool?.ticks
        : [];
  return (raw ?? [])
    .flatMap((t) =>
      t && t.tickIdx != null
        ? [
            {
              tickIdx: t.tickIdx,
              liquidityNet: integer(t.liquidityNet),
              price0: Number(t.price0 ?? 0),
            },
          ]
        : [],
    )
    .sort((a, b) => a.tickIdx - b.tickIdx);
}

/** A liquidityNet as the Data API writes it (a decimal integer string); anything else counts as none. */
function integer(text: string | null | undefined): bigint {
  return text && /^-?\d+$/.test(text) ? BigInt(text) : 0n;
}
