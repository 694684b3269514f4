import { normalizeAddress } from '../dataset/chains.ts';
import type { NftAssetRecord } from '../dataset/nftAssets.ts';
import type { Resolver } from './dataApiContext.ts';
import { connection } from './nftConnection.ts';

type Page = { after?: string | null; first?: number | null };
type AssetsArgs = Page & {
  chain?: string | null;
  address: string;
  orderBy?: 'PRICE' | 'RARITY' | null;
  asc?: boolean | null;
  filter?: {
    tokenIds?: string[] | null;
    listed?: boolean | null;
    tokenSearchQuery?: string | null;
    traits?: { name: string; values: string[] }[] | null;
  } | null;
};
type BalancesArgs = Page & {
  chain?: string | null;
  ownerAddress: string;
  filter?: { addresses?: string[] | null } | null;
};
type CollectionsArgs = Page & {
  chain?: string | null;
  filter?: { addresses?: string[] | null; nameQuery?: string | null } | null;
};
type ActivityArgs = Page & {
  chain?: string | null;
  filter?: { address?: string | null; tokenId?: string | null; activityTypes?: string[] | null } | null;
};
type TopCollectionsArgs = Page & { chains?: string[] | null; limit?: number | null };

const EMPTY: readonly never[] = [];

/** NFTs live on Ethereum in this dataset; any other chain answers an empty connection. */
const onEthereum = (chain: string | null | undefined) => (chain ?? 'ETHEREUM') === 'ETHEREUM';

export const nftQueries = {
  nftAssets: (_root, args, { dataset }) => {
    const address = normalizeAddress(args.address);
    const collection = onEthereum(args.chain) && address ? dataset.nftCollection(address) : undefined;
    if (!collection) return connection(EMPTY, args.first, args.after);
    const { filter } = args;
    const ids = filter?.tokenIds;
    const query = filter?.tokenSearchQuery?.trim();
    const assets = ids
      ? ids.flatMap((tokenId) => dataset.nftAsset(collection, tokenId) ?? [])
      : dataset
          .nftAssetsOf(collection)
          .filter((asset) => filter?.listed == null || (asset.listingEth !== null) === filter.listed)
          .filter((asset) => !query || asset.tokenId.startsWith(query) || asset.name.includes(query))
          .filter((asset) => hasTraits(asset, filter?.traits));
    return connection(sortAssets(assets, args.orderBy, args.asc ?? true), args.first, args.after);
  },
  nftBalances: (_root, args, { dataset }) => {
    const owner = normalizeAddress(args.ownerAddress);
    if (!owner || !onEthereum(args.chain)) return connection(EMPTY, args.first, args.after);
    const addresses = args.filter?.addresses?.map((address) => address.toLowerCase());
    const held = dataset
      .nftHoldings(owner)
      .filter((holding) => !addresses || addresses.includes(holding.asset.collection.address));
    return connection(held, args.first, args.after);
  },
  nftCollections: (_root, args, { dataset }) => {
    if (!onEthereum(args.chain)) return connection(EMPTY, args.first, args.after);
    const addresses = args.filter?.addresses?.map((address) => address.toLowerCase());
    const nameQuery = args.filter?.nameQuery?.trim().toLowerCase();
    const found = dataset
      .nftCollections()
      .filter((collection) => !addresses || addresses.includes(collection.address))
      .filter((collection) => !nameQuery || collection.name.toLowerCase().includes(nameQuery));
    return connection(found, args.first, args.after);
  },
  nftActivity: (_root, args, { dataset }) => {
    if (!onEthereum(args.chain)) return connection(EMPTY, args.first, args.after);
    const { filter } = args;
    const address = filter?.address ? normalizeAddress(filter.address) : undefined;
    if (filter?.address && !address) return connection(EMPTY, args.first, args.after);
    const collection = address ? dataset.nftCollection(address) : undefined;
    if (address && !collection) return connection(EMPTY, args.first, args.after);
    const events = dataset
      .nftActivity(collection)
      .filter((event) => !filter?.tokenId || event.tokenId === filter.tokenId)
      .filter((event) => !filter?.activityTypes || filter.activityTypes.includes(event.type));
    return connection(events, args.first, args.after);
  },
  topCollections: (_root, args, { dataset }) => {
    if (args.chains && !args.chains.includes('ETHEREUM')) return connection(EMPTY, args.first, args.after);
    const ranked = [...dataset.nftCollections()]
      .filter((collection) => !collection.isSpam)
      .sort((a, b) => b.volume24hEth - a.volume24hEth);
    return connection(ranked, args.first ?? args.limit, args.after);
  },
} satisfies {
  nftAssets: Resolver<unknown, AssetsArgs>;
  nftBalances: Resolver<unknown, BalancesArgs>;
  nftCollections: Resolver<unknown, CollectionsArgs>;
  nftActivity: Resolver<unknown, ActivityArgs>;
  topCollections: Resolver<unknown, TopCollectionsArgs>;
};

/** Marketplace trait filters: any of a trait's values, and every trait named. */
function hasTraits(
  asset: NftAssetRecord,
  traits: readonly { name: string; values: readonly string[] }[] | null | undefined,
): boolean {
  return (traits ?? []).every(({ name, values }) =>
    asset.traits.some((trait) => trait.name === name && values.includes(trait.value)),
  );
}

function sortAssets(
  assets: NftAssetRecord[],
  orderBy: 'PRICE' | 'RARITY' | null | undefined,
  asc: boolean,
): NftAssetRecord[] {
  if (!orderBy) return assets;
  const value = (asset: NftAssetRecord) =>
    orderBy === 'RARITY' ? asset.rarityRank : (asset.listingEth ?? Number.POSITIVE_INFINITY);
  // Unlisted assets have no price and go last in either direction.
  return [...assets].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return Number(a.tokenId) - Number(b.tokenId);
    if (!Number.isFinite(x)) return 1;
    if (!Number.isFinite(y)) return -1;
    return asc ? x - y : y - x;
  });
}
