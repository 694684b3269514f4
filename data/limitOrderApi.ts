/**
 * The limit-order service of the embedded backend (backend/limitOrders/), as the pages call it and the
 * backend serves it, at the Data API's origin beside `/graphql`. Against a real network the same calls
 * go to UniswapX's order service (`LIMIT_ORDER_API_URL`).
 */

import { type DataApiEnv, dataApiUrlFrom } from './dataApiUrl.ts';

export const LIMIT_ORDERS_PATH = '/limit-orders';

export interface LimitOrderApiEnv extends DataApiEnv {
  LIMIT_ORDER_API_URL?: string | undefined;
}

/**
 * Where the app sends and reads limit orders, baked in at build: `LIMIT_ORDER_API_URL` (a real
 * network's order service), else the embedded Data API's `/limit-orders`.
 */
export function limitOrderApiUrlFrom(env: LimitOrderApiEnv): string {
  return env.LIMIT_ORDER_API_URL || new URL(LIMIT_ORDERS_PATH, dataApiUrlFrom(env)).href;
}

/** A signed order is a few KB at most. */
export const LIMIT_ORDER_BODY_MAX_BYTES = 8 * 1024;

export type LimitOrderState = 'open' | 'filled' | 'expired' | 'cancelled';

/** What the page posts: the order's bytes (protocol/limitOrder.ts) and the swapper's EIP-712 signature. */
export interface LimitOrderSubmission {
  chainId: number;
  encodedOrder: `0x${string}`;
  signature: `0x${string}`;
}

/** One order as the service lists it; amounts in base units as decimal strings, times in unix seconds. */
export interface LimitOrderSummary {
  orderHash: `0x${string}`;
  chainId: number;
  swapper: `0x${string}`;
  nonce: string;
  deadline: number;
  inputToken: `0x${string}`;
  inputAmount: string;
  outputToken: `0x${string}`;
  outputAmount: string;
  encodedOrder: `0x${string}`;
  state: LimitOrderState;
  /** When it was placed, and when it last changed state (chain time). */
  createdAt: number;
  updatedAt: number;
  /** The filling transaction. */
  fillTransaction: `0x${string}` | null;
}

/** The list of a swapper's orders: `GET <service>?swapper=0x…`. */
export function limitOrdersUrl(serviceUrl: string, swapper: string): string {
  return `${serviceUrl}?swapper=${encodeURIComponent(swapper)}`;
}
