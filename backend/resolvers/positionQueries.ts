import { createGraphQLError } from 'graphql-yoga';
import { type PositionFacts, type PositionVersion, positionFacts } from '../../data/positionRow.ts';
import { chainNamed, normalizeAddress } from '../dataset/chains.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { INDEXED_CHAIN } from '../indexer/indexedChain.ts';
import type { ChainPosition } from '../indexer/positionReads.ts';
import { type AmountModel, type Resolver, usd } from './dataApiContext.ts';

/** A position as the schema's `LiquidityPosition` answers it (scalars as the schema types them). */
interface LiquidityPositionModel extends PositionFacts<string> {
  chain: string;
  protocolVersion: 'V2' | 'V3' | 'V4';
  token0: TokenRecord;
  token1: TokenRecord;
  status: 'IN_RANGE' | 'OUT_OF_RANGE' | 'CLOSED';
  valueUsd: AmountModel | null;
  /**
   * The NFT's picture, read only when a query asks for it (the default resolver calls it): the
   * descriptor is slow, so only the single `position` query has it.
   */
  image?: () => Promise<string | null>;
}

type PositionsArgs = { ownerAddress: string; chains?: string[] | null };
type PositionArgs = { chain: string; protocolVersion: string; id: string; ownerAddress?: string | null };

/**
 * Our positions extension (positions.graphql). Only the indexed chain has positions: the dataset's
 * other chains hold none. Open positions come first, the most valuable first.
 */
export const positionQueries = {
  positions: async (_root, { ownerAddress, chains }, { chain, dataset }) => {
    const owner = ownerOf(ownerAddress);
    if (chains && !chains.some((name) => chainNamed(name)?.name === INDEXED_CHAIN)) return [];
    const positions = (await chain.positionsOf(owner)).flatMap(
      (position) => modelOf(position, dataset) ?? [],
    );
    return positions.sort(
      (a, b) =>
        Number(a.status === 'CLOSED') - Number(b.status === 'CLOSED') ||
        (b.valueUsd?.value ?? 0) - (a.valueUsd?.value ?? 0),
    );
  },
  position: async (_root, { chain: chainName, protocolVersion, id, ownerAddress }, { chain, dataset }) => {
    const owner = ownerAddress ? ownerOf(ownerAddress) : undefined;
    if (chainNamed(chainName)?.name !== INDEXED_CHAIN) return null;
    const version = protocolVersion.toLowerCase() as PositionVersion;
    const positionId =
      version === 'v2' ? normalizeAddress(id) : /^\d{1,78}$/.test(id) ? BigInt(id).toString() : undefined;
    if (!positionId) return null;
    const position = await chain.position({ version, id: positionId }, owner);
    const model = position && modelOf(position, dataset);
    if (!model) return null;
    return { ...model, image: () => chain.positionImage(position, position.blockNumber) };
  },
} satisfies {
  positions: Resolver<unknown, PositionsArgs, Promise<LiquidityPositionModel[]>>;
  position: Resolver<unknown, PositionArgs, Promise<LiquidityPositionModel | null>>;
};

function ownerOf(address: string): string {
  const owner = normalizeAddress(address);
  if (!owner) {
    throw createGraphQLError(`Not an address: ${address}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return owner;
}

/** Undefined when the dataset does not know a token of the position (the Data API could not name it). */
function modelOf(position: ChainPosition, dataset: Dataset): LiquidityPositionModel | undefined {
  const token0 = dataset.token(INDEXED_CHAIN, position.token0);
  const token1 = dataset.token(INDEXED_CHAIN, position.token1);
  if (!token0 || !token1) return undefined;
  const value = usdValue(dataset, [
    [token0, position.amount0 + position.fees0],
    [token1, position.amount1 + position.fees1],
  ]);
  return {
    ...positionFacts(position, String),
    chain: INDEXED_CHAIN,
    protocolVersion: position.version.toUpperCase() as LiquidityPositionModel['protocolVersion'],
    token0,
    token1,
    status: STATUS[position.status],
    valueUsd:
      value === undefined
        ? null
        : usd(`Position:${position.version}_${position.id}_${position.owner}`, value),
  };
}

const STATUS = {
  'in-range': 'IN_RANGE',
  'out-of-range': 'OUT_OF_RANGE',
  closed: 'CLOSED',
} as const;

/** USD units of the price scale: prices are kept to 1e-8 dollars so the sum stays in integers. */
const PRICE_SCALE = 100_000_000;

/**
 * The USD value of token amounts, summed in integers (amount × price in 1e-8 dollars ÷ 10^decimals):
 * only the final figure becomes a float, as the schema's Amount is one.
 */
function usdValue(
  dataset: Dataset,
  holdings: readonly (readonly [TokenRecord, bigint])[],
): number | undefined {
  let total = 0n;
  for (const [token, amount] of holdings) {
    const price = dataset.usdPrice(token);
    if (!Number.isFinite(price) || price <= 0) return undefined;
    total += (amount * BigInt(Math.round(price * PRICE_SCALE))) / 10n ** BigInt(token.decimals);
  }
  return Number(total) / PRICE_SCALE;
}
