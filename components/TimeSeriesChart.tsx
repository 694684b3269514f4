import { useEffect, useMemo, useRef, useState } from 'react';
import { useDisplayCurrency } from '../currency/useDisplayCurrency.ts';
import { formatChartMoney } from '../money/formatMoney.ts';
import { ChartPreview } from './ChartPreview.tsx';
import type { ChartSeries } from './chartSeries.ts';
import { formatChartValue } from './formatNumbers.ts';
import { Skeleton } from './Skeleton.tsx';
import './TimeSeriesChart.css';

/** A chart panel's height, whatever it plots, so that switching charts never moves the page. */
export const CHART_HEIGHT = 320;

/**
 * A price, volume or TVL chart with crosshair. It paints first as a plain SVG preview; the charting
 * library (lightweight-charts, 53 KB gzip and about 60 ms of main thread on a phone) is loaded when the
 * reader points at the chart or taps it (its crosshair follows the pointer), so a page load never pays
 * for it. The box keeps its final height from the first paint (no layout shift). Money is plotted in
 * the display currency (its axis then has round figures in that currency) and redrawn when it changes.
 */
export function TimeSeriesChart({
  series: usdSeries,
  label,
}: {
  series: ChartSeries | undefined;
  label: string;
}) {
  const { code, rate } = useDisplayCurrency();
  const series = useMemo(() => usdSeries && inDisplayCurrency(usdSeries, rate), [usdSeries, rate]);
  const isRatio = series !== undefined && 'unit' in series && series.unit === 'ratio';
  const format = useMemo(
    () => (isRatio ? formatChartValue : (value: number) => formatChartMoney(value, { code, rate })),
    [isRatio, code, rate],
  );
  const container = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    const element = container.current;
    if (!wanted || !element || !series || series.points.length === 0) return;
    let disposed = false;
    let dispose = () => {};
    void import('lightweight-charts').then((charts) => {
      if (disposed) return;
      const style = getComputedStyle(element);
      const text = style.getPropertyValue('--text2').trim() || '#777';
      const grid = style.getPropertyValue('--border').trim() || '#eee';
      const up = style.getPropertyValue('--up').trim() || '#0b7a35';
      const down = style.getPropertyValue('--down').trim() || '#c4151c';
      const accent = style.getPropertyValue('--accent').trim() || '#fc72ff';
      const chart = charts.createChart(element, {
        height: CHART_HEIGHT,
        autoSize: true,
        layout: {
          background: { color: 'transparent' },
          textColor: text,
          fontFamily: 'Inter, system-ui, sans-serif',
        },
        grid: { vertLines: { visible: false }, horzLines: { color: grid } },
        rightPriceScale: { borderVisible: false },
        timeScale: { borderVisible: false, timeVisible: true },
        crosshair: { mode: charts.CrosshairMode.Magnet },
        localization: { priceFormatter: format },
      });
      const time = (t: number) => t as import('lightweight-charts').UTCTimestamp;
      if (series.kind === 'candles') {
        chart
          .addSeries(charts.CandlestickSeries, {
            upColor: up,
            downColor: down,
            wickUpColor: up,
            wickDownColor: down,
            borderVisible: false,
          })
          .setData(series.points.map((p) => ({ ...p, time: time(p.time) })));
      } else if (series.kind === 'bars') {
        chart
          .addSeries(charts.HistogramSeries, { color: accent })
          .setData(series.points.map((p) => ({ time: time(p.time), value: p.value })));
      } else {
        chart
          .addSeries(charts.AreaSeries, {
            lineColor: accent,
            topColor: `${accent}55`,
            bottomColor: `${accent}00`,
            lineWidth: 2,
          })
          .setData(series.points.map((p) => ({ time: time(p.time), value: p.value })));
      }
      chart.timeScale().fitContent();
      setDrawn(true);
      dispose = () => chart.remove();
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [series, wanted, format]);

  const points = series?.points ?? [];
  return (
    <figure
      className="time-series-chart"
      aria-label={label}
      onPointerEnter={want}
      onPointerDown={want}
      data-points={points.length}
      data-first-time={points[0]?.time}
      data-last-time={points[points.length - 1]?.time}
    >
      <div ref={container} className="chart-canvas" style={{ height: CHART_HEIGHT }} />
      {!series ? (
        <div className="chart-placeholder">
          <Skeleton width="100%" height={CHART_HEIGHT} />
        </div>
      ) : !drawn && series.points.length > 0 ? (
        <ChartPreview series={series} height={CHART_HEIGHT} format={format} />
      ) : null}
      {series?.points.length === 0 ? <p className="chart-empty muted">No data for this period.</p> : null}
    </figure>
  );
}

function inDisplayCurrency(series: ChartSeries, rate: number): ChartSeries {
  if (rate === 1) return series;
  if (series.kind === 'candles') {
    return {
      kind: 'candles',
      points: series.points.map((p) => ({
        time: p.time,
        open: p.open * rate,
        high: p.high * rate,
        low: p.low * rate,
        close: p.close * rate,
      })),
    };
  }
  if (series.unit === 'ratio') return series;
  return { ...series, points: series.points.map((p) => ({ time: p.time, value: p.value * rate })) };
}
