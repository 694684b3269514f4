import '../wallet/wallet.css';
import { useEffect, useRef, useState } from 'react';
import type { LimitOrderSummary } from '../data/limitOrderApi.ts';

const SHOWN_FOR_MS = 12_000;

/**
 * A toast, in the transaction toasts' corner and style, for each of the wallet's orders that fills
 * while the app is open (an order already filled when it opened is not news). The account menu's
 * code shows it on every page once a wallet is connected (balances/accountHoldings.tsx).
 */
export function LimitOrderFillToasts({ orders }: { orders: readonly LimitOrderSummary[] | undefined }) {
  const seen = useRef<Map<string, LimitOrderSummary['state']>>(undefined);
  const [filled, setFilled] = useState<LimitOrderSummary[]>([]);
  useEffect(() => {
    if (!orders) return;
    const before = seen.current;
    seen.current = new Map(orders.map((order) => [order.orderHash, order.state]));
    if (!before) return;
    const news = orders.filter((order) => order.state === 'filled' && before.get(order.orderHash) === 'open');
    if (news.length > 0) setFilled((shown) => [...shown, ...news]);
  }, [orders]);
  useEffect(() => {
    if (filled.length === 0) return;
    const timer = setTimeout(() => setFilled((shown) => shown.slice(1)), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [filled]);
  if (filled.length === 0) return null;
  return (
    <div className="transaction-toasts">
      {filled.map((order) => (
        <div
          key={order.orderHash}
          className="transaction-toast confirmed"
          role="status"
          data-testid="limit-filled-toast"
        >
          <div className="transaction-toast-text">
            <strong>Limit order filled</strong>
            <span className="small muted">The market reached your price; the tokens are in your wallet.</span>
          </div>
          <button
            type="button"
            className="transaction-toast-close"
            aria-label="Dismiss: Limit order filled"
            onClick={() => setFilled((shown) => shown.filter((other) => other.orderHash !== order.orderHash))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
