import { createGraphQLError } from 'graphql-yoga';
import { formatUnits } from 'viem';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import { type ChainName, chainNamed, normalizeAddress } from '../dataset/chains.ts';
import { DATASET_NOW, DAY } from '../dataset/datasetClock.ts';
import { type HistoryDuration, SPAN_OF } from '../dataset/historySeries.ts';
import type { TokenBalanceRecord } from '../dataset/portfolios.ts';
import { INDEXED_CHAIN } from '../indexer/indexedChain.ts';
import { type DataApiContext, pageSize, type Resolver, usd } from './dataApiContext.ts';

type Contract = { chain: string; address?: string | null };

interface ValueModifier {
  ownerAddress: string;
  tokenIncludeOverrides?: Contract[] | null;
  tokenExcludeOverrides?: Contract[] | null;
  includeSmallBalances?: boolean | null;
  includeSpamTokens?: boolean | null;
  tokenBalancesLimit?: number | null;
}

/** A wallet as asked for: the owner, the chains in view and the caller's value modifiers. */
export interface PortfolioModel {
  owner: string;
  chains: ChainName[] | null;
  modifier: ValueModifier | undefined;
  /** Its balances, read once per answer (several fields need them). */
  held?: Promise<readonly TokenBalanceRecord[]>;
}

type PortfoliosArgs = {
  ownerAddresses: string[];
  chains?: string[] | null;
  valueModifiers?: ValueModifier[] | null;
};
type ActivitiesArgs = {
  page?: number | null;
  pageSize?: number | null;
  includeOffChain?: boolean | null;
  chains?: string[] | null;
};

const MAX_OWNERS = 50;
/** Balances under a dollar are hidden unless the caller asks for small balances. */
const SMALL_BALANCE_USD = 1;

