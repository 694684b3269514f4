import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNT_ADDRESS } from '../devChain/devAccount.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const api = createDataApi();
const OWNER = '0x8ba1f109551bd432803012645ac136ddd64dba72';

type Portfolio = {
  ownerAddress: string;
  tokensTotalDenominatedValue: { value: number };
  tokensTotalDenominatedValueChange: { absolute: { value: number }; percentage: { value: number } };
  tokenBalances: { quantity: number; isHidden: boolean; denominatedValue: { value: number } }[];
  nftBalances: { ownedAsset: { image: { url: string } } }[];
  assetActivities: { details: { __typename: string; assetChanges?: { __typename: string }[] } }[];
};

const PORTFOLIO = `query ($owners: [String!]!) {
  portfolios(ownerAddresses: $owners) {
    ownerAddress
    tokensTotalDenominatedValue { value }
    tokensTotalDenominatedValueChange(duration: DAY) { absolute { value } percentage { value } }
    tokenBalances { quantity isHidden denominatedValue { value } }
    nftBalances { ownedAsset { image { url } } }
    assetActivities(pageSize: 100, includeOffChain: true) {
      details { __typename ... on TransactionDetails { assetChanges { __typename } } }
    }
  }
}`;

describe('wallets are derived from their owner address', () => {
  it('gives any address a portfolio whose total is the sum of its visible balances', async () => {
    const { data } = await queryDataApi<{ portfolios: Portfolio[] }>(api, PORTFOLIO, {
      owners: [OWNER.toUpperCase().replace('0X', '0x')],
    });
    const portfolio = data?.portfolios[0];
    expect(portfolio?.ownerAddress).toBe(OWNER);
    const sum =
      portfolio?.tokenBalances.reduce((total, balance) => total + balance.denominatedValue.value, 0) ?? 0;
    expect(portfolio?.tokenBalances.length).toBeGreaterThan(0);
    expect(portfolio?.tokensTotalDenominatedValue.value).toBeCloseTo(sum, 6);
    expect(Number.isFinite(portfolio?.tokensTotalDenominatedValueChange.percentage.value)).toBe(true);
  });

  it('has activities of all four kinds and every asset-change kind', async () => {
    const { data } = await queryDataApi<{ portfolios: Portfolio[] }>(api, PORTFOLIO, { owners: [OWNER] });
    const activities = data?.portfolios[0]?.assetActivities ?? [];
    expect(new Set(activities.map((activity) => activity.details.__typename))).toEqual(
      new Set([
        'TransactionDetails',
        'SwapOrderDetails',
        'OnRampTransactionDetails',
        'OffRampTransactionDetails',
      ]),
    );
    const changes = new Set(
      activities
        .flatMap((activity) => activity.details.assetChanges ?? [])
        .map((change) => change.__typename),
    );
    expect(changes).toEqual(
      new Set(['TokenTransfer', 'NftTransfer', 'TokenApproval', 'NftApproval', 'NftApproveForAll']),
    );
  });

  it('gives different wallets to different owners', async () => {
    const other = '0x00000000219ab540356cbb839cbe05303d7705fa';
    const { data } = await queryDataApi<{ portfolios: Portfolio[] }>(api, PORTFOLIO, {
      owners: [OWNER, other],
    });
    expect(data?.portfolios[0]?.tokensTotalDenominatedValue.value).not.toBe(
      data?.portfolios[1]?.tokensTotalDenominatedValue.value,
    );
  });
});

