import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { erc20Abi, formatUnits, type Hex, maxUint256 } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve } from '../../chain/referenceSwaps.fixture.ts';
import { type LocalChain, startLocalChain } from '../../chain/startLocalChain.ts';
import { createTradingAccount, type TradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { LIMIT_ORDERS_PATH, type LimitOrderSummary, limitOrdersUrl } from '../../data/limitOrderApi.ts';
import { moveChainClock } from '../../devChain/moveChainClock.ts';
import { encodeLimitOrder, type LimitOrder, limitOrderTypedData } from '../../protocol/limitOrder.ts';
import { LIMIT_ORDER_CONTRACTS, LIMIT_ORDER_FILLER } from '../../protocol/limitOrderContracts.ts';
import { permit2NoncesAbi, v3QuoterAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { localChainMarket } from '../dataset/localChainMarket.ts';
import { openBackendStore } from '../store/backendStore.ts';
import { createLimitOrderStore } from '../store/limitOrderStore.ts';
import { createDataApi } from '../yoga.ts';
import { type LimitOrderChain, limitOrderChainClient } from './limitOrderChain.ts';
import { fillCall, startLimitOrderFiller } from './limitOrderFiller.ts';

const { USDC, WETH } = WELL_KNOWN_TOKENS;
const ORIGIN = 'http://data-api.test';
const dir = mkdtempSync(join(tmpdir(), 'limit-orders-'));
const storePath = join(dir, 'store.sqlite');

let chain: LocalChain;
let swapper: TradingAccount;
let mover: TradingAccount;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: localChainMarket() });
  [swapper, mover] = [await createTradingAccount(chain.url), await createTradingAccount(chain.url)];
  await approve(swapper.client, USDC, A.permit2, maxUint256);
}, 180_000);
afterAll(async () => {
  await chain?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface SwapOrderActivity {
  swapOrderStatus: string;
  hash: string;
  outputTokenQuantity: string;
}

const ACTIVITIES = `query ($owner: String!) {
  portfolios(ownerAddresses: [$owner]) {
    assetActivities(pageSize: 100, includeOffChain: true) {
      details { ... on SwapOrderDetails { swapOrderStatus hash outputTokenQuantity } }
    }
  }
}`;

/** The service as `npm start` runs it, over the store's file: a new one after a "restart". */
function startService() {
  const db = openBackendStore(storePath);
  const store = createLimitOrderStore(db);
  const local: LimitOrderChain = {
    chain: 'ETHEREUM',
    chainId: LOCAL_CHAIN_ID,
    client: limitOrderChainClient(chain.url),
  };
  const service = { store, chains: [local] };
  const filler = startLimitOrderFiller(local, store, () => {});
  const api = createDataApi({ limitOrders: service });
  return {
    store,
    filler,
    close: () => {
      filler.stop();
      db.close();
    },
    post: (body: unknown) =>
      api.fetch(`${ORIGIN}${LIMIT_ORDERS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)),
      }),
    /** The swapper's swap-order activities, as the portfolio asks for them. */
    activities: async (): Promise<SwapOrderActivity[]> => {
      const answer = await api.fetch(`${ORIGIN}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ACTIVITIES, variables: { owner: swapper.address } }),
      });
      const { data } = (await answer.json()) as {
        data: { portfolios: { assetActivities: { details: Partial<SwapOrderActivity> }[] }[] };
      };
      return (data.portfolios[0]?.assetActivities ?? []).flatMap(({ details }) =>
        details.hash ? [details as SwapOrderActivity] : [],
      );
    },
    list: async (): Promise<LimitOrderSummary[]> =>
      (await api.fetch(limitOrdersUrl(`${ORIGIN}${LIMIT_ORDERS_PATH}`, swapper.address))).json() as Promise<
        LimitOrderSummary[]
      >,
  };
}

/** What the best V3 pool pays now for `amountIn` USDC, in WETH. */
async function marketWethFor(amountIn: bigint): Promise<bigint> {
  const outs = await Promise.all(
    [100, 500, 3000, 10_000].map((fee) =>
      swapper.client
        .simulateContract({
          address: A.v3QuoterV2,
          abi: v3QuoterAbi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn: USDC, tokenOut: WETH, amountIn, fee, sqrtPriceLimitX96: 0n }],
        })
        .then(({ result }) => result[0])
        .catch(() => 0n),
    ),
  );
  return outs.toSorted((a, b) => (a < b ? 1 : -1))[0] ?? 0n;
}

let nextNonce = 1n;
async function signedOrder(
  overrides: Partial<LimitOrder> = {},
): Promise<{ order: LimitOrder; body: Record<string, unknown> }> {
  const { timestamp } = await swapper.client.getBlock();
  const inputAmount = 1_000_000_000n; // 1,000 USDC
  const order: LimitOrder = {
    swapper: swapper.address,
    nonce: nextNonce++,
    deadline: timestamp + 7n * 86_400n,
    inputToken: USDC,
    inputAmount,
    outputToken: WETH,
    // 2 % above what the market pays now.
    outputAmount: ((await marketWethFor(inputAmount)) * 102n) / 100n,
    ...overrides,
  };
  const signature = await swapper.client.signTypedData(limitOrderTypedData(order, LOCAL_CHAIN_ID));
  return { order, body: { chainId: LOCAL_CHAIN_ID, encodedOrder: encodeLimitOrder(order), signature } };
}

