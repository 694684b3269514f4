import { createGraphQLError } from 'graphql-yoga';
import { type ChainName, chainNamed } from '../dataset/chains.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { type DataApiContext, pageSize, type Resolver, unitsPerUsd } from './dataApiContext.ts';
import { tokenVolume24h } from './marketTypes.ts';

type Contract = { chain: string; address?: string | null };
type TopTokensArgs = {
  chain?: string | null;
  page?: number | null;
  pageSize?: number | null;
  orderBy?: string | null;
};

const SEARCH_LIMIT = 50;

export const tokenQueries = {
  topTokens: (_root, args, { dataset }) => {
    const chain = chainNamed(args.chain);
    const page = args.page ?? 1;
    if (!Number.isInteger(page) || page < 1) {
      throw createGraphQLError(`page must be 1 or more, got ${page}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    if (!chain) return [];
    const size = pageSize(args.pageSize, 20);
    const ranked = [...dataset.tokensOn(chain.name)]
      .filter((token) => !dataset.project(token).isSpam)
      .sort(orderFor(args.orderBy ?? 'TOTAL_VALUE_LOCKED', dataset));
    return ranked.slice((page - 1) * size, page * size);
  },
  token: (_root, { chain, address }, { dataset }) => contractToken({ chain, address }, dataset),
  tokens: (_root, { contracts }, { dataset }) =>
    contracts.map((contract) => contractToken(contract, dataset)),
  tokenProjects: (_root, { contracts }, { dataset }) =>
    contracts.map((contract) => {
      const token = contractToken(contract, dataset);
      return token ? dataset.project(token) : null;
    }),
  searchTokens: (_root, { searchQuery, chains }, { dataset }) => {
    const query = searchQuery.trim().toLowerCase();
    if (!query) return [];
    const names = (chains ?? dataset.chains.map((chain) => chain.name)).filter((name) => chainNamed(name));
    return names
      .flatMap((name) => dataset.tokensOn(name as ChainName))
      .filter((token) => matches(token, query))
      .sort((a, b) => rank(a, query) - rank(b, query) || a.popularity - b.popularity)
      .slice(0, SEARCH_LIMIT);
  },
  convert: (_root, { fromAmount, toCurrency }, { dataset }) => {
    const from = unitsPerUsd(fromAmount.currency, dataset);
    const to = unitsPerUsd(toCurrency, dataset);
    if (from === undefined || to === undefined) return null;
    return {
      id: `Amount:convert_${fromAmount.currency}_${toCurrency}_${fromAmount.value}`,
      currency: toCurrency,
      value: (fromAmount.value / from) * to,
    };
  },
} satisfies {
  topTokens: Resolver<unknown, TopTokensArgs>;
  token: Resolver<unknown, Contract>;
  tokens: Resolver<unknown, { contracts: Contract[] }>;
  tokenProjects: Resolver<unknown, { contracts: Contract[] }>;
  searchTokens: Resolver<unknown, { searchQuery: string; chains?: string[] | null }>;
  convert: Resolver<unknown, { fromAmount: { currency: string; value: number }; toCurrency: string }>;
};

function contractToken(contract: Contract, dataset: DataApiContext['dataset']): TokenRecord | null {
  const chain = chainNamed(contract.chain);
  return (chain && dataset.token(chain.name, contract.address)) ?? null;
}

function orderFor(orderBy: string, dataset: Dataset): (a: TokenRecord, b: TokenRecord) => number {
  const descending = (figure: (token: TokenRecord) => number) => (a: TokenRecord, b: TokenRecord) =>
    figure(b) - figure(a) || a.popularity - b.popularity;
  switch (orderBy) {
    case 'MARKET_CAP':
      return descending((token) => dataset.market(token).marketCap);
    case 'VOLUME':
      return descending((token) => tokenVolume24h(dataset, token));
    case 'POPULARITY':
      return (a, b) => a.popularity - b.popularity;
    default:
      return descending((token) => dataset.tokenTvl(token));
  }
}

function matches(token: TokenRecord, query: string): boolean {
  return (
    (token.symbol ?? '').toLowerCase().includes(query) ||
    (token.name ?? '').toLowerCase().includes(query) ||
    (query.startsWith('0x') && (token.address ?? '').startsWith(query))
  );
}

/** Exact symbol first, then symbol prefix, then anything else that matched. */
function rank(token: TokenRecord, query: string): number {
  const symbol = (token.symbol ?? '').toLowerCase();
  return symbol === query ? 0 : symbol.startsWith(query) ? 1 : 2;
}
