import type { Address } from 'viem';
import { readBalances } from '../../trading/readBalances.ts';
import { appChainClient } from '../../wallet/appChainClient.ts';

/** An account's balance of each token (`address` null: ETH); undefined for one with no contract here. */
export function balances(owner: Address, tokens: readonly { address: Address | null }[]) {
  return readBalances(appChainClient, owner, tokens);
}
