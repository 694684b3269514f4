import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../chain/startLocalChain.ts';
import {
  RAMP_PATHS,
  type RampOrder,
  type RampProvidersAnswer,
  type RampQuotesAnswer,
  TEST_CARDS,
} from '../../data/rampApi.ts';
import { topUp } from '../../devChain/faucet.ts';
import { RAMP_RESERVE_ADDRESS } from '../../devChain/rampReserve.ts';
import { localChainMarket } from '../dataset/localChainMarket.ts';
import { openBackendStore } from '../store/backendStore.ts';
import { createDataApi } from '../yoga.ts';
import { createRamp } from './ramp.ts';

const market = localChainMarket();
const USDC = market.tokens.find((token) => token.symbol === 'USDC');
const CARD = { number: TEST_CARDS.approved, expiry: '12/40', cvc: '123' };
const DECLINED = { ...CARD, number: TEST_CARDS.declined };

let chain: LocalChain;
let folder: string;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: market });
  folder = mkdtempSync(join(tmpdir(), 'ramp-'));
}, 120_000);
afterAll(async () => {
  await chain?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The Data API with the ramp on the local chain, its orders in a store file that outlives it. */
function openApi(storeFile: string) {
  const store = openBackendStore(storeFile);
  const ramp = createRamp({
    store,
    dataset: market.dataset,
    rpcUrl: chain.url,
    env: { RAMP_SETTLE_MS: '20' },
    log: () => {},
  });
  const api = createDataApi({ dataset: market.dataset, ramp });
  const call = async <T>(path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await api.fetch(`http://data.test${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const settled = (id: string) =>
    expect
      .poll(async () => (await call<RampOrder>(RAMP_PATHS.order(id))).body.status, { timeout: 20_000 })
      .not.toBe('pending');
  const activities = async (owner: string) => {
    const answer = (await (
      await api.fetch('http://data.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query($owner: String!) { portfolios(ownerAddresses: [$owner]) { assetActivities(pageSize: 200, includeOffChain: true) {
            details { __typename ... on OnRampTransactionDetails { status onRampTransfer { serviceProvider { name } sourceAmount sourceCurrency } }
              ... on OffRampTransactionDetails { status offRampTransfer { serviceProvider { name } destinationAmount } } } } } }`,
          variables: { owner },
        }),
      })
    ).json()) as {
      data: {
        portfolios: [{ assetActivities: { details: Record<string, unknown> & { __typename: string } }[] }];
      };
    };
    return answer.data.portfolios[0].assetActivities
      .map(({ details }) => details)
      .filter((details) => JSON.stringify(details).includes('Local test provider'));
  };
  const close = () => {
    ramp.stop();
    store.close();
  };
  return { call, settled, activities, close, ramp };
}

const client = () => createPublicClient({ transport: http(chain.url) });
const usdcOf = (address: Address) =>
  client().readContract({
    address: getAddress(USDC?.address as string),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });

