import type { NftActivityRecord, NftAssetRecord } from '../dataset/nftAssets.ts';
import type { NftCollectionRecord } from '../dataset/nftCollections.ts';
import { nftImagePath } from '../files/nftImages.ts';
import { type Resolver, unitsPerUsd } from './dataApiContext.ts';
import { connection } from './nftConnection.ts';

type Page = { first?: number | null; after?: string | null };
type Duration = { duration?: string | null };

interface CollectionMarketModel {
  collection: NftCollectionRecord;
  currency: string;
  /** Units of the market's currency per ETH. */
  rate: number;
}

const image = (id: string, url: string, width: number, height: number) => ({
  id: `Image:${id}`,
  url,
  dimensions: { id: `Dimensions:${id}`, width, height },
});

const nftAsset = {
  chain: () => 'ETHEREUM',
  ownerAddress: (a) => a.owner,
  image: (a, _args, { origin }) =>
    image(a.id, origin + nftImagePath(a.collection, 'image', a.tokenId), 320, 320),
  originalImage: (a, _args, { origin }) =>
    image(a.id, origin + nftImagePath(a.collection, 'image', a.tokenId), 320, 320),
  smallImage: (a, _args, { origin }) =>
    image(`${a.id}_small`, origin + nftImagePath(a.collection, 'thumbnail', a.tokenId), 96, 96),
  thumbnail: (a, _args, { origin }) =>
    image(`${a.id}_thumb`, origin + nftImagePath(a.collection, 'thumbnail', a.tokenId), 96, 96),
  imageUrl: (a, _args, { origin }) => origin + nftImagePath(a.collection, 'image', a.tokenId),
  smallImageUrl: (a, _args, { origin }) => origin + nftImagePath(a.collection, 'thumbnail', a.tokenId),
  thumbnailUrl: (a, _args, { origin }) => origin + nftImagePath(a.collection, 'thumbnail', a.tokenId),
  mediaType: () => 'IMAGE',
  isSpam: (a) => a.collection.isSpam,
  suspiciousFlag: (a) => a.collection.isSpam,
  nftContract: (a) => contract(a.collection),
  creator: (a) => ({
    id: `NftProfile:${a.creator}`,
    address: a.creator,
    isVerified: a.collection.isVerified,
    username: null,
  }),
  traits: (a) => a.traits.map((trait) => ({ id: `NftAssetTrait:${a.id}_${trait.name}`, ...trait })),
  rarities: (a) => [
    { id: `NftAssetRarity:${a.id}`, score: 1 / a.rarityRank, rank: a.rarityRank, provider: 'RARITY_SNIPER' },
  ],
  protectionInfo: (a) => ({
    result: a.collection.isSpam ? 'SPAM' : 'BENIGN',
    attackTypes: [],
    blockaidFees: null,
  }),
  listings: (a, args) => {
    const listing = a.listingEth === null ? [] : [listingOf(a, a.listingEth)];
    return connection(listing, args.first, args.after);
  },
} satisfies Record<string, Resolver<NftAssetRecord, Page>>;

const nftCollection = {
  collectionId: (c) => c.address,
  image: (c, _args, { origin }) => image(`${c.id}_image`, origin + nftImagePath(c, 'collection'), 160, 160),
  imageUrl: (c, _args, { origin }) => origin + nftImagePath(c, 'collection'),
  bannerImage: (c, _args, { origin }) =>
    image(`${c.id}_banner`, origin + nftImagePath(c, 'banner'), 960, 240),
  bannerImageUrl: (c, _args, { origin }) => origin + nftImagePath(c, 'banner'),
  nftContracts: (c) => [contract(c)],
  traits: (c) =>
    c.traits.map((trait) => ({
      id: `NftCollectionTrait:${c.address}_${trait.name}`,
      name: trait.name,
      values: trait.values.map((value) => value.value),
      stats: trait.values.map((value) => ({
        id: `NftCollectionTraitStats:${c.address}_${trait.name}_${value.value}`,
        name: trait.name,
        value: value.value,
        assets: Math.round((c.numAssets * value.weight) / trait.values.reduce((sum, v) => sum + v.weight, 0)),
        listings: null,
      })),
    })),
  markets: (c, { currencies }, { dataset }) =>
    (currencies ?? ['ETH']).map((currency): CollectionMarketModel | null => {
      const perUsd = unitsPerUsd(currency, dataset);
      const ethPerUsd = unitsPerUsd('ETH', dataset);
      return perUsd === undefined || !ethPerUsd
        ? null
        : { collection: c, currency, rate: perUsd / ethPerUsd };
    }),
  creator: (c) => ({
    id: `NftProfile:${c.address}_creator`,
    address: c.address,
    isVerified: c.isVerified,
    username: c.name,
  }),
} satisfies Record<string, Resolver<NftCollectionRecord, { currencies?: string[] | null }>>;

