import {
  createTestClient,
  erc20Abi,
  type Hex,
  http,
  publicActions,
  recoverTypedDataAddress,
  walletActions,
} from 'viem';
import { type ChainEnv, configuredChainsFrom } from '../../data/chainRpcUrl.ts';
import type { Chain } from '../../data/chains.ts';
import {
  decodeLimitOrder,
  type LimitOrder,
  limitOrderHash,
  limitOrderTypedData,
} from '../../protocol/limitOrder.ts';
import { LIMIT_ORDER_CONTRACTS } from '../../protocol/limitOrderContracts.ts';
import { orderQuoterAbi, permit2NoncesAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { RequestProblem } from '../jsonEndpoint.ts';

/** A local chain the order service takes orders for and fills on: its client can impersonate the filler. */
export interface LimitOrderChain {
  chainId: number;
  /** The Data API's name for it (a local chain of id 31337 is ETHEREUM). */
  chain: Chain;
  client: ReturnType<typeof limitOrderChainClient>;
}

/**
 * The local chains of the configuration (`CHAIN_RPC_URL` / `CHAIN_RPC_URLS`): the embedded service
 * serves those alone. A real network's orders go to UniswapX's own service (`LIMIT_ORDER_API_URL`).
 */
export function limitOrderChainsFrom(env: ChainEnv): LimitOrderChain[] {
  return configuredChainsFrom(env)
    .filter((chain) => chain.local)
    .map(({ chain, chainId, rpcUrl }) => ({ chain, chainId, client: limitOrderChainClient(rpcUrl) }));
}

export function limitOrderChainClient(rpcUrl: string) {
  return createTestClient({ mode: 'hardhat', transport: http(rpcUrl), pollingInterval: BLOCK_POLL_MS })
    .extend(publicActions)
    .extend(walletActions);
}

/** How often the filler asks for a new block: a crossing is filled within a few of these. */
const BLOCK_POLL_MS = 200;

/** An order the chain would fill as signed now. */
export interface ValidLimitOrder {
  order: LimitOrder;
  orderHash: Hex;
}

/**
 * Checks a signed order against the chain as a filler would meet it, each failure in words the swapper
 * can act on: the swapper's own signature, a deadline still ahead, an unspent nonce, the balance and
 * the Permit2 allowance of the input; then the UniswapX quoter runs it through the reactor up to the
 * fill (the reactor's own checks, Permit2's signature check included).
 */
export async function validateLimitOrder(
  { chainId, client }: LimitOrderChain,
  encodedOrder: Hex,
  signature: Hex,
): Promise<ValidLimitOrder> {
  let order: LimitOrder;
  try {
    order = decodeLimitOrder(encodedOrder);
  } catch (error) {
    throw new RequestProblem(400, `This is not a limit order: ${(error as Error).message}.`);
  }
  if (order.inputAmount <= 0n || order.outputAmount <= 0n)
    throw new RequestProblem(400, 'Both amounts of an order must be more than zero.');
  if (order.inputToken === order.outputToken)
    throw new RequestProblem(400, 'An order trades two different tokens.');
  const signer = await recoverTypedDataAddress({ ...limitOrderTypedData(order, chainId), signature }).catch(
    () => undefined,
  );
  if (signer !== order.swapper)
    throw new RequestProblem(400, 'The signature is not the swapper’s for this order.');
  const { timestamp } = await client.getBlock();
  if (order.deadline <= timestamp) throw new RequestProblem(400, 'The order’s expiry has passed.');
  const [bitmap, balance, allowance] = await Promise.all([
    client.readContract({
      address: PROTOCOL_ADDRESSES.permit2,
      abi: permit2NoncesAbi,
      functionName: 'nonceBitmap',
      args: [order.swapper, order.nonce >> 8n],
    }),
    client.readContract({
      address: order.inputToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [order.swapper],
    }),
    client.readContract({
      address: order.inputToken,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [order.swapper, PROTOCOL_ADDRESSES.permit2],
    }),
  ]);
  if (nonceSpent(bitmap, order.nonce))
    throw new RequestProblem(409, 'This order’s nonce is already used: it was filled or cancelled.');
  if (balance < order.inputAmount)
    throw new RequestProblem(400, 'The swapper’s balance is below the order’s amount.');
  if (allowance < order.inputAmount) throw new RequestProblem(400, 'Approve Permit2 for the token first.');
  try {
    await client.simulateContract({
      address: LIMIT_ORDER_CONTRACTS.orderQuoter,
      abi: orderQuoterAbi,
      functionName: 'quote',
      args: [encodedOrder, signature],
    });
  } catch {
    throw new RequestProblem(400, 'The UniswapX reactor refuses this order as signed.');
  }
  return { order, orderHash: limitOrderHash(order) };
}

/** Whether Permit2 has spent the nonce's bit: filled or cancelled. */
export function nonceSpent(bitmap: bigint, nonce: bigint): boolean {
  return ((bitmap >> (nonce & 255n)) & 1n) === 1n;
}
