import { WELL_KNOWN_TEST_ACCOUNTS } from '../../devChain/devAccount.ts';
import { DATASET_NOW, DAY, HOUR } from './datasetClock.ts';
import type { NftCollectionRecord } from './nftCollections.ts';
import { prngFor } from './prng.ts';

export interface NftAssetRecord {
  id: string;
  collection: NftCollectionRecord;
  tokenId: string;
  name: string;
  description: string;
  owner: string;
  creator: string;
  traits: { name: string; value: string; rarity: number }[];
  rarityRank: number;
  listingEth: number | null;
  lastSaleEth: number;
}

export interface NftActivityRecord {
  id: string;
  collection: NftCollectionRecord;
  tokenId: string;
  type: 'LISTING' | 'SALE' | 'CANCEL_LISTING' | 'TRANSFER';
  marketplace: string;
  from: string;
  to: string | null;
  hash: string;
  priceEth: number | null;
  timestamp: number;
}

/** Assets the dataset shows per collection (a sample of its token ids, enough for paging). */
export const ASSETS_PER_COLLECTION = 240;

/**
 * The share of NFTs held by the local chain's well-known accounts: about eight each over the sampled
 * assets. Every other NFT has an owner of its own, who holds exactly it.
 */
const COLLECTOR_SHARE = 1 / 60;
const COLLECTORS = WELL_KNOWN_TEST_ACCOUNTS.map((account) => account.toLowerCase());

export function nftAsset(collection: NftCollectionRecord, tokenId: string): NftAssetRecord | undefined {
  const index = Number(tokenId);
  if (!/^\d+$/.test(tokenId) || index >= collection.numAssets) return undefined;
  const random = prngFor('nft-asset', collection.address, tokenId);
  const traits = collection.traits.map((trait) => {
    const total = trait.values.reduce((sum, value) => sum + value.weight, 0);
    const roll = random.next() * total;
    let below = 0;
    const chosen =
      trait.values.find((value) => {
        below += value.weight;
        return roll < below;
      }) ?? trait.values[0];
    return { name: trait.name, value: chosen?.value ?? 'None', rarity: (chosen?.weight ?? total) / total };
  });
  const rarity = traits.reduce((product, trait) => product * trait.rarity, 1);
  const rarityRank = Math.max(1, Math.round(collection.numAssets * Math.min(1, rarity ** 0.3)));
  const premium = 1 + 2 / Math.sqrt(rarityRank);
  return {
    id: `NftAsset:ETHEREUM_${collection.address}_${tokenId}`,
    collection,
    tokenId,
    name: `${collection.name} #${tokenId}`,
    description: `${collection.name} #${tokenId}, one of ${collection.numAssets} in the collection.`,
    owner: ownerOf(collection, tokenId, random.hex(20)),
    creator: prngFor('nft-creator', collection.address).hex(20),
    traits,
    rarityRank,
    listingEth: random.chance(0.35) ? collection.floorEth * premium * random.between(1, 1.6) : null,
    lastSaleEth: collection.floorEth * premium * random.between(0.7, 1.3),
  };
}

/** A collector for some NFTs (their own draw, so that every other field stays as it was), else `other`. */
function ownerOf(collection: NftCollectionRecord, tokenId: string, other: string): string {
  const random = prngFor('nft-owner', collection.address, tokenId);
  return random.chance(COLLECTOR_SHARE) ? random.pick(COLLECTORS) : other;
}

/** The collection's sampled assets, in token-id order. */
export function collectionAssets(collection: NftCollectionRecord): NftAssetRecord[] {
  const random = prngFor('nft-sample', collection.address);
  const ids = new Set<number>();
  while (ids.size < Math.min(ASSETS_PER_COLLECTION, collection.numAssets))
    ids.add(random.int(0, collection.numAssets - 1));
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => nftAsset(collection, String(id)))
    .filter((asset): asset is NftAssetRecord => asset !== undefined);
}

/** Recent market events of a collection, newest first. */
export function collectionActivity(
  collection: NftCollectionRecord,
  assets: readonly NftAssetRecord[],
): NftActivityRecord[] {
  const random = prngFor('nft-activity', collection.address);
  let timestamp = DATASET_NOW - random.int(30, 900);
  return Array.from({ length: 120 }, (_, i) => {
    const asset = random.pick(assets);
    const type = random.pick(['SALE', 'SALE', 'LISTING', 'LISTING', 'TRANSFER', 'CANCEL_LISTING'] as const);
    const hash = random.hex(32);
    timestamp -= random.int(60, (4 * DAY) / 120 + HOUR);
    return {
      id: `NftActivity:${collection.address}_${i}_${hash.slice(2, 10)}`,
      collection,
      tokenId: asset.tokenId,
      type,
      marketplace: random.pick(['OPENSEA', 'OPENSEA', 'LOOKSRARE', 'X2Y2']),
      from: random.hex(20),
      to: type === 'LISTING' || type === 'CANCEL_LISTING' ? null : random.hex(20),
      hash,
      priceEth: type === 'TRANSFER' ? null : collection.floorEth * random.between(0.9, 1.6),
      timestamp,
    };
  });
}