const collectionMarket = {
  id: (m) => `NftCollectionMarket:${m.collection.address}_${m.currency}`,
  nftContracts: (m) => [contract(m.collection)],
  floorPrice: (m) => stamp(m, 'floor', m.collection.floorEth),
  owners: (m) => m.collection.owners,
  volume24h: (m) => ({
    id: `Amount:${m.collection.address}_vol24h_${m.currency}`,
    currency: m.currency,
    value: m.collection.volume24hEth * m.rate,
  }),
  totalVolume: (m) => stamp(m, 'total', m.collection.totalVolumeEth),
  volume: (m, { duration }) => stamp(m, `volume_${duration}`, m.collection.volume24hEth * daysIn(duration)),
  volumePercentChange: (m, { duration }) => ({
    ...stamp(m, `volChange_${duration}`, 0),
    currency: null,
    value: signedChange(m.collection, 'vol'),
  }),
  floorPricePercentChange: (m, { duration }) => ({
    ...stamp(m, `floorChange_${duration}`, 0),
    currency: null,
    value: signedChange(m.collection, 'floor'),
  }),
  sales: (m, { duration }) => ({
    ...stamp(m, `sales_${duration}`, 0),
    currency: null,
    value: Math.round((m.collection.volume24hEth / m.collection.floorEth) * daysIn(duration)),
  }),
  listings: (m) => ({ ...stamp(m, 'listings', 0), currency: null, value: m.collection.listed }),
  percentListed: (m) => ({
    ...stamp(m, 'pctListed', 0),
    currency: null,
    value: (m.collection.listed / m.collection.numAssets) * 100,
  }),
  percentUniqueOwners: (m) => ({
    ...stamp(m, 'pctOwners', 0),
    currency: null,
    value: (m.collection.owners / m.collection.numAssets) * 100,
  }),
  marketplaces: (m) => [
    {
      id: `NftCollectionMarketplace:${m.collection.address}_OPENSEA`,
      marketplace: 'OPENSEA',
      listings: m.collection.listed,
      floorPrice: m.collection.floorEth,
    },
  ],
} satisfies Record<string, Resolver<CollectionMarketModel, Duration>>;

const nftActivity = {
  address: (e) => e.collection.address,
  asset: (e, _args, { dataset }) => dataset.nftAsset(e.collection, e.tokenId) ?? null,
  fromAddress: (e) => e.from,
  toAddress: (e) => e.to,
  transactionHash: (e) => (e.type === 'LISTING' || e.type === 'CANCEL_LISTING' ? null : e.hash),
  price: (e) =>
    e.priceEth === null ? null : { id: `Amount:${e.id}_price`, currency: 'ETH', value: e.priceEth },
  quantity: () => 1,
  orderStatus: (e) =>
    e.type === 'SALE'
      ? 'EXECUTED'
      : e.type === 'CANCEL_LISTING'
        ? 'CANCELLED'
        : e.type === 'LISTING'
          ? 'VALID'
          : null,
  url: (e) => `https://opensea.io/assets/ethereum/${e.collection.address}/${e.tokenId}`,
} satisfies Record<string, Resolver<NftActivityRecord>>;

function contract(c: NftCollectionRecord) {
  return {
    id: `NftContract:ETHEREUM_${c.address}`,
    address: c.address,
    chain: 'ETHEREUM',
    name: c.name,
    standard: c.standard,
    symbol: c.symbol,
    totalSupply: c.numAssets,
  };
}

function listingOf(a: NftAssetRecord, priceEth: number) {
  return {
    id: `NftOrder:${a.id}`,
    address: a.collection.address,
    tokenId: a.tokenId,
    type: 'LISTING',
    marketplace: 'OPENSEA',
    marketplaceUrl: `https://opensea.io/assets/ethereum/${a.collection.address}/${a.tokenId}`,
    price: { id: `Amount:${a.id}_listing`, currency: 'ETH', value: priceEth },
    quantity: 1,
    orderHash: null,
    status: 'VALID',
    createdAt: a.collection.createdAt,
    startAt: a.collection.createdAt,
    endAt: null,
    maker: a.owner,
    taker: null,
  };
}

function stamp(m: CollectionMarketModel, key: string, eth: number) {
  return {
    id: `TimestampedAmount:${m.collection.address}_${key}_${m.currency}`,
    currency: m.currency,
    value: eth * m.rate,
    timestamp: m.collection.createdAt,
  };
}

function daysIn(duration: string | null | undefined): number {
  return { HOUR: 1 / 24, DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365, MAX: 1000 }[duration ?? 'DAY'] ?? 1;
}

function signedChange(c: NftCollectionRecord, what: string): number {
  const seed = [...`${c.address}${what}`].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return ((seed % 400) - 200) / 10;
}

export const nftResolvers = {
  NftAsset: nftAsset,
  NftCollection: nftCollection,
  NftCollectionMarket: collectionMarket,
  NftActivity: nftActivity,
};
