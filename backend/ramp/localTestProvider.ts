import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  isAddressEqual,
  parseEventLogs,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  LOCAL_TEST_PROVIDER_ID,
  type RampOrder,
  type RampOrderRequest,
  type RampProvider,
  type RampQuote,
  type RampQuoteRequest,
  type RampUnavailable,
} from '../../data/rampApi.ts';
import { RAMP_RESERVE_ADDRESS, RAMP_RESERVE_PRIVATE_KEY } from '../../devChain/rampReserve.ts';
import { LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import type { Dataset } from '../dataset/dataset.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { INDEXED_CHAIN } from '../indexer/indexedChain.ts';
import { RequestProblem } from '../jsonEndpoint.ts';
import { unitsPerUsd } from '../resolvers/dataApiContext.ts';
import type { RampOrderStore } from './rampOrderStore.ts';
import { fiatText, priceRampOrder, type RampFees, rateText, rateUnitsOf } from './rampQuote.ts';
import { cardVerdict } from './testCard.ts';

export const LOCAL_TEST_PROVIDER_NAME = 'Local test provider';

/** 1.5 % of the amount, at least 0.50 of its currency. */
const FEES: RampFees = { bps: 150n, minimumCents: 50n };
/** A sell order whose transfer never comes fails after this long, so nothing stays pending for ever. */
const SELL_TRANSFER_WAIT_MS = 30 * 60_000;

export interface LocalTestProviderOptions {
  store: RampOrderStore;
  dataset: Dataset;
  /** The tokens it offers on the local chain: the seeded ones, which its reserve holds. */
  tokens: () => readonly TokenRecord[];
  /** The local chain's JSON-RPC URL; none when the Data API runs without a chain. */
  rpcUrl: string | undefined;
  clock: () => number;
  /** How long after payment (buy) or the seller's transfer (sell) the order settles. */
  settleDelayMs: number;
  log: (line: string) => void;
}

/**
 * The product's own payment provider, named as a test provider on screen: it takes only test cards and
 * settles on the local chain from its reserve (devChain/rampReserve.ts) after a short delay. A buy sends
 * the token from the reserve to the wallet; a sell waits for the seller's own transfer to the reserve,
 * checks it on the chain, then records the payout. A declined card fails the order with nothing moved.
 * Orders live in the backend's store; a restart picks up the ones still pending.
 */
export function localTestProvider({
  store,
  dataset,
  tokens,
  rpcUrl,
  clock,
  settleDelayMs,
  log,
}: LocalTestProviderOptions) {
  const client = rpcUrl ? createPublicClient({ transport: http(rpcUrl) }) : undefined;
  const reserve = privateKeyToAccount(RAMP_RESERVE_PRIVATE_KEY);
  const wallet = rpcUrl ? createWalletClient({ account: reserve, transport: http(rpcUrl) }) : undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** The reserve's sends, one at a time: each takes the next nonce. */
  let reserveQueue: Promise<unknown> = Promise.resolve();

  const later = (ms: number, task: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task().catch((error: unknown) => log(`Local test provider: ${String(error)}`));
    }, ms);
    timers.add(timer);
  };

  /** The chain behind the URL is the local chain (never a real network), asked once it answers. */
  let localChain: Promise<boolean> | undefined;
  const onLocalChain = async () => {
    if (!client) return false;
    localChain ??= client.getChainId().then((id) => id === LOCAL_CHAIN_ID);
    const answer = await localChain.catch(() => false);
    if (!answer) localChain = undefined;
    return answer;
  };

  const offered = async (request: RampQuoteRequest): Promise<TokenRecord | RampUnavailable> => {
    const unavailable = (reason: string): RampUnavailable => ({
      providerId: LOCAL_TEST_PROVIDER_ID,
      providerName: LOCAL_TEST_PROVIDER_NAME,
      reason,
    });
    if (!(await onLocalChain()))
      return unavailable('The local chain does not answer, so the test provider cannot settle.');
    if (request.chain !== INDEXED_CHAIN)
      return unavailable('The test provider settles on the local chain only.');
    const token = tokens().find((candidate) => candidate.address === (request.token?.toLowerCase() ?? null));
    if (!token) return unavailable('The test provider does not offer this token.');
    return token;
  };

  const priced = (request: RampQuoteRequest, token: TokenRecord) => {
    const fiatPerUsd = unitsPerUsd(request.fiatCurrency, dataset);
    if (fiatPerUsd === undefined)
      throw new RequestProblem(400, `The test provider does not take ${request.fiatCurrency}.`);
    const rateUnits = rateUnitsOf(dataset.usdPrice(token) * fiatPerUsd);
    return priceRampOrder({
      direction: request.direction,
      fiatAmount: request.fiatAmount,
      rateUnits,
      tokenDecimals: token.decimals,
      fees: FEES,
    });
  };

  const provider = {
    summary: { id: LOCAL_TEST_PROVIDER_ID, name: LOCAL_TEST_PROVIDER_NAME, handOff: 'card' as const },

    async quote(request: RampQuoteRequest): Promise<RampQuote | RampUnavailable> {
      const token = await offered(request);
      if (!('id' in token)) return token;
      const price = priced(request, token);
      return {
        providerId: LOCAL_TEST_PROVIDER_ID,
        providerName: LOCAL_TEST_PROVIDER_NAME,
        direction: request.direction,
        fiatCurrency: request.fiatCurrency,
        fiatAmount: fiatText(price.fiatCents),
        fee: fiatText(price.feeCents),
        fiatNet: fiatText(price.netCents),
        rate: rateText(price.rateUnits),
        tokenAmount: price.tokenAmount.toString(),
        tokenSymbol: token.symbol ?? '',
        tokenDecimals: token.decimals,
        settleSeconds: Math.ceil(settleDelayMs / 1000),
      };
    },

    async placeOrder(request: RampOrderRequest): Promise<RampOrder> {
      const token = await offered(request);
      if (!('id' in token)) throw new RequestProblem(400, token.reason);
      const account = addressOf(request.account);
      const price = priced(request, token);
      const verdict = cardVerdict(request.card, clock());
      if (verdict.kind === 'refused') throw new RequestProblem(400, verdict.reason);
      if (request.direction === 'buy' && verdict.kind === 'approved') {
        const held = await reserveBalance(token);
        if (held < price.tokenAmount)
          throw new RequestProblem(
            409,
            `The test provider's reserve holds too little ${token.symbol} for this order. Try a smaller amount.`,
          );
      }
      const now = clock();
      const declined = verdict.kind === 'declined';
      const order: RampOrder = {
        id: crypto.randomUUID(),
        providerId: LOCAL_TEST_PROVIDER_ID,
        providerName: LOCAL_TEST_PROVIDER_NAME,
        direction: request.direction,
        account: account.toLowerCase(),
        chain: INDEXED_CHAIN,
        token: token.address,
        tokenSymbol: token.symbol ?? '',
        tokenDecimals: token.decimals,
        tokenAmount: price.tokenAmount.toString(),
        fiatCurrency: request.fiatCurrency,
        fiatAmount: fiatText(price.fiatCents),
        fee: fiatText(price.feeCents),
        fiatNet: fiatText(price.netCents),
        status: declined ? 'failed' : 'pending',
        failure: declined
          ? 'Your card was declined. Nothing was charged and no tokens moved: try another card.'
          : null,
        payTo: request.direction === 'sell' && !declined ? RAMP_RESERVE_ADDRESS : null,
        transactionHash: null,
        createdAt: now,
        settledAt: declined ? now : null,
      };
      store.add(order);
      if (!declined) schedule(order);
      return order;
    },

    /**
     * Takes the seller's transfer for a pending sell: checks on the chain that it moved at least the
     * order's amount from the seller to the reserve, then settles the payout after the delay.
     */
    async takeTransfer(id: string, transactionHash: string): Promise<RampOrder> {
      const order = store.order(id);
      if (!order || order.providerId !== LOCAL_TEST_PROVIDER_ID)
        throw new RequestProblem(404, 'No such order.');
      if (order.direction !== 'sell') throw new RequestProblem(400, 'Only a sell is paid by a transfer.');
      if (!/^0x[0-9a-fA-F]{64}$/.test(transactionHash))
        throw new RequestProblem(400, 'The transaction hash is not valid.');
      if (!store.claimTransfer(id, transactionHash))
        throw new RequestProblem(409, 'This order is settled, or that transfer already paid an order.');
      later(0, () => checkSellTransfer(id));
      return store.order(id) as RampOrder;
    },

    /** Settles what a restart left pending: deliveries not yet seen, transfers not yet checked. */
    resume() {
      for (const order of store.pending()) {
        if (order.providerId === LOCAL_TEST_PROVIDER_ID) schedule(order, 0);
      }
    },

    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
  return provider satisfies RampProvider;

  function schedule(order: RampOrder, delayMs = settleDelayMs): void {
    if (order.direction === 'buy') later(delayMs, () => deliver(order.id));
    else if (order.transactionHash) later(delayMs, () => checkSellTransfer(order.id));
    else later(Math.max(0, order.createdAt + SELL_TRANSFER_WAIT_MS - clock()), () => expireSell(order.id));
  }

  /** A buy: the reserve sends the token, once (a hash already recorded is awaited, never sent again). */
  async function deliver(id: string): Promise<void> {
    const order = store.order(id);
    if (order?.status !== 'pending' || !client || !wallet) return;
    try {
      let hash = order.transactionHash as Hash | null;
      if (!hash) {
        hash = await sendFromReserve(order);
        store.claimTransfer(id, hash);
      }
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 });
      if (receipt.status === 'success') store.settle(id, { status: 'completed', settledAt: clock() });
      else fail(id, 'The provider’s delivery reverted on the chain. You were not charged.');
    } catch (error) {
      log(`Local test provider could not deliver order ${id}: ${String(error)}`);
      fail(id, 'The provider could not deliver the token: the chain did not answer. You were not charged.');
    }
  }

  function sendFromReserve(order: RampOrder): Promise<Hash> {
    const send = async () => {
      if (!wallet) throw new Error('no chain');
      const to = getAddress(order.account);
      const amount = BigInt(order.tokenAmount);
      return order.token === null
        ? wallet.sendTransaction({ chain: null, to, value: amount })
        : wallet.writeContract({
            chain: null,
            address: getAddress(order.token),
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          });
    };
    const sent = reserveQueue.then(send, send);
    reserveQueue = sent.catch(() => undefined);
    return sent;
  }

  /** A sell: the seller's transfer must have moved at least the order's amount to the reserve. */
  async function checkSellTransfer(id: string): Promise<void> {
    const order = store.order(id);
    if (order?.status !== 'pending' || !order.transactionHash || !client) return;
    const hash = order.transactionHash as Hash;
    try {
      const receipt = await client.waitForTransactionReceipt({ hash, timeout: 60_000 });
      const seller = getAddress(order.account);
      let moved = 0n;
      if (receipt.status === 'success' && isAddressEqual(receipt.from, seller)) {
        if (order.token === null) {
          const transaction = await client.getTransaction({ hash });
          if (transaction.to && isAddressEqual(transaction.to, RAMP_RESERVE_ADDRESS))
            moved = transaction.value;
        } else {
          const token = getAddress(order.token);
          moved = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
            .filter(
              (event) =>
                isAddressEqual(event.address, token) &&
                isAddressEqual(event.args.from, seller) &&
                isAddressEqual(event.args.to, RAMP_RESERVE_ADDRESS),
            )
            .reduce((sum, event) => sum + event.args.value, 0n);
        }
      }
      if (moved < BigInt(order.tokenAmount)) {
        fail(id, 'The transfer did not send the order’s amount to the provider, so nothing is paid out.');
        return;
      }
      later(settleDelayMs, async () => {
        store.settle(id, { status: 'completed', settledAt: clock() });
      });
    } catch (error) {
      log(`Local test provider could not check order ${id}: ${String(error)}`);
      fail(id, 'The provider could not find the transfer on the chain, so nothing is paid out.');
    }
  }

  async function expireSell(id: string): Promise<void> {
    const order = store.order(id);
    if (order?.status === 'pending' && !order.transactionHash)
      fail(id, 'No transfer arrived in time, so the sale was called off. Nothing moved.');
  }

  function fail(id: string, failure: string): void {
    store.settle(id, { status: 'failed', settledAt: clock(), failure });
  }

  async function reserveBalance(token: TokenRecord): Promise<bigint> {
    if (!client) return 0n;
    return token.address === null
      ? client.getBalance({ address: RAMP_RESERVE_ADDRESS })
      : client.readContract({
          address: getAddress(token.address),
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [RAMP_RESERVE_ADDRESS],
        });
  }
}

function addressOf(text: string): Address {
  try {
    return getAddress(text);
  } catch {
    throw new RequestProblem(400, 'The wallet address is not valid.');
  }
}
