import type { Chain } from './chains.ts';
import { type FragmentOf, readFragment } from './graphql.ts';
import { PositionParts, PositionTokenParts } from './operations/positions.ts';
import { tokenName, tokenSymbol } from './tokenLabels.ts';

/**
 * A liquidity position as the product shows it, from the Data API's positions extension
 * (backend/positions.graphql: the hosted schema has no positions). Amounts are raw integers in each
 * token's smallest unit, as decimal strings: money is never a float.
 */
export type PositionVersion = 'v2' | 'v3' | 'v4';

/** In range: earning fees; out of range: holding one token only, earning nothing; closed: no liquidity left. */
export type PositionStatus = 'in-range' | 'out-of-range' | 'closed';

export interface PositionToken {
  /** `null`: the chain's native currency (V4 pools may hold ETH itself). */
  address: string | null;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl: string | null;
}

/**
 * What a position is, the same on the chain (backend/indexer), in the Data API's answer
 * (backend/resolvers) and in the app: where it sits and its figures. `Integer` is how each layer
 * writes an integer: `bigint` read from the chain, a decimal string on the wire and in the app.
 */
export interface PositionFacts<Integer> {
  /** The NFT's token id (V3, V4) or the pair's address (V2): the last segment of the position's page. */
  id: string;
  owner: string;
  /** The V2 pair or V3 pool contract; the V4 pool id. */
  pool: string;
  /** Hundredths of a basis point (500 = 0.05 %); V2 pairs charge 3000. */
  fee: number;
  /** V3 and V4; `null` for V2. */
  tickSpacing: number | null;
  /** The V4 pool's hook contract, if any. */
  hook: string | null;
  /** The range in ticks; `null` for V2 (always the full range). */
  tickLower: number | null;
  tickUpper: number | null;
  /** The pool's current tick and price (Q64.96) when the position was read. */
  currentTick: number;
  sqrtPriceX96: Integer;
  /** V3/V4 liquidity units; V2 LP tokens held. */
  liquidity: Integer;
  amount0: Integer;
  amount1: Integer;
  /** Fees earned and not yet collected (V2 fees compound into the amounts: always 0). */
  fees0: Integer;
  fees1: Integer;
}

/** A position's facts with each integer written another way (`bigint` read from the chain to the wire's string). */
export function positionFacts<From, To>(
  facts: PositionFacts<From>,
  integer: (value: From) => To,
): PositionFacts<To> {
  return {
    id: facts.id,
    owner: facts.owner,
    pool: facts.pool,
    fee: facts.fee,
    tickSpacing: facts.tickSpacing,
    hook: facts.hook,
    tickLower: facts.tickLower,
    tickUpper: facts.tickUpper,
    currentTick: facts.currentTick,
    sqrtPriceX96: integer(facts.sqrtPriceX96),
    liquidity: integer(facts.liquidity),
    amount0: integer(facts.amount0),
    amount1: integer(facts.amount1),
    fees0: integer(facts.fees0),
    fees1: integer(facts.fees1),
  };
}

export interface PositionRow extends PositionFacts<string> {
  chain: Chain;
  version: PositionVersion;
  token0: PositionToken;
  token1: PositionToken;
  status: PositionStatus;
  /** The position's value (amounts and fees) in USD, when both tokens have a price. */
  valueUsd: number | null;
  /**
   * The NFT's own picture (an SVG data URL `isPositionImage` accepts), when the position was asked for
   * with it (its page); null: it has none. Absent everywhere else.
   */
  image?: string | null;
}

/** The row of a Data API position (the extension's fields map one to one; enums to the app's words). */
export function positionRowFrom(position: FragmentOf<typeof PositionParts>): PositionRow {
  const parts = readFragment(PositionParts, position);
  return {
    ...positionFacts(parts, String),
    chain: parts.chain,
    version: VERSIONS[parts.protocolVersion],
    token0: positionToken(parts.token0),
    token1: positionToken(parts.token1),
    status: STATUSES[parts.status],
    valueUsd: parts.valueUsd?.value ?? null,
  };
}

const VERSIONS = { V2: 'v2', V3: 'v3', V4: 'v4' } as const satisfies Record<string, PositionVersion>;
const STATUSES = {
  IN_RANGE: 'in-range',
  OUT_OF_RANGE: 'out-of-range',
  CLOSED: 'closed',
} as const satisfies Record<string, PositionStatus>;

function positionToken(token: FragmentOf<typeof PositionTokenParts>): PositionToken {
  const parts = readFragment(PositionTokenParts, token);
  return {
    address: parts.address ?? null,
    symbol: tokenSymbol(parts),
    name: tokenName(parts),
    decimals: parts.decimals ?? 18,
    logoUrl: parts.project?.logoUrl ?? null,
  };
}
