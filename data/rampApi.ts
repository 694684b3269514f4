/**
 * Buying and selling tokens for fiat money through payment providers (on-ramp and off-ramp), as the pages
 * call the embedded backend and the backend serves it (backend/ramp/): paths, the provider interface's
 * shapes, and the local test provider's test cards. Money crosses as exact decimal text and base-unit
 * integers, never as a float. The endpoints sit at the Data API's origin, beside `/graphql`.
 */

export const RAMP_PATH = '/ramp';

/** Any request body the ramp endpoints read. */
export const RAMP_BODY_MAX_BYTES = 4 * 1024;

export const RAMP_PATHS = {
  /** GET `?direction&chain&token&fiatCurrency&fiatAmount`: every provider's quote, side by side. */
  quotes: `${RAMP_PATH}/quotes`,
  /** GET `?direction&chain`: the providers and the tokens they offer. */
  providers: `${RAMP_PATH}/providers`,
  /** POST places an order (`RampOrderRequest`); GET `?account=` lists an account's orders, newest first. */
  orders: `${RAMP_PATH}/orders`,
  /** GET: one order, as it settles. */
  order: (id: string) => `${RAMP_PATH}/orders/${encodeURIComponent(id)}`,
  /** POST `{ transactionHash }`: the seller's signed transfer to the provider, for it to check and pay out. */
  orderTransfer: (id: string) => `${RAMP_PATH}/orders/${encodeURIComponent(id)}/transfer`,
} as const;

/** Buy: fiat in, token to the wallet (on-ramp). Sell: token from the wallet, fiat out (off-ramp). */
export type RampDirection = 'buy' | 'sell';

/** What a person asks a price for: an amount of fiat money, for one token on one network. */
export interface RampQuoteRequest {
  direction: RampDirection;
  /** The Data API's chain name (`ETHEREUM` is the local chain). */
  chain: string;
  /** The token's address, or `null` for the chain's native currency. */
  token: string | null;
  /** A currency code of the display-currency choice (money/displayCurrency.ts). */
  fiatCurrency: string;
  /** Decimal text with at most two decimals, e.g. `"100"` or `"25.50"`. */
  fiatAmount: string;
}

/**
 * One provider's price. Buy: `fiatAmount` is paid, `fee` comes off it, the rest buys `tokenAmount` at
 * `rate`. Sell: `tokenAmount` worth `fiatAmount` at `rate` is sent, and `fiatAmount - fee` is paid out.
 */
export interface RampQuote {
  providerId: string;
  providerName: string;
  direction: RampDirection;
  fiatCurrency: string;
  /** Decimal text, two decimals. */
  fiatAmount: string;
  /** Decimal text, two decimals, in `fiatCurrency`. */
  fee: string;
  /** What the buyer's money buys after the fee, or what the seller is paid: decimal text, two decimals. */
  fiatNet: string;
  /** Fiat per whole token, decimal text. */
  rate: string;
  /** In the token's base units, decimal integer text. */
  tokenAmount: string;
  tokenSymbol: string;
  tokenDecimals: number;
  /** About how long the provider takes to settle after payment. */
  settleSeconds: number;
}

/** A provider that gives no price for this request, with the reason in words a person can act on. */
export interface RampUnavailable {
  providerId: string;
  providerName: string;
  reason: string;
  /** A provider outside the app takes the person to its own checkout instead. */
  checkoutUrl?: string;
}

export interface RampQuotesAnswer {
  quotes: RampQuote[];
  unavailable: RampUnavailable[];
}

/** A token a provider offers, as the pages list it. */
export interface RampToken {
  address: string | null;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl: string | null;
}

export interface RampProviderSummary {
  id: string;
  name: string;
  /** `card`: the app collects the card and settles here (the local test provider); `checkout`: a hand-off. */
  handOff: 'card' | 'checkout';
}

export interface RampProvidersAnswer {
  providers: RampProviderSummary[];
  tokens: RampToken[];
}

/** The card a local test provider's order is paid with (buy) or paid out to (sell). */
export interface RampCard {
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
}

export interface RampOrderRequest extends RampQuoteRequest {
  providerId: string;
  account: string;
  card: RampCard;
}

export type RampOrderStatus = 'pending' | 'completed' | 'failed';

/** An order as the provider keeps it, until and after it settles. */
export interface RampOrder {
  id: string;
  providerId: string;
  providerName: string;
  direction: RampDirection;
  account: string;
  chain: string;
  token: string | null;
  tokenSymbol: string;
  tokenDecimals: number;
  tokenAmount: string;
  fiatCurrency: string;
  fiatAmount: string;
  fee: string;
  fiatNet: string;
  status: RampOrderStatus;
  /** Why it failed, in words a person can act on. */
  failure: string | null;
  /** Sell: where the seller sends `tokenAmount` of the token (the provider's reserve). */
  payTo: string | null;
  /** The token's transfer: to the buyer from the reserve, or from the seller to it. */
  transactionHash: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  settledAt: number | null;
}

/** Every error answer: words a person can act on. */
export interface RampApiError {
  error: string;
}

/**
 * The local test provider's cards, shown as hints beside its card form (the well-known test numbers of
 * card processors): the first is approved, the second declined, and no real card is ever accepted.
 */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The local test provider's id: the product's own provider, settling on the local chain. */
export const LOCAL_TEST_PROVIDER_ID = 'local-test';

/**
 * One payment provider, as the backend offers it: its price for a request (or why it has none), and,
 * for a provider the app pays through itself (`handOff: 'card'`), the order placed with the card.
 * A provider reached over the internet hands the person off to its own checkout instead.
 */
export interface RampProvider {
  summary: RampProviderSummary;
  quote(request: RampQuoteRequest & { account?: string | undefined }): Promise<RampQuote | RampUnavailable>;
  placeOrder?(request: RampOrderRequest): Promise<RampOrder>;
}
