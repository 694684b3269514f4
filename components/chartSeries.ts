/** What a chart draws: candles, or one value per time (a line or bars). */
export type ChartSeries =
  | {
      kind: 'candles';
      points: readonly { time: number; open: number; high: number; low: number; close: number }[];
    }
  | {
      kind: 'line' | 'bars';
      points: readonly { time: number; value: number }[];
      /** Not money (one token's price in another); money series (USD from the Data API) are the default. */
      unit?: 'ratio';
    };
