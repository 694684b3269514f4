import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hash,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../chain/startLocalChain.ts';
import { createTradingAccount, type TradingAccount } from '../chain/tradingAccount.fixture.ts';
import { weth9Abi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../protocol/wellKnownTokens.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import type { PoolRecord } from './dataset/pools.ts';
import { type ChainIndexer, startChainIndexer } from './indexer/chainIndexer.ts';
import { queryDataApi } from './queryDataApi.ts';
import { type ActivityWatch, type WatchedActivity, watchAssetActivity } from './watchAssetActivity.ts';
import { createDataApi, DATA_API_PATH, type DataApi } from './yoga.ts';

const CHAIN_TEST_TIMEOUT_MS = 60_000;
const { USDC } = WELL_KNOWN_TOKENS;

const market = localChainMarket();
let chain: LocalChain;
let indexer: ChainIndexer;
let api: DataApi;
let server: Server;
let url: string;
let trader: TradingAccount;
const watches: ActivityWatch[] = [];

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: market });
  indexer = startChainIndexer({ rpcUrl: chain.url, dataset: market.dataset, log: () => {} });
  await indexer.caughtUp;
  api = createDataApi({
    dataset: market.dataset,
    chain: indexer,
    subscriptionLimits: { maxSubscriptions: 6, maxAddresses: 3 },
  });
  server = createServer(api);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${DATA_API_PATH}`;
  trader = await createTradingAccount(chain.url);
}, 180_000);

afterAll(async () => {
  for (const watch of watches) watch.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await indexer?.stop();
  await chain?.stop();
});

function watch(addresses: readonly string[]): ActivityWatch {
  const opened = watchAssetActivity(url, addresses);
  watches.push(opened);
  return opened;
}

/** Sends a transaction; with automine its block exists when the hash comes back. */
async function sendAndMine(send: () => Promise<Hash>): Promise<{ hash: Hash }> {
  const hash = await send();
  await trader.client.waitForTransactionReceipt({ hash, pollingInterval: 1 });
  return { hash };
}

async function activitiesOf(owner: string): Promise<WatchedActivity[]> {
  const answer = await queryDataApi<{ portfolios: { assetActivities: WatchedActivity[] }[] }>(
    api,
    `query ($owner: String!) {
      portfolios(ownerAddresses: [$owner], chains: [ETHEREUM]) {
        assetActivities(pageSize: 100, page: 1) {
          id timestamp chain
          details { __typename ... on TransactionDetails { type from to hash nonce status: transactionStatus
            assetChanges { __typename
              ... on TokenTransfer { asset { address symbol decimals } quantity direction sender recipient transactedValue { currency value } }
              ... on TokenApproval { asset { address symbol } approvedAddress quantity } } } }
        }
      }
    }`,
    { owner },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.portfolios[0]?.assetActivities ?? [];
}

const changesOf = (activity: WatchedActivity) =>
  activity.details.assetChanges.map((change) => ({
    kind: change.__typename,
    symbol: change.asset.symbol,
    direction: change.direction,
    quantity: change.quantity,
  }));

describe('OnAssetActivity over GraphQL over SSE (graphql-sse, distinct connections)', {
  timeout: CHAIN_TEST_TIMEOUT_MS,
}, () => {
  it('delivers a Universal Router swap to its account, and assetActivities lists it first', async () => {
    const feed = watch([trader.address]);
    await feed.opened;
    const pool = market.pools.find(
      (candidate) =>
        candidate.version === 'V4' &&
        candidate.token0.standard === 'NATIVE' &&
        candidate.token1.symbol === 'USDC',
    ) as PoolRecord;
    const amountIn = parseUnits('0.05', 18);
    const receipt = await trader.swapV4(pool, amountIn);
    // How soon it arrives is a figure of `npm run bench -- activityFeed`; here: it arrives, once, whole.
    const { activity } = await feed.next(receipt.transactionHash);
    expect(activity.chain).toBe('ETHEREUM');
    expect(activity.details).toMatchObject({
      __typename: 'TransactionDetails',
      type: 'SWAP',
      status: 'CONFIRMED',
      from: trader.address.toLowerCase(),
      to: A.universalRouter.toLowerCase(),
    });
    const [paid, got] = activity.details.assetChanges;
    expect(paid).toMatchObject({ __typename: 'TokenTransfer', direction: 'OUT', quantity: '0.05000000' });
    expect(paid?.asset).toMatchObject({ address: null, symbol: 'ETH' });
    expect(got).toMatchObject({ __typename: 'TokenTransfer', direction: 'IN' });
    expect(got?.asset.address).toBe(USDC.toLowerCase());
    // What the account received is the USDC the PoolManager paid out, exactly (the Swap event's amount).
    const usdcIn = receipt.logs.find(
      (log) => log.address.toLowerCase() === USDC.toLowerCase() && log.topics.length === 3,
    );
    expect(BigInt(usdcIn?.data ?? '0x0')).toBe(parseUnits(got?.quantity ?? '0', 6));
    // Its USD value at the Data API's prices: 0.05 ETH.
    const ethUsd = market.dataset.usdPrice(market.dataset.token('ETHEREUM', null) as never);
    expect(paid?.transactedValue?.value).toBeCloseTo(0.05 * ethUsd, 6);

    const listed = await activitiesOf(trader.address);
    expect(listed[0]?.details.hash).toBe(receipt.transactionHash.toLowerCase());
    expect(changesOf(listed[0] as WatchedActivity)).toEqual(changesOf(activity));
    const timestamps = listed.map((row) => row.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
  });

  it('an ETH send reaches both sides; an approval and a wrap reach the sender', async () => {
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const feed = watch([trader.address, recipient]);
    await feed.opened;
    const send = await sendAndMine(() =>
      trader.client.sendTransaction({ to: recipient, value: parseEther('1.5') }),
    );
    const spender = privateKeyToAccount(generatePrivateKey()).address;
    const approval = await sendAndMine(() =>
      trader.client.writeContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, parseUnits('123.45', 6)],
      }),
    );
    const wrap = await sendAndMine(() =>
      trader.client.writeContract({
        address: A.weth9,
        abi: weth9Abi,
        functionName: 'deposit',
        value: parseEther('2'),
      }),
    );
    const unwrap = await sendAndMine(() =>
      trader.client.writeContract({
        address: A.weth9,
        abi: weth9Abi,
        functionName: 'withdraw',
        args: [parseEther('0.5')],
      }),
    );
    await feed.next(unwrap.hash);
    const of = (hash: string, owner: string) =>
      feed.received
        .map(({ activity }) => activity)
        .filter(
          (activity) =>
            activity.details.hash === hash.toLowerCase() && activity.id.includes(owner.toLowerCase()),
        );
    const [sent] = of(send.hash, trader.address);
    const [got] = of(send.hash, recipient);
    expect(sent?.details.type).toBe('SEND');
    expect(changesOf(sent as WatchedActivity)).toEqual([
      { kind: 'TokenTransfer', symbol: 'ETH', direction: 'OUT', quantity: '1.50000000' },
    ]);
    expect(got?.details.type).toBe('RECEIVE');
    expect(changesOf(got as WatchedActivity)).toEqual([
      { kind: 'TokenTransfer', symbol: 'ETH', direction: 'IN', quantity: '1.50000000' },
    ]);
    const [approved] = of(approval.hash, trader.address);
    expect(approved?.details.type).toBe('APPROVE');
    expect(approved?.details.assetChanges).toEqual([
      {
        __typename: 'TokenApproval',
        asset: { address: USDC.toLowerCase(), symbol: 'USDC' },
        approvedAddress: spender.toLowerCase(),
        quantity: '123.450000',
      },
    ]);
    const [wrapped] = of(wrap.hash, trader.address);
    expect(wrapped?.details.type).toBe('SWAP');
    expect(changesOf(wrapped as WatchedActivity)).toEqual([
      { kind: 'TokenTransfer', symbol: 'ETH', direction: 'OUT', quantity: '2.00000000' },
      { kind: 'TokenTransfer', symbol: 'WETH', direction: 'IN', quantity: '2.00000000' },
    ]);
    const [unwrapped] = of(unwrap.hash, trader.address);
    expect(changesOf(unwrapped as WatchedActivity)).toEqual([
      { kind: 'TokenTransfer', symbol: 'ETH', direction: 'IN', quantity: '0.50000000' },
      { kind: 'TokenTransfer', symbol: 'WETH', direction: 'OUT', quantity: '0.50000000' },
    ]);
    // The recipient only ever had this one transaction: its history on the chain is that receipt.
    const recipientHistory = (await activitiesOf(recipient)).filter(
      (activity) => activity.details.hash === send.hash.toLowerCase(),
    );
    expect(recipientHistory).toHaveLength(1);
  });

  it('a reverted transaction is no activity, neither delivered nor listed', async () => {
    const feed = watch([trader.address]);
    await feed.opened;
    // More USDC than the account holds: the token reverts. Gas is set so nothing is estimated first;
    // the node mines the transaction and answers the send with the revert, so the hash is computed.
    const signed = await trader.client.signTransaction(
      await trader.client.prepareTransactionRequest({
        to: USDC,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [A.weth9, 10n ** 30n] }),
        gas: 200_000n,
      }),
    );
    await expect(trader.client.sendRawTransaction({ serializedTransaction: signed })).rejects.toThrow(
      /reverted/,
    );
    const reverted = { hash: keccak256(signed) };
    const receipt = await trader.client.getTransactionReceipt({ hash: reverted.hash });
    expect(receipt.status).toBe('reverted');
    const after = await sendAndMine(() =>
      trader.client.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n }),
    );
    await feed.next(after.hash);
    expect(feed.received.map(({ activity }) => activity.details.hash)).toEqual([after.hash.toLowerCase()]);
    const listed = await activitiesOf(trader.address);
    expect(listed.some((activity) => activity.details.hash === reverted.hash.toLowerCase())).toBe(false);
    expect(listed[0]?.details.hash).toBe(after.hash.toLowerCase());
  });
});

describe('an account with activity on the chain', { timeout: CHAIN_TEST_TIMEOUT_MS }, () => {
  it('holds on ETHEREUM exactly what the chain says, valued at the Data API’s prices', async () => {
    const answer = await queryDataApi<{
      portfolios: {
        tokenBalances: {
          quantity: number;
          denominatedValue: { value: number };
          token: { chain: string; address: string | null; symbol: string };
        }[];
        tokensTotalDenominatedValue: { value: number };
      }[];
    }>(
      api,
      `query ($owner: String!) {
        portfolios(ownerAddresses: [$owner], chains: [ETHEREUM], valueModifiers: [{ ownerAddress: $owner, includeSmallBalances: true }]) {
          tokenBalances { quantity denominatedValue { value } token { chain address symbol } }
          tokensTotalDenominatedValue { value }
        }
      }`,
      { owner: trader.address },
    );
    expect(answer.errors).toBeUndefined();
    const portfolio = answer.data?.portfolios[0];
    const held = new Map(portfolio?.tokenBalances.map((balance) => [balance.token.address, balance]));
    const eth = await trader.client.getBalance({ address: trader.address });
    const [usdc, weth] = await Promise.all(
      [USDC, A.weth9].map((token) =>
        trader.client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [trader.address],
        }),
      ),
    );
    expect(held.get(null)?.quantity).toBe(Number(formatUnits(eth, 18)));
    expect(held.get(USDC.toLowerCase())?.quantity).toBe(Number(formatUnits(usdc as bigint, 6)));
    expect(held.get(A.weth9.toLowerCase())?.quantity).toBe(Number(formatUnits(weth as bigint, 18)));
    // Nothing of the dataset's generated wallet on the chain's network: only what the account moved there.
    expect(portfolio?.tokenBalances.map((balance) => balance.token.symbol).sort()).toEqual([
      'ETH',
      'USDC',
      'WETH',
    ]);
    const ethUsd = market.dataset.usdPrice(market.dataset.token('ETHEREUM', null) as never);
    expect(held.get(null)?.denominatedValue.value).toBeCloseTo(Number(formatUnits(eth, 18)) * ethUsd, 6);
    const sum = portfolio?.tokenBalances.reduce(
      (total, balance) => total + balance.denominatedValue.value,
      0,
    );
    expect(portfolio?.tokensTotalDenominatedValue.value).toBeCloseTo(sum ?? Number.NaN, 6);
  });
});

describe('subscriptions are bounded', { timeout: CHAIN_TEST_TIMEOUT_MS }, () => {
  const someone = () => privateKeyToAccount(generatePrivateKey()).address;

  it('refuses more addresses than a subscription may watch, and what is not an address', async () => {
    const tooMany = watch([someone(), someone(), someone(), someone()]);
    await expect(tooMany.opened).rejects.toThrow(/400.*1 to 3 addresses, got 4/);
    const notAnAddress = watch(['vitalik.eth']);
    await expect(notAnAddress.opened).rejects.toThrow(/400.*Not an address/);
  });

  it('refuses a subscription beyond the server’s limit (429), and frees the slot when a client leaves', async () => {
    for (const open of watches.splice(0)) open.close();
    // Closing is the client going away: the server sees the stream end and frees the slots.
    const held = await Promise.all(Array.from({ length: 6 }, () => admitted([someone()])));
    const refused = watch([someone()]);
    await expect(refused.opened).rejects.toThrow(/429.*Too many open subscriptions/);
    held[0]?.close();
    const next = await admitted([trader.address]);
    const hash = await trader.client.sendTransaction({ to: someone(), value: 1n });
    await next.next(hash);
  });
});

/** A subscription the server admits, asked again while it refuses (slots free as closed streams end). */
async function admitted(addresses: readonly string[], timeoutMs = 5_000): Promise<ActivityWatch> {
  const start = performance.now();
  for (;;) {
    const candidate = watch(addresses);
    try {
      await candidate.opened;
      return candidate;
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
