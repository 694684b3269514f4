import { type Address, erc20Abi } from 'viem';
import { useBalance, useReadContracts } from 'wagmi';
import { tokenKey } from '../data/tokenKey.ts';
import { appChain } from '../wallet/appChain.ts';

/** Balances move only when a block is mined; this bounds how long a change made elsewhere takes to show. */
const BALANCE_POLL_MS = 4_000;

export interface TokenBalances {
  /** Balance per token (tokenKey), in the token's smallest unit; a token the chain cannot answer for is absent. */
  balances: ReadonlyMap<string, bigint>;
  isLoading: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * What `owner` holds of each token, read on the app's chain: `eth_getBalance` for ETH, `balanceOf`
 * for ERC-20s (a token without code on this chain fails alone and is left out).
 */
export function useTokenBalances(
  owner: Address | undefined,
  tokens: readonly { address: string | null }[],
): TokenBalances {
  const query = { enabled: owner !== undefined, refetchInterval: BALANCE_POLL_MS };
  const contracts = tokens.filter((t): t is { address: Address } => t.address !== null);
  const native = useBalance({ address: owner, chainId: appChain.id, query });
  const erc20 = useReadContracts({
    allowFailure: true,
    contracts: contracts.map((token) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: owner ? [owner] : undefined,
      chainId: appChain.id,
    })),
    query: { ...query, enabled: query.enabled && contracts.length > 0 },
  });

  const balances = new Map<string, bigint>();
  if (native.data) balances.set(tokenKey({ address: null }), native.data.value);
  erc20.data?.forEach((read, index) => {
    const token = contracts[index];
    if (token && read.status === 'success') balances.set(tokenKey(token), read.result as bigint);
  });
  return {
    balances,
    isLoading: native.isLoading || erc20.isLoading,
    error: native.error ?? erc20.error ?? null,
    refetch: () => Promise.all([native.refetch(), erc20.refetch()]),
  };
}