describe('the local test provider', { timeout: 60_000 }, () => {
  it('offers the native currency and the seeded tokens, and quotes them side by side', async () => {
    const api = openApi(join(folder, 'quotes.sqlite'));
    const { body: offer } = await api.call<RampProvidersAnswer>(RAMP_PATHS.providers);
    expect(offer.providers).toEqual([{ id: 'local-test', name: 'Local test provider', handOff: 'card' }]);
    expect(offer.tokens[0]).toMatchObject({ address: null, symbol: 'ETH' });
    expect(offer.tokens.map(({ symbol }) => symbol)).toContain('USDC');
    const { body } = await api.call<RampQuotesAnswer>(
      `${RAMP_PATHS.quotes}?direction=buy&chain=ETHEREUM&token=${USDC?.address}&fiatCurrency=USD&fiatAmount=100`,
    );
    expect(body.quotes).toEqual([
      expect.objectContaining({ providerName: 'Local test provider', fee: '1.50', fiatNet: '98.50' }),
    ]);
    const refused = await api.call<{ error: string }>(
      `${RAMP_PATHS.quotes}?direction=buy&chain=ETHEREUM&token=native&fiatCurrency=USD&fiatAmount=1.005`,
    );
    expect(refused).toEqual({ status: 400, body: { error: expect.stringContaining('two decimals') } });
    api.close();
  });

  it('buys: the token arrives from the reserve; a declined card moves nothing; both are activities', async () => {
    const api = openApi(join(folder, 'buy.sqlite'));
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    const reserveBefore = await usdcOf(RAMP_RESERVE_ADDRESS);
    const request = {
      direction: 'buy',
      chain: 'ETHEREUM',
      token: USDC?.address,
      fiatCurrency: 'EUR',
      fiatAmount: '50',
      providerId: 'local-test',
      account: buyer,
    };
    const declined = await api.call<RampOrder>(RAMP_PATHS.orders, { ...request, card: DECLINED });
    expect(declined.body).toMatchObject({ status: 'failed', failure: expect.stringContaining('declined') });
    const placed = await api.call<RampOrder>(RAMP_PATHS.orders, { ...request, card: CARD });
    expect(placed.body.status).toBe('pending');
    await api.settled(placed.body.id);
    const done = (await api.call<RampOrder>(RAMP_PATHS.order(placed.body.id))).body;
    expect(done).toMatchObject({ status: 'completed', transactionHash: expect.stringMatching(/^0x/) });
    expect(await usdcOf(buyer)).toBe(BigInt(done.tokenAmount));
    expect(reserveBefore - (await usdcOf(RAMP_RESERVE_ADDRESS))).toBe(BigInt(done.tokenAmount));
    expect(await api.activities(buyer)).toEqual([
      {
        __typename: 'OnRampTransactionDetails',
        status: 'CONFIRMED',
        onRampTransfer: {
          serviceProvider: { name: 'Local test provider' },
          sourceAmount: 50,
          sourceCurrency: 'EUR',
        },
      },
      expect.objectContaining({ status: 'FAILED' }),
    ]);
    // A card that is not a test card is refused outright, and no order is kept.
    const real = await api.call<{ error: string }>(RAMP_PATHS.orders, {
      ...request,
      card: { ...CARD, number: '5555 5555 5555 4444' },
    });
    expect(real.status).toBe(400);
    expect((await api.call<RampOrder[]>(`${RAMP_PATHS.orders}?account=${buyer}`)).body).toHaveLength(2);
    api.close();
  });

  it('sells: the seller’s own transfer pays the order once; a short transfer pays nothing out', async () => {
    const api = openApi(join(folder, 'sell.sqlite'));
    const seller = privateKeyToAccount(generatePrivateKey());
    const usdc = getAddress(USDC?.address as string);
    await topUp(chain.url, seller.address, {
      eth: parseEther('1'),
      tokens: [{ token: usdc, amount: 10n ** 9n }],
    });
    const wallet = createWalletClient({ account: seller, transport: http(chain.url) });
    const transfer = async (amount: bigint) => {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: usdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [RAMP_RESERVE_ADDRESS, amount],
        }),
      });
      await client().waitForTransactionReceipt({ hash });
      return hash;
    };
    const request = {
      direction: 'sell',
      chain: 'ETHEREUM',
      token: usdc,
      fiatCurrency: 'USD',
      fiatAmount: '20',
      providerId: 'local-test',
      account: seller.address,
      card: CARD,
    };
    const { body: order } = await api.call<RampOrder>(RAMP_PATHS.orders, request);
    expect(order).toMatchObject({ status: 'pending', payTo: RAMP_RESERVE_ADDRESS, fiatNet: '19.50' });
    const hash = await transfer(BigInt(order.tokenAmount));
    expect((await api.call(RAMP_PATHS.orderTransfer(order.id), { transactionHash: hash })).status).toBe(200);
    await api.settled(order.id);
    expect((await api.call<RampOrder>(RAMP_PATHS.order(order.id))).body.status).toBe('completed');

    // The same transfer cannot pay a second order; a transfer short of the amount pays nothing out.
    const { body: second } = await api.call<RampOrder>(RAMP_PATHS.orders, request);
    expect((await api.call(RAMP_PATHS.orderTransfer(second.id), { transactionHash: hash })).status).toBe(409);
    const short = await transfer(BigInt(second.tokenAmount) - 1n);
    await api.call(RAMP_PATHS.orderTransfer(second.id), { transactionHash: short });
    await api.settled(second.id);
    expect((await api.call<RampOrder>(RAMP_PATHS.order(second.id))).body).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('nothing is paid out'),
    });
    expect((await api.activities(seller.address)).map((details) => details.status)).toEqual([
      'FAILED',
      'CONFIRMED',
    ]);
    api.close();
  });

  it('keeps its orders across a restart and settles the ones a restart left pending', async () => {
    const file = join(folder, 'restart.sqlite');
    const first = openApi(file);
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    const { body: order } = await first.call<RampOrder>(RAMP_PATHS.orders, {
      direction: 'buy',
      chain: 'ETHEREUM',
      token: 'native',
      fiatCurrency: 'USD',
      fiatAmount: '30',
      providerId: 'local-test',
      account: buyer,
      card: CARD,
    });
    // Stopped before it settles: nothing was delivered.
    first.close();
    expect(await client().getBalance({ address: buyer })).toBe(0n);

    const again = openApi(file);
    expect((await again.call<RampOrder[]>(`${RAMP_PATHS.orders}?account=${buyer}`)).body).toEqual([
      expect.objectContaining({ id: order.id, status: 'pending' }),
    ]);
    again.ramp.resume();
    await again.settled(order.id);
    expect(await client().getBalance({ address: buyer })).toBe(BigInt(order.tokenAmount));
    again.close();
  });
});
