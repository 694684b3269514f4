import { formatTokenAmount } from '../../components/tokenAmounts.ts';
import type { LimitOrderSummary } from '../../data/limitOrderApi.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { PRICE_DECIMALS, priceOf } from '../limit/limitPrice.ts';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One order: what it sells, what it asks at least, at which price, and until when (or how it ended). */
export function LimitOrderRow({
  order,
  input,
  output,
  onCancel,
}: {
  order: LimitOrderSummary;
  input: SwapCurrency | undefined;
  output: SwapCurrency | undefined;
  onCancel: (() => void) | undefined;
}) {
  const inputAmount = BigInt(order.inputAmount);
  const outputAmount = BigInt(order.outputAmount);
  const price = input && output ? priceOf(inputAmount, outputAmount, input, output) : undefined;
  const when =
    order.state === 'open'
      ? `Expires ${DATE.format(order.deadline * 1000)}`
      : `${order.state[0]?.toUpperCase()}${order.state.slice(1)} ${DATE.format(order.updatedAt * 1000)}`;
  return (
    <li className="position-card" data-testid="limit-order" data-state={order.state}>
      <div className="position-card-head">
        <span className="position-card-pair">
          {input && output ? `${input.symbol} → ${output.symbol}` : '…'}
        </span>
        <span className="small muted">{when}</span>
      </div>
      {input && output ? (
        <p className="limit-order-terms">
          Sell {formatTokenAmount(inputAmount, input.decimals)} {input.symbol} for at least{' '}
          {formatTokenAmount(outputAmount, output.decimals)} {output.symbol}
          <span className="small muted">
            {' '}
            · 1 {input.symbol} = {price !== undefined ? formatTokenAmount(price, PRICE_DECIMALS) : '…'}{' '}
            {output.symbol}
          </span>
        </p>
      ) : null}
      {onCancel ? (
        <div>
          <button type="button" className="button secondary" onClick={onCancel}>
            Cancel order
          </button>
        </div>
      ) : null}
    </li>
  );
}
