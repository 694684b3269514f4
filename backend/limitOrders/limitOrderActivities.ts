import { formatUnits } from 'viem';
import type { LimitOrderState } from '../../data/limitOrderApi.ts';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import { type ChainName, chainNamed } from '../dataset/chains.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { LimitOrderStore, StoredLimitOrder } from '../store/limitOrderStore.ts';
import type { LimitOrderChain } from './limitOrderChain.ts';

const ORDER_STATUS: Record<LimitOrderState, string> = {
  open: 'OPEN',
  filled: 'FILLED',
  expired: 'EXPIRED',
  cancelled: 'CANCELLED',
};

/**
 * A swapper's limit orders as the portfolio's activity, newest first: the spec's swap-order kind
 * (`SwapOrderDetails`, type LIMIT) once when placed and once more when it filled, expired or was
 * cancelled, each at its chain time. An order of a token the Data API does not list is left out (the
 * activity names its tokens as `Token`s).
 */
export function limitOrderActivities(
  { store, chains }: { store: LimitOrderStore; chains: readonly LimitOrderChain[] },
  dataset: Dataset,
  owner: string,
): AssetActivityRecord[] {
  return store
    .bySwapper(owner)
    .flatMap((order) => {
      const chain = chainNamed(chains.find(({ chainId }) => chainId === order.chainId)?.chain)?.name;
      if (!chain) return [];
      const placed = activity(order, chain, dataset, 'open', order.createdAt);
      const settled =
        order.state === 'open' ? undefined : activity(order, chain, dataset, order.state, order.updatedAt);
      return [settled, placed].filter((record): record is AssetActivityRecord => record !== undefined);
    })
    .sort((a, b) => b.timestamp - a.timestamp);
}

function activity(
  order: StoredLimitOrder,
  chain: ChainName,
  dataset: Dataset,
  state: LimitOrderState,
  timestamp: number,
): AssetActivityRecord | undefined {
  const [input, output] = [dataset.token(chain, order.inputToken), dataset.token(chain, order.outputToken)];
  if (!input || !output) return undefined;
  const hash = state === 'filled' && order.fillTransaction ? order.fillTransaction : order.orderHash;
  const status = ORDER_STATUS[state];
  return {
    id: `AssetActivity:${order.orderHash}_${state}`,
    timestamp,
    chain,
    type: 'SWAP_ORDER',
    addresses: [order.swapper.toLowerCase()],
    transaction: {
      id: `Transaction:${hash}_${state}`,
      blockNumber: 0,
      from: order.swapper.toLowerCase(),
      to: order.swapper.toLowerCase(),
      hash,
      nonce: 0,
      status: state === 'open' ? 'PENDING' : 'CONFIRMED',
    },
    assetChanges: [],
    details: {
      __typename: 'SwapOrderDetails',
      id: `SwapOrderDetails:${order.orderHash}_${state}`,
      offerer: order.swapper.toLowerCase(),
      hash: order.orderHash,
      status,
      swapOrderStatus: status,
      inputToken: input,
      inputTokenQuantity: formatUnits(BigInt(order.inputAmount), input.decimals),
      outputToken: output,
      outputTokenQuantity: formatUnits(BigInt(order.outputAmount), output.decimals),
      expiry: order.deadline,
      encodedOrder: order.encodedOrder,
      swapOrderType: 'LIMIT',
    },
  };
}
