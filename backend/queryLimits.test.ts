import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_ADDRESS } from '../devChain/devAccount.ts';
import { createDataset } from './dataset/dataset.ts';
import { queryDataApi } from './queryDataApi.ts';
import {
  ACTIVITY_WEB,
  FEED_TRANSACTION_LIST,
  ON_ASSET_ACTIVITY_WEB,
  TRANSACTION_HISTORY_UPDATER,
  TRANSACTION_LIST,
} from './realClient/activityOperations.fixture.ts';
import {
  NFT_BALANCE,
  NFT_COLLECTION_SCREEN,
  NFT_ITEM_SCREEN,
  NFTS,
  NFTS_TAB,
} from './realClient/nftOperations.fixture.ts';
import {
  MULTIPLE_PORTFOLIO_BALANCES,
  PORTFOLIO_BALANCES,
  QUICK_TOKEN_BALANCES_WEB,
  SELECT_WALLET_SCREEN,
} from './realClient/portfolioOperations.fixture.ts';
import { createDataApi, DATA_API_PATH } from './yoga.ts';

const dataset = createDataset();
const api = createDataApi({ dataset });

const addressOf = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
/** A wallet the dataset gives NFTs: the local chain's dev account collects some. */
const collector = DEV_ACCOUNT_ADDRESS.toLowerCase();
const someone = addressOf(0x5e11);
const collection = dataset.nftCollections()[0]?.address as string;
const tokenId = dataset.nftAssetsOf(dataset.nftCollections()[0] as never)[0]?.tokenId as string;
const chains = ['ETHEREUM', 'BASE', 'ARBITRUM', 'OPTIMISM', 'POLYGON', 'UNICHAIN'];

type Answer = Record<string, unknown>;
const portfolio = (data: Answer, index = 0) =>
  (data.portfolios as Record<string, unknown[] | unknown>[])[index] as Record<string, unknown>;
const lengthOf = (value: unknown) => (value as unknown[]).length;

/** The operations the real app sends for activity, balances and NFTs, each with its variables and what it must return. */
const REAL_APP_OPERATIONS: [string, string, Record<string, unknown>, (data: Answer) => void][] = [
  [
    'ActivityWeb (100 activities of every kind)',
    ACTIVITY_WEB,
    { account: someone, chains, includeOffChain: true },
    (data) => expect(lengthOf(portfolio(data).assetActivities)).toBe(100),
  ],
  [
    'TransactionList (page size 100, off-chain and bridging)',
    TRANSACTION_LIST,
    { address: someone, chains },
    (data) => expect(lengthOf(portfolio(data).assetActivities)).toBe(100),
  ],
  [
    'FeedTransactionList (30 per address, three addresses)',
    FEED_TRANSACTION_LIST,
    { addresses: [someone, collector, addressOf(7)], chains },
    (data) => {
      expect(lengthOf(data.portfolios)).toBe(3);
      expect(lengthOf(portfolio(data, 2).assetActivities)).toBe(30);
    },
  ],
  [
    'TransactionHistoryUpdater (page size 1)',
    TRANSACTION_HISTORY_UPDATER,
    { addresses: [someone], chains },
    (data) => expect(lengthOf(portfolio(data).assetActivities)).toBe(1),
  ],
  [
    'PortfolioBalances',
    PORTFOLIO_BALANCES,
    {
      ownerAddress: someone,
      chains,
      valueModifiers: [{ ownerAddress: someone, includeSmallBalances: true }],
    },
    (data) => expect(lengthOf(portfolio(data).tokenBalances)).toBeGreaterThan(0),
  ],
  [
    'MultiplePortfolioBalances (ten wallets)',
    MULTIPLE_PORTFOLIO_BALANCES,
    { ownerAddresses: Array.from({ length: 10 }, (_, i) => addressOf(i + 1)), chains },
    (data) => expect(lengthOf(data.portfolios)).toBe(10),
  ],
  [
    'QuickTokenBalancesWeb',
    QUICK_TOKEN_BALANCES_WEB,
    { ownerAddress: someone, chains },
    (data) => expect(lengthOf(portfolio(data).tokenBalances)).toBeGreaterThan(0),
  ],
  [
    'SelectWalletScreen',
    SELECT_WALLET_SCREEN,
    { ownerAddresses: [someone, collector], chains },
    (data) => expect(lengthOf(data.portfolios)).toBe(2),
  ],
  [
    'Nfts',
    NFTS,
    { ownerAddress: collector },
    (data) => expect(lengthOf(portfolio(data).nftBalances)).toBeGreaterThan(0),
  ],
  [
    'NftBalance (first 25)',
    NFT_BALANCE,
    { ownerAddress: collector, first: 25 },
    (data) => expect(lengthOf((data.nftBalances as Answer).edges)).toBeGreaterThan(0),
  ],
  [
    'NftsTab (first 25)',
    NFTS_TAB,
    { ownerAddress: collector, first: 25, chains: ['ETHEREUM'] },
    (data) => expect(lengthOf((data.nftBalances as Answer).edges)).toBeGreaterThan(0),
  ],
  [
    'NFTItemScreen',
    NFT_ITEM_SCREEN,
    {
      contractAddress: collection,
      filter: { tokenIds: [tokenId] },
      activityFilter: { address: collection, tokenId },
    },
    (data) => expect(lengthOf((data.nftAssets as Answer).edges)).toBe(1),
  ],
  [
    'NftCollectionScreen (first 25, by price ascending)',
    NFT_COLLECTION_SCREEN,
    { contractAddress: collection, first: 25 },
    (data) => expect(lengthOf((data.nftAssets as Answer).edges)).toBe(25),
  ],
];

