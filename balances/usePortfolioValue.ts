import type { Address } from 'viem';
import type { Chain } from '../data/chains.ts';
import { useDataApiQuery } from '../data/hooks/useDataApiQuery.ts';
import { useSwapTokenList } from '../data/hooks/useSwapTokens.ts';
import { PortfolioValue } from '../data/operations/portfolioValue.ts';
import { tokenKey } from '../data/tokenKey.ts';
import { useTradingChain } from '../wallet/tradingChain.ts';
import { usdUnits, usdValueOf } from './usdValue.ts';
import { useBalances } from './useBalances.ts';

export interface PortfolioValueState {
  /** Total USD value (usdValue.ts units); undefined until known. */
  valueUsd: bigint | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * What an address holds on the trading chain, in USD. On a local chain the Data API cannot know it (its
 * wallets are made up): the chain's balances of the Data API's most popular tokens, at the Data API's
 * prices. Elsewhere, the Data API's portfolio.
 */
export function usePortfolioValue(owner: Address | undefined): PortfolioValueState {
  const chain = useTradingChain();
  const onChain = useOnChainPortfolioValue(chain.local ? owner : undefined, chain.dataApiChain);
  const dataApi = useDataApiPortfolioValue(chain.local ? undefined : owner, chain.dataApiChain);
  return chain.local ? onChain : dataApi;
}

function useOnChainPortfolioValue(owner: Address | undefined, chain: Chain): PortfolioValueState {
  const { tokens = [], error: tokensError, isLoading: tokensLoading } = useSwapTokenList(chain, '');
  const { balances, error, isLoading } = useBalances(owner, tokens);
  let valueUsd: bigint | undefined;
  if (!tokensLoading && !isLoading && !error) {
    valueUsd = 0n;
    for (const token of tokens) {
      const balance = balances.get(tokenKey(token));
      const price = usdUnits(token.market?.price?.value);
      if (balance !== undefined && price !== undefined && token.decimals != null)
        valueUsd += usdValueOf(balance, token.decimals, price);
    }
  }
  return { valueUsd, isLoading: tokensLoading || isLoading, error: tokensError ?? error };
}

function useDataApiPortfolioValue(owner: Address | undefined, chain: Chain): PortfolioValueState {
  const { data, error, isLoading } = useDataApiQuery(
    PortfolioValue,
    owner ? { ownerAddress: owner, chains: [chain] } : null,
  );
  const total = data?.portfolios?.[0]?.tokensTotalDenominatedValue?.value;
  return { valueUsd: data ? (usdUnits(total) ?? 0n) : undefined, isLoading, error: error ?? null };
}
