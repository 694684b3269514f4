import { isEvmAddress } from '../../data/addressPatterns.ts';
import {
  RAMP_BODY_MAX_BYTES,
  RAMP_PATH,
  RAMP_PATHS,
  type RampCard,
  type RampDirection,
  type RampOrderRequest,
  type RampProvider,
  type RampProvidersAnswer,
  type RampQuoteRequest,
  type RampQuotesAnswer,
  type RampToken,
} from '../../data/rampApi.ts';
import { bodyObject, jsonAnswer, RequestProblem, readJsonBody } from '../jsonEndpoint.ts';
import type { RampOrderStore } from './rampOrderStore.ts';

const ORDER_ROUTE = new RegExp(`^${RAMP_PATH}/orders/([^/]+)(/transfer)?$`);

export interface RampRoutesOptions {
  providers: readonly RampProvider[];
  store: RampOrderStore;
  /** The tokens the providers offer, logos at the request's origin. */
  tokens: (origin: string) => RampToken[];
  /** The seller's transfer for a pending sell of the local test provider. */
  takeTransfer: (id: string, transactionHash: string) => Promise<unknown>;
}

/**
 * The ramp endpoints (paths in data/rampApi.ts): every provider's quote side by side, orders placed with
 * a provider the app pays through, an order as it settles, an account's orders, and a seller's transfer.
 * `undefined` for a path that is not theirs.
 */
export function rampRoutes({ providers, store, tokens, takeTransfer }: RampRoutesOptions) {
  return async (request: Request, url: URL): Promise<Response | undefined> => {
    const path = url.pathname;
    if (path !== RAMP_PATH && !path.startsWith(`${RAMP_PATH}/`)) return undefined;
    const method = request.method;
    if (path === RAMP_PATHS.providers && method === 'GET') {
      const answer: RampProvidersAnswer = {
        providers: providers.map(({ summary }) => summary),
        tokens: tokens(url.origin),
      };
      return jsonAnswer(answer);
    }
    if (path === RAMP_PATHS.quotes && method === 'GET') return quotes(url.searchParams);
    if (path === RAMP_PATHS.orders && method === 'GET') {
      const account = url.searchParams.get('account') ?? '';
      if (!isEvmAddress(account)) throw new RequestProblem(400, 'The wallet address is not valid.');
      return jsonAnswer(store.ordersOf(account));
    }
    if (path === RAMP_PATHS.orders && method === 'POST') return placeOrder(request);
    const [, id, transfer] = ORDER_ROUTE.exec(path) ?? [];
    if (id && !transfer && method === 'GET') {
      const order = store.order(decodeURIComponent(id));
      if (!order) throw new RequestProblem(404, 'No such order.');
      return jsonAnswer(order);
    }
    if (id && transfer && method === 'POST') {
      const body = bodyObject(await readJsonBody(request, RAMP_BODY_MAX_BYTES));
      return jsonAnswer(await takeTransfer(decodeURIComponent(id), String(body.transactionHash ?? '')));
    }
    throw new RequestProblem(405, `${method} is not allowed here.`);
  };

  async function quotes(params: URLSearchParams): Promise<Response> {
    const request = quoteRequestOf(Object.fromEntries(params));
    const account = params.get('account') ?? undefined;
    const answers = await Promise.all(providers.map((provider) => provider.quote({ ...request, account })));
    const answer: RampQuotesAnswer = {
      quotes: answers.flatMap((one) => ('tokenAmount' in one ? [one] : [])),
      unavailable: answers.flatMap((one) => ('reason' in one ? [one] : [])),
    };
    return jsonAnswer(answer);
  }

  async function placeOrder(request: Request): Promise<Response> {
    const body = bodyObject(await readJsonBody(request, RAMP_BODY_MAX_BYTES));
    const provider = providers.find(({ summary }) => summary.id === body.providerId);
    if (!provider?.placeOrder)
      throw new RequestProblem(400, 'This provider takes orders on its own site, not here.');
    const card = bodyObject(body.card);
    const order: RampOrderRequest = {
      ...quoteRequestOf(body),
      providerId: provider.summary.id,
      account: String(body.account ?? ''),
      card: {
        number: String(card.number ?? ''),
        expiry: String(card.expiry ?? ''),
        cvc: String(card.cvc ?? ''),
      } satisfies RampCard,
    };
    return jsonAnswer(await provider.placeOrder(order), 201);
  }
}

function quoteRequestOf(fields: Record<string, unknown>): RampQuoteRequest {
  const direction = fields.direction;
  if (direction !== 'buy' && direction !== 'sell')
    throw new RequestProblem(400, 'Say whether to buy or to sell.');
  const token =
    fields.token === undefined || fields.token === null || fields.token === 'native' ? null : fields.token;
  if (token !== null && !isEvmAddress(String(token)))
    throw new RequestProblem(400, 'The token address is not valid.');
  return {
    direction: direction satisfies RampDirection,
    chain: String(fields.chain ?? ''),
    token: token === null ? null : String(token).toLowerCase(),
    fiatCurrency: String(fields.fiatCurrency ?? ''),
    fiatAmount: String(fields.fiatAmount ?? ''),
  };
}
