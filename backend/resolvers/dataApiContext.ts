import { createGraphQLError } from 'graphql-yoga';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { TransactionPage } from '../dataset/latestTransactions.ts';
import { hashSeed } from '../dataset/prng.ts';
import type { ChainActivity } from '../indexer/chainActivity.ts';
import type { SubscriptionGate } from './subscriptionGate.ts';

/**
 * What every resolver sees: the dataset, the indexed chain (`NO_CHAIN` without one), the origin files
 * are served from (for absolute image URLs), and the instant the request arrived (Unix seconds), read
 * once so every list in one answer agrees on which transactions have happened.
 */
export interface DataApiContext {
  dataset: Dataset;
  chain: ChainActivity;
  origin: string;
  now: number;
  /** The server's open subscriptions and their limits. */
  subscriptions: SubscriptionGate;
  /** An account's orders with the ramp providers, as activities, newest first (backend/ramp/). */
  rampActivities: (owner: string) => AssetActivityRecord[];
  /** An owner's limit orders as activities (backend/limitOrders/limitOrderActivities.ts), newest first. */
  limitOrderActivities(owner: string): AssetActivityRecord[];
}

/** A typed resolver: parent as the dataset models it, arguments as the schema declares them. */
export type Resolver<TParent, TArgs = Record<string, never>, TResult = unknown> = (
  parent: TParent,
  args: TArgs,
  context: DataApiContext,
) => TResult;

/** The largest page any list answers; larger requests are cut to it rather than refused. */
export const MAX_PAGE_SIZE = 200;

/** Clamps a requested page size; a negative one is a caller error (BAD_USER_INPUT), as on the hosted API. */
export function pageSize(requested: number | null | undefined, fallback: number): number {
  const size = requested ?? fallback;
  if (!Number.isInteger(size) || size < 0) {
    throw createGraphQLError(`Page size must be a non-negative integer, got ${size}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return Math.min(size, MAX_PAGE_SIZE);
}

/** The page a transactions field asks for, read at the request's instant. */
export function transactionPage(
  { first, timestampCursor }: { first: number; timestampCursor?: number | null },
  { now }: DataApiContext,
): TransactionPage {
  return { asOf: now, first: pageSize(first, 20), olderThan: timestampCursor };
}

export interface AmountModel {
  id: string;
  currency: string;
  value: number;
}

export function usd(id: string, value: number): AmountModel {
  return { id: `Amount:${id}`, currency: 'USD', value };
}

/** A point of a series; its id is hashed because a chart answer repeats it hundreds of times. */
export function timestamped(seriesId: string, point: { timestamp: number; value: number }, currency = 'USD') {
  return {
    id: `TA:${seriesKey(seriesId)}:${point.timestamp}`,
    currency,
    value: point.value,
    timestamp: point.timestamp,
  };
}

const seriesKeys = new Map<string, string>();

/** 64 bits of two FNV-1a variants: short, stable, and collision-free in practice for the dataset's series. */
export function seriesKey(seriesId: string): string {
  let key = seriesKeys.get(seriesId);
  if (key === undefined) {
    key = `${hashSeed(seriesId).toString(36)}${hashSeed(`${seriesId}#`).toString(36)}`;
    if (seriesKeys.size > 100_000) seriesKeys.clear();
    seriesKeys.set(seriesId, key);
  }
  return key;
}

/** Fiat units per US dollar (a fixed snapshot; the dataset does not follow FX markets). */
const FIAT_PER_USD: Record<string, number> = {
  USD: 1,
  ARS: 1005,
  AUD: 1.53,
  BRL: 5.8,
  CAD: 1.4,
  CNY: 7.24,
  COP: 4380,
  EUR: 0.95,
  GBP: 0.79,
  HKD: 7.78,
  IDR: 15900,
  INR: 84.5,
  JPY: 154,
  KRW: 1400,
  MXN: 20.3,
  NGN: 1670,
  NZD: 1.7,
  PKR: 278,
  RUB: 100,
  SGD: 1.34,
  THB: 34.5,
  TRY: 34.6,
  UAH: 41.5,
  VND: 25400,
};

/** Units of `currency` per US dollar; crypto currencies follow the dataset's own prices. */
export function unitsPerUsd(currency: string, dataset: Dataset): number | undefined {
  if (currency === 'ETH' || currency === 'MATIC') {
    const token = dataset.token(currency === 'ETH' ? 'ETHEREUM' : 'POLYGON', null);
    return token ? 1 / dataset.usdPrice(token) : undefined;
  }
  return FIAT_PER_USD[currency];
}