export const portfoliosQuery = {
  portfolios: (_root, { ownerAddresses, chains, valueModifiers }) => {
    if (ownerAddresses.length > MAX_OWNERS) {
      throw createGraphQLError(`At most ${MAX_OWNERS} owner addresses per request`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const inView = chains ? chains.flatMap((chain) => chainNamed(chain)?.name ?? []) : null;
    return ownerAddresses.map((address): PortfolioModel | null => {
      const owner = normalizeAddress(address);
      if (!owner) return null;
      const modifier = valueModifiers?.find(
        (candidate) => normalizeAddress(candidate.ownerAddress) === owner,
      );
      return { owner, chains: inView, modifier };
    });
  },
} satisfies { portfolios: Resolver<unknown, PortfoliosArgs> };

const portfolio = {
  id: (p) => `Portfolio:${p.owner}`,
  ownerAddress: (p) => p.owner,
  tokenBalances: (p, _args, context) => visibleBalances(p, context),
  tokensTotalDenominatedValue: async (p, _args, context) =>
    usd(`${p.owner}_total`, (await totals(p, context)).now),
  tokensTotalDenominatedValueChange: async (p, { duration }, context) => {
    const { now, dayAgo } = await totals(p, context, SPAN_OF[duration ?? 'DAY']);
    return {
      id: `AmountChange:${p.owner}_${duration ?? 'DAY'}`,
      absolute: usd(`${p.owner}_change`, now - dayAgo),
      percentage: usd(`${p.owner}_changePct`, dayAgo === 0 ? 0 : ((now - dayAgo) / dayAgo) * 100),
    };
  },
  nftBalances: (p, _args, { dataset }) =>
    p.chains && !p.chains.includes('ETHEREUM') ? [] : dataset.nftHoldings(p.owner),
  assetActivities: (p, args, { dataset, chain, rampActivities, limitOrderActivities }) => {
    const size = pageSize(args.pageSize, 100);
    const page = Math.max(1, args.page ?? 1);
    const chains = args.chains ?? p.chains;
    const onChain = newestFirst(
      newestFirst(chain.accountActivities(p.owner), rampActivities(p.owner)),
      limitOrderActivities(p.owner),
    );
    return newestFirst(onChain, dataset.activities(p.owner))
      .filter((activity) => !chains || chains.includes(activity.chain))
      .filter((activity) => args.includeOffChain || activity.details.__typename === 'TransactionDetails')
      .slice((page - 1) * size, page * size);
  },
} satisfies {
  id: Resolver<PortfolioModel>;
  ownerAddress: Resolver<PortfolioModel>;
  tokenBalances: Resolver<PortfolioModel>;
  tokensTotalDenominatedValue: Resolver<PortfolioModel>;
  tokensTotalDenominatedValueChange: Resolver<PortfolioModel, { duration?: HistoryDuration | null }>;
  nftBalances: Resolver<PortfolioModel>;
  assetActivities: Resolver<PortfolioModel, ActivitiesArgs>;
};

const tokenBalance = {
  ownerAddress: (b) => b.owner,
  denominatedValue: (b, _args, { dataset }) => usd(`${b.id}_value`, b.quantity * dataset.usdPrice(b.token)),
  tokenProjectMarket: (b, _args, { dataset }) => ({
    project: dataset.project(b.token),
    currency: 'USD',
    rate: 1,
  }),
  isHidden: (b, _args, { dataset }) =>
    dataset.project(b.token).isSpam || b.quantity * dataset.usdPrice(b.token) < SMALL_BALANCE_USD,
} satisfies {
  ownerAddress: Resolver<TokenBalanceRecord>;
  denominatedValue: Resolver<TokenBalanceRecord>;
  tokenProjectMarket: Resolver<TokenBalanceRecord>;
  isHidden: Resolver<TokenBalanceRecord>;
};

const nftBalance = {
  ownedAsset: (n: { asset: unknown }) => n.asset,
  listedMarketplaces: () => [],
  listingFees: () => [],
  lastPrice: (n: { id: string; lastPriceEth: number }) => ({
    id: `TimestampedAmount:${n.id}_last`,
    currency: 'ETH',
    value: n.lastPriceEth,
    timestamp: DATASET_NOW - DAY,
  }),
};

const assetActivity = {
  details: (a: AssetActivityRecord) => a.details,
};

/** Two newest-first lists as one (the chain's activities are an account's latest, but need not be). */
function newestFirst(
  a: readonly AssetActivityRecord[],
  b: readonly AssetActivityRecord[],
): AssetActivityRecord[] {
  const merged: AssetActivityRecord[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left && (!right || left.timestamp >= right.timestamp)) {
      merged.push(left);
      i++;
    } else if (right) {
      merged.push(right);
      j++;
    }
  }
  return merged;
}

/**
 * What the wallet holds: the dataset's wallet, except that an account with activity on the indexed
 * chain holds on that chain (the local chain, shown as ETHEREUM) exactly what the chain says.
 */
function heldBalances(
  p: PortfolioModel,
  { dataset, chain }: DataApiContext,
): Promise<readonly TokenBalanceRecord[]> {
  const held =
    p.held ??
    (async () => {
      const generated = dataset.balances(p.owner);
      // A chain that cannot answer now leaves the dataset's wallet in place rather than failing the answer.
      const onChain = await chain.accountBalances(p.owner)?.catch(() => undefined);
      if (!onChain) return generated;
      return [
        ...generated.filter((balance) => balance.token.chain !== INDEXED_CHAIN),
        ...onChain.flatMap((balance): TokenBalanceRecord[] => {
          const token = dataset.token(INDEXED_CHAIN, balance.token);
          if (!token || balance.amount === 0n) return [];
          return [
            {
              id: `TokenBalance:${p.owner}_${token.id}`,
              owner: p.owner,
              token,
              // The schema's quantity is a Float: a display figure made from the exact amount last.
              quantity: Number(formatUnits(balance.amount, token.decimals)),
              blockNumber: Number(balance.blockNumber),
              blockTimestamp: balance.blockTimestamp,
            },
          ];
        }),
      ];
    })();
  p.held = held;
  return held;
}

async function visibleBalances(p: PortfolioModel, context: DataApiContext): Promise<TokenBalanceRecord[]> {
  const { dataset } = context;
  const modifier = p.modifier;
  const listed = (contracts: Contract[] | null | undefined, balance: TokenBalanceRecord) =>
    (contracts ?? []).some(
      (contract) =>
        contract.chain === balance.token.chain &&
        (normalizeAddress(contract.address) ?? null) === balance.token.address,
    );
  return (await heldBalances(p, context))
    .filter((balance) => !p.chains || p.chains.includes(balance.token.chain))
    .filter((balance) => !listed(modifier?.tokenExcludeOverrides, balance))
    .filter(
      (balance) =>
        listed(modifier?.tokenIncludeOverrides, balance) ||
        ((modifier?.includeSpamTokens || !dataset.project(balance.token).isSpam) &&
          (modifier?.includeSmallBalances ||
            balance.quantity * dataset.usdPrice(balance.token) >= SMALL_BALANCE_USD)),
    )
    .sort((a, b) => b.quantity * dataset.usdPrice(b.token) - a.quantity * dataset.usdPrice(a.token))
    .slice(0, modifier?.tokenBalancesLimit ?? undefined);
}

/** The wallet's value now and `seconds` ago, holding today's quantities. */
async function totals(
  p: PortfolioModel,
  context: DataApiContext,
  seconds = DAY,
): Promise<{ now: number; dayAgo: number }> {
  const { dataset } = context;
  let now = 0;
  let dayAgo = 0;
  for (const balance of await visibleBalances(p, context)) {
    const price = dataset.market(balance.token).price;
    now += balance.quantity * price.now;
    dayAgo += balance.quantity * price.at(DATASET_NOW - seconds);
  }
  return { now, dayAgo };
}

export const walletResolvers = {
  Portfolio: portfolio,
  TokenBalance: tokenBalance,
  NftBalance: nftBalance,
  AssetActivity: assetActivity,
};
