import { describe, expect, it } from 'vitest';
import { portfolioValueSeries } from './usePortfolio.ts';

describe('portfolioValueSeries', () => {
  it('values today’s quantities at each time of the longest history', () => {
    const series = portfolioValueSeries([
      {
        quantity: 2,
        prices: [
          { time: 300, value: 12 },
          { time: 100, value: 10 },
          { time: 200, value: 11 },
        ],
      },
      { quantity: 3, prices: [{ time: 150, value: 1 }] },
    ]);
    // The second token's only price also stands for the times before it.
    expect(series).toEqual([
      { time: 100, value: 2 * 10 + 3 * 1 },
      { time: 200, value: 2 * 11 + 3 * 1 },
      { time: 300, value: 2 * 12 + 3 * 1 },
    ]);
  });

  it('takes each token’s latest price at or before the time', () => {
    const series = portfolioValueSeries([
      {
        quantity: 1,
        prices: [
          { time: 0, value: 0 },
          { time: 10, value: 0 },
          { time: 20, value: 0 },
        ],
      },
      {
        quantity: 1,
        prices: [
          { time: 5, value: 7 },
          { time: 15, value: 9 },
        ],
      },
    ]);
    expect(series.map((p) => p.value)).toEqual([7, 7, 9]);
  });

  it('is empty when nothing has a price', () => {
    expect(portfolioValueSeries([{ quantity: 5, prices: [] }])).toEqual([]);
    expect(portfolioValueSeries([])).toEqual([]);
  });
});
