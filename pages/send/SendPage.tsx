import '../../components/TradeCard.css';
import './SendPage.css';
import { SendCard } from './SendCard.tsx';

/** `/send`: one focused card to send ETH or a token to an address. */
export function SendPage() {
  return (
    <section className="send-page" aria-labelledby="send-title">
      <SendCard />
    </section>
  );
}
