import type { SwapQuote } from '../../trading/quoteSwap.ts';
import { routeText, sliceSteps } from './routeText.ts';

/**
 * The route as a small diagram, as the real app draws it: the input on the left, the output on the
 * right, and between them one line per slice with its share and its pools (a token between two pools
 * is named where the route passes through it).
 */
export function RouteDiagram({ quote }: { quote: SwapQuote }) {
  if (quote.slices.length === 0) return null;
  return (
    <figure
      className="route-diagram"
      data-testid="swap-route-diagram"
      aria-label={`Route: ${routeText(quote)}`}
    >
      <span className="route-end">{quote.input.symbol}</span>
      <div className="route-slices">
        {quote.slices.map((slice) => (
          <div
            key={slice.route.pools.map((pool) => ('poolId' in pool ? pool.poolId : pool.address)).join()}
            className="route-slice"
          >
            <span className="route-share">{slice.percent} %</span>
            {sliceSteps(quote, slice).map((step) => (
              <span key={step.key} className={step.kind === 'pool' ? 'route-pool' : 'route-hop'}>
                {step.text}
              </span>
            ))}
          </div>
        ))}
      </div>
      <span className="route-end">{quote.output.symbol}</span>
    </figure>
  );
}
