import type { Plugin } from 'graphql-yoga';
import { type Hex, isAddress, isHex } from 'viem';
import {
  LIMIT_ORDER_BODY_MAX_BYTES,
  LIMIT_ORDERS_PATH,
  type LimitOrderSummary,
} from '../../data/limitOrderApi.ts';
import {
  bodyObject,
  jsonAnswer,
  preflightAnswer,
  problemAnswer,
  RequestProblem,
  readJsonBody,
} from '../jsonEndpoint.ts';
import type { LimitOrderStore, StoredLimitOrder } from '../store/limitOrderStore.ts';
import { type LimitOrderChain, validateLimitOrder } from './limitOrderChain.ts';

export interface LimitOrderService {
  store: LimitOrderStore;
  /** The local chains it takes orders for. */
  chains: readonly LimitOrderChain[];
}

/**
 * The order service beside `/graphql` (paths in data/limitOrderApi.ts): `POST /limit-orders` takes a
 * signed order, checks it against its chain (`validateLimitOrder`) and keeps it open for the filler;
 * `GET /limit-orders?swapper=0x…` lists a swapper's orders, newest first, with their states.
 */
export function limitOrderEndpointsPlugin({ store, chains }: LimitOrderService): Plugin {
  return {
    async onRequest({ request, url, endResponse }) {
      if (url.pathname !== LIMIT_ORDERS_PATH) return;
      if (request.method === 'OPTIONS') return endResponse(preflightAnswer());
      try {
        if (request.method === 'GET') return endResponse(jsonAnswer(list(url)));
        if (request.method === 'POST') return endResponse(await place(request));
        throw new RequestProblem(405, `${request.method} is not allowed here.`);
      } catch (error) {
        endResponse(problemAnswer(error));
      }
    },
  };

  function list(url: URL): LimitOrderSummary[] {
    const swapper = url.searchParams.get('swapper') ?? '';
    if (!isAddress(swapper, { strict: false })) throw new RequestProblem(400, 'Name the swapper’s address.');
    return store.bySwapper(swapper).map(summary);
  }

  async function place(request: Request): Promise<Response> {
    const body = bodyObject(await readJsonBody(request, LIMIT_ORDER_BODY_MAX_BYTES));
    const { chainId, encodedOrder, signature } = body;
    if (typeof chainId !== 'number' || !isHex(encodedOrder) || !isHex(signature))
      throw new RequestProblem(400, 'Send the chain id, the encoded order and its signature.');
    const chain = chains.find((candidate) => candidate.chainId === chainId);
    if (!chain) throw new RequestProblem(404, `This service takes no orders for chain ${chainId}.`);
    const { order, orderHash } = await validateLimitOrder(chain, encodedOrder, signature as Hex);
    const { timestamp } = await chain.client.getBlock();
    store.add({
      orderHash,
      chainId,
      order,
      encodedOrder,
      signature: signature as Hex,
      createdAt: Number(timestamp),
    });
    const stored = store.get(orderHash);
    if (!stored) throw new Error(`Order ${orderHash} was not stored`);
    return jsonAnswer(summary(stored), 201);
  }
}

/** What the service tells: everything but the signature. */
function summary({ signature: _signature, ...order }: StoredLimitOrder): LimitOrderSummary {
  return order;
}