const balanceOf = (token: Hex, owner: Hex) =>
  swapper.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the limit-order service and its filler, on the local chain', () => {
  it('refuses what would not fill: a foreign signature, an expired order, more than the balance', async () => {
    const service = startService();
    try {
      const { body } = await signedOrder();
      const forged = await mover.client.signTypedData(
        limitOrderTypedData((await signedOrder()).order, LOCAL_CHAIN_ID),
      );
      const answer = await service.post({ ...body, signature: forged });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: 'The signature is not the swapper’s for this order.' });
      const { timestamp } = await swapper.client.getBlock();
      expect((await service.post((await signedOrder({ deadline: timestamp - 1n })).body)).status).toBe(400);
      const tooMuch = await service.post((await signedOrder({ inputAmount: 10n ** 30n })).body);
      expect(await tooMuch.json()).toEqual({ error: 'The swapper’s balance is below the order’s amount.' });
      expect(await service.list()).toEqual([]);
    } finally {
      service.close();
    }
  });

  it('keeps open orders across a restart, fills one when the market crosses it, never for less than signed', async () => {
    let service = startService();
    const { order, body } = await signedOrder();
    const placed = await service.post(body);
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as LimitOrderSummary).state).toBe('open');
    await service.filler.check();
    expect((await service.list())[0]?.state).toBe('open');

    service.close();
    service = startService();
    expect((await service.list()).map((o) => o.state)).toEqual(['open']);

    const [usdcBefore, wethBefore] = [
      await balanceOf(USDC, swapper.address),
      await balanceOf(WETH, swapper.address),
    ];
    // Sell WETH hard into the 0.05 % pool: a dollar now buys more than 2 % more WETH there.
    await mover.swapV3(20_000n * 10n ** 18n, 500);
    const [filled] = await until(service.list, ([o]) => o?.state !== 'open');
    expect(filled?.state).toBe('filled');
    expect(filled?.fillTransaction).toMatch(/^0x/);
    expect(usdcBefore - (await balanceOf(USDC, swapper.address))).toBe(order.inputAmount);
    expect((await balanceOf(WETH, swapper.address)) - wethBefore).toBeGreaterThanOrEqual(order.outputAmount);
    // The portfolio's activity tells both changes of the order, newest first, as swap orders.
    const told = (await service.activities()).filter((a) => a.hash === filled?.orderHash);
    expect(told.map((a) => a.swapOrderStatus)).toEqual(['FILLED', 'OPEN']);
    expect(told[0]?.outputTokenQuantity).toBe(formatUnits(order.outputAmount, 18));
    service.close();
  }, 60_000);

  it('marks a cancelled order cancelled, and a fill of it reverts at the reactor', async () => {
    const service = startService();
    try {
      const { order, body } = await signedOrder();
      expect((await service.post(body)).status).toBe(201);
      const hash = await swapper.client.writeContract({
        address: A.permit2,
        abi: permit2NoncesAbi,
        functionName: 'invalidateUnorderedNonces',
        args: [order.nonce >> 8n, 1n << (order.nonce & 255n)],
      });
      await swapper.client.waitForTransactionReceipt({ hash });
      const [cancelled] = await until(service.list, (list) => list.some((o) => o.state === 'cancelled'));
      expect(cancelled?.state).toBe('cancelled');
      // Even with the market far past its price, the reactor refuses it: its nonce is spent.
      const filler = limitOrderChainClient(chain.url);
      await filler.impersonateAccount({ address: LIMIT_ORDER_FILLER });
      await filler.setBalance({ address: LIMIT_ORDER_FILLER, value: 10n ** 18n });
      const stored = service.store.bySwapper(swapper.address).find((o) => o.state === 'cancelled');
      if (!stored) throw new Error('no cancelled order');
      await expect(
        filler.call({
          account: LIMIT_ORDER_FILLER,
          to: LIMIT_ORDER_CONTRACTS.executor,
          data: fillCall({ ...stored, outputAmount: '1' }, 500),
        }),
      ).rejects.toThrow(/0x756688fe/);
    } finally {
      service.close();
    }
  }, 60_000);

  it('expires an order once the chain passes its deadline', async () => {
    const service = startService();
    try {
      const { timestamp } = await swapper.client.getBlock();
      const { body } = await signedOrder({ deadline: timestamp + 3_600n, outputAmount: 10n ** 24n });
      expect((await service.post(body)).status).toBe(201);
      await moveChainClock(chain.url, { seconds: 7_200n });
      const list = await until(service.list, (orders) => orders.some((o) => o.state === 'expired'));
      expect(list.filter((o) => o.state === 'expired')).toHaveLength(1);
    } finally {
      service.close();
    }
  }, 60_000);
});
