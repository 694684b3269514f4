import { useState } from 'react';
import type { Address } from 'viem';
import { useSwapTokenList } from '../data/hooks/useSwapTokens.ts';
import { tokenKey } from '../data/tokenKey.ts';
import { DEV_FUNDS } from '../devChain/devFunds.ts';
import { topUp } from '../devChain/faucet.ts';
import { chainRpcUrlOf } from '../wallet/defineAppChain.ts';
import { useTradingChain } from '../wallet/tradingChain.ts';
import { tokenAmountForUsd, USD_DECIMALS, usdUnits } from './usdValue.ts';
import { refreshBalances, useBalances } from './useBalances.ts';

const USD_PER_TOKEN = BigInt(DEV_FUNDS.usdPerToken) * 10n ** BigInt(USD_DECIMALS);

/**
 * The dev wallet's "Top up": the local chain's faucet raises the account back to the dev funds (ETH, and
 * $1 M of each popular token the chain holds, at the Data API's price). Local chain only: the faucet
 * refuses any other, and the dev wallet exists nowhere else.
 */
export function DevTopUpButton({ address }: { address: Address }) {
  const chain = useTradingChain();
  const { tokens = [] } = useSwapTokenList(chain.dataApiChain, '');
  const { balances } = useBalances(address, tokens);
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');

  const grants = tokens.flatMap((token) => {
    const price = usdUnits(token.market?.price?.value);
    // A token whose balance the chain answered for is deployed there; the others cannot be minted.
    if (!token.address || token.decimals == null || !price || !balances.has(tokenKey(token))) return [];
    return [
      { token: token.address as Address, amount: tokenAmountForUsd(USD_PER_TOKEN, token.decimals, price) },
    ];
  });

  const topUpNow = async () => {
    setState('pending');
    try {
      await topUp(chainRpcUrlOf(chain), address, { eth: DEV_FUNDS.eth, tokens: grants }, chain.id);
      await refreshBalances();
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className="button secondary" disabled={state === 'pending'} onClick={topUpNow}>
        {state === 'pending' ? 'Topping up…' : state === 'done' ? 'Topped up' : 'Top up'}
      </button>
      {state === 'failed' ? (
        <p className="small wallet-error" role="alert">
          The faucet could not reach the local chain. Is it running?
        </p>
      ) : null}
    </>
  );
}
