import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import type { AuctionState } from './auctionState.ts';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 8;

/**
 * The clearing price over time as a step line: the floor from the opening, then the price each bid left,
 * up to now (or the end). Plain SVG: a handful of points needs no charting library on first load.
 */
export function ClearingPriceChart({ state }: { state: AuctionState }) {
  const until = Math.max(state.startTime + 1, Math.min(state.chainTime, state.endTime));
  const steps = [
    { time: state.startTime, price: state.floorPrice },
    ...state.bids.map((bid) => ({ time: bid.placedAt, price: bid.clearingPriceAfter })),
  ];
  // The highest price drawn (bigint: Math.max takes no bigint).
  let top = state.floorPrice;
  for (const step of steps) if (step.price > top) top = step.price;
  // Integer math to a 0–10 000 scale, then pixels: prices are wei and never pass through a float whole.
  const y = (price: bigint) =>
    PAD + ((HEIGHT - 2 * PAD) * (10_000 - Number((price * 9_000n) / top))) / 10_000;
  const x = (time: number) =>
    PAD + ((WIDTH - 2 * PAD) * (time - state.startTime)) / (until - state.startTime);
  let path = '';
  for (const [index, step] of steps.entries()) {
    const at = Math.min(step.time, until);
    path += index === 0 ? `M${x(at)},${y(step.price)}` : `H${x(at)}V${y(step.price)}`;
  }
  path += `H${x(until)}`;
  return (
    <figure className="launch-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Clearing price from ${formatTokenAmount(state.floorPrice, 18)} ETH at the opening to ${formatTokenAmount(state.clearingPrice, 18)} ETH now`}
      >
        <line
          className="launch-chart-floor"
          x1={PAD}
          x2={WIDTH - PAD}
          y1={y(state.floorPrice)}
          y2={y(state.floorPrice)}
        />
        <path className="launch-chart-line" d={path} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="small muted">
        <span>Opened {new Date(state.startTime * 1000).toLocaleString()}</span>
        <span>Floor {formatTokenAmount(state.floorPrice, 18)} ETH (dashed)</span>
      </figcaption>
    </figure>
  );
}
