import type { Address, WalletClient } from 'viem';
import { postLimitOrder } from '../../data/hooks/useLimitOrders.ts';
import { cancelLimitOrders } from '../../trading/cancelLimitOrders.ts';
import { type LimitOrderTerms, placeLimitOrder } from '../../trading/placeLimitOrder.ts';
import type { TransactionStage } from '../../trading/sendTransaction.ts';
import { describeTradingFailure } from '../../trading/swapFailure.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { tradingChain } from '../../wallet/tradingChain.ts';

/**
 * What the limit-order pages do on the chain, loaded on first use (see loadLimitOrderChainReads.ts):
 * viem and the order code stay out of the pages' first load.
 */
export function place(swapper: Address, wallet: WalletClient, terms: LimitOrderTerms, heldNonces: bigint[]) {
  return placeLimitOrder({
    client: chainClientOf(tradingChain()),
    wallet,
    swapper,
    terms,
    heldNonces,
    post: postLimitOrder,
  });
}

export function cancel(
  swapper: Address,
  wallet: WalletClient,
  nonces: bigint[],
  onStage: (stage: TransactionStage) => void,
) {
  return cancelLimitOrders({ client: chainClientOf(tradingChain()), wallet, swapper, nonces, onStage });
}

export function describe(error: unknown): TradingError {
  return describeTradingFailure(error, chainRpcUrlOf(tradingChain()));
}