describe('the real app’s operations pass the limits and answer', () => {
  it.each(REAL_APP_OPERATIONS)('%s', async (_name, query, variables, check) => {
    const answer = await queryDataApi(api, query, variables);
    expect(answer.errors).toBeUndefined();
    check(answer.data as Answer);
  });

  it('OnAssetActivity (the app’s subscription with its fragments) is admitted over SSE', async () => {
    const controller = new AbortController();
    const response = await api.fetch(`http://127.0.0.1${DATA_API_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: ON_ASSET_ACTIVITY_WEB,
        variables: { subscriptionId: crypto.randomUUID(), account: someone },
      }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // The stream opens with a ping and pings on; a refused operation answers its errors at once instead.
    let streamed = '';
    while ((streamed.match(/:\n\n/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      streamed += new TextDecoder().decode(value);
    }
    expect(streamed).toMatch(/^(:\n\n)+$/);
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});

const deepTokens = (levels: number) =>
  `query Deep { token(chain: ETHEREUM, address: null) { ${'project { tokens { '.repeat(levels)}id${' } }'.repeat(levels)} } }`;

/** Queries a client could send to exhaust the server: each is refused before it runs, with a reason. */
const ABUSIVE_QUERIES: [string, string, Record<string, unknown>, RegExp][] = [
  [
    'deep recursion (token → project → tokens → … eight times)',
    deepTokens(8),
    {},
    /depth limit of 14 exceeded/i,
  ],
  [
    'huge aliases (40 copies of one field)',
    `query Aliases { ${Array.from({ length: 40 }, (_, i) => `a${i}: token(chain: ETHEREUM, address: null) { id }`).join(' ')} }`,
    {},
    /aliases/i,
  ],
  [
    'oversized lists (200 tokens × every chain’s token × a year of prices)',
    `query Lists { topTokens(pageSize: 200) { project { tokens { market { priceHistory(duration: YEAR) { value } } } } } }`,
    {},
    /Query cost \d+ exceeds the limit of 20000/,
  ],
  [
    'oversized pages by variables (50 wallets × 200 activities with their asset changes)',
    `query Pages($owners: [String!]!, $size: Int) { portfolios(ownerAddresses: $owners) { assetActivities(pageSize: $size) { id details { ... on TransactionDetails { assetChanges { ... on TokenTransfer { asset { project { id } } } } } } } } }`,
    { owners: Array.from({ length: 50 }, (_, i) => addressOf(i + 1)), size: 200 },
    /Query cost \d+ exceeds the limit of 20000/,
  ],
  [
    'many root fields (25 pages of top tokens with their chains)',
    `query Roots { ${Array.from({ length: 25 }, (_, i) => `t${i}: topTokens(pageSize: 100) { project { tokens { id } } }`).join(' ')} }`,
    {},
    /Query cost \d+ exceeds the limit of 20000/,
  ],
];

describe('abusive queries are refused with a clear error', () => {
  it.each(ABUSIVE_QUERIES)('%s', async (_name, query, variables, reason) => {
    const answer = await queryDataApi(api, query, variables);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.map((error) => error.message).join('\n')).toMatch(reason);
  });
});