describe('NFTs', () => {
  it('agree on who holds what: an NFT’s owner holds it, and a holding names its holder as owner', async () => {
    type Owned = {
      nftAssets: { edges: { node: { tokenId: string; ownerAddress: string } }[] };
    };
    type Held = {
      nftBalances: { edges: { node: { ownedAsset: { tokenId: string; ownerAddress: string } } }[] };
    };
    const collection = '0xbd3531da5cf5857e7cfaa92426877b022e612cf8';
    const assets = await queryDataApi<Owned>(
      api,
      `{ nftAssets(address: "${collection}", first: 60) { edges { node { tokenId ownerAddress } } } }`,
    );
    const owners = new Set(assets.data?.nftAssets.edges.map((edge) => edge.node.ownerAddress));
    // The dev wallet collects too, so it has NFTs to show.
    owners.add(DEV_ACCOUNT_ADDRESS.toLowerCase());
    let held = 0;
    for (const owner of owners) {
      const balances = await queryDataApi<Held>(
        api,
        `{ nftBalances(ownerAddress: "${owner}", first: 100) { edges { node { ownedAsset { tokenId ownerAddress } } } } }`,
      );
      const holdings = balances.data?.nftBalances.edges ?? [];
      held += holdings.length;
      expect(holdings.length).toBeGreaterThan(0);
      for (const { node } of holdings) expect(node.ownedAsset.ownerAddress).toBe(owner);
    }
    for (const { node } of assets.data?.nftAssets.edges ?? []) {
      const balances = await queryDataApi<Held>(
        api,
        `{ nftBalances(ownerAddress: "${node.ownerAddress}", first: 100) { edges { node { ownedAsset { tokenId } } } } }`,
      );
      expect(balances.data?.nftBalances.edges.map((edge) => edge.node.ownedAsset.tokenId)).toContain(
        node.tokenId,
      );
    }
    expect(held).toBeGreaterThan(owners.size - 1);
  });

  it('lists collection assets by price ascending with cursor paging and local images', async () => {
    const query = `query ($after: String) {
      nftAssets(address: "0xbd3531da5cf5857e7cfaa92426877b022e612cf8", orderBy: PRICE, asc: true, first: 10, after: $after, filter: { listed: true }) {
        edges { cursor node { tokenId image { url } traits { name value rarity } listings(first: 1) { edges { node { price { value } } } } } }
        pageInfo { hasNextPage endCursor }
      }
    }`;
    type Assets = {
      nftAssets: {
        edges: {
          node: { image: { url: string }; listings: { edges: { node: { price: { value: number } } }[] } };
        }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const first = (await queryDataApi<Assets>(api, query)).data?.nftAssets;
    const second = (await queryDataApi<Assets>(api, query, { after: first?.pageInfo.endCursor })).data
      ?.nftAssets;
    const prices = [...(first?.edges ?? []), ...(second?.edges ?? [])].map(
      (edge) => edge.node.listings.edges[0]?.node.price.value ?? 0,
    );
    expect(first?.pageInfo.hasNextPage).toBe(true);
    expect(prices).toHaveLength(20);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const image = await api.fetch(new URL(first?.edges[0]?.node.image.url ?? '').toString());
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('filters collection assets by trait: any value of a trait, every trait named', async () => {
    type Traits = { nftAssets: { edges: { node: { traits: { name: string; value: string }[] } }[] } };
    const query = `query ($traits: [NftAssetTraitInput!]) {
      nftAssets(address: "0xbd3531da5cf5857e7cfaa92426877b022e612cf8", first: 500, filter: { traits: $traits }) {
        edges { node { traits { name value } } }
      }
    }`;
    const all = (await queryDataApi<Traits>(api, query)).data?.nftAssets.edges ?? [];
    const [first] = all[0]?.node.traits ?? [];
    if (!first) throw new Error('the collection has no traits');
    const one = { name: first.name, values: [first.value] };
    const narrowed = (await queryDataApi<Traits>(api, query, { traits: [one] })).data?.nftAssets.edges ?? [];
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    for (const edge of narrowed) expect(edge.node.traits).toContainEqual(first);
    const none = { name: first.name, values: ['No such value'] };
    const both = (await queryDataApi<Traits>(api, query, { traits: [one, none] })).data?.nftAssets.edges;
    expect(both).toEqual([]);
  });

  it('ranks top collections by volume and searches them by name', async () => {
    const { data } = await queryDataApi<{
      topCollections: { edges: { node: { name: string; isVerified: boolean } }[] };
      nftCollections: { edges: { node: { name: string } }[] };
    }>(
      api,
      '{ topCollections(chains: [ETHEREUM], orderBy: VOLUME, duration: DAY, first: 2) { edges { node { name isVerified } } } nftCollections(filter: { nameQuery: "punk" }) { edges { node { name } } } }',
    );
    expect(data?.topCollections.edges).toHaveLength(2);
    expect(data?.nftCollections.edges.map((edge) => edge.node.name)).toContain('CryptoPunks');
  });
});
