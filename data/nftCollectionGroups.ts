/** An NFT an address holds, as the grouping needs it. */
export interface HeldNft<Asset> {
  asset: Asset;
  quantity: number;
  collection: HeldNftCollection;
}

export interface HeldNftCollection {
  /** The collection's contract address (lower case). */
  address: string;
  name: string | undefined;
  isVerified: boolean;
  isSpam: boolean;
  imageUrl: string | undefined;
}

export interface NftCollectionGroup<Asset> {
  collection: HeldNftCollection;
  nfts: HeldNft<Asset>[];
  /** Tokens held: an ERC-1155 balance counts its quantity. */
  count: number;
}

export interface NftCollectionGroups<Asset> {
  /** Collections worth showing: verified first, then by how many tokens are held, then by name. */
  groups: NftCollectionGroup<Asset>[];
  /** Collections flagged as spam (airdrops nobody asked for), kept apart behind a toggle. */
  spam: NftCollectionGroup<Asset>[];
}

/** An address's NFTs grouped by collection, in the order the portfolio and profile show them. */
export function groupNftsByCollection<Asset>(held: readonly HeldNft<Asset>[]): NftCollectionGroups<Asset> {
  const byAddress = new Map<string, NftCollectionGroup<Asset>>();
  for (const nft of held) {
    const key = nft.collection.address.toLowerCase();
    const group = byAddress.get(key) ?? { collection: nft.collection, nfts: [], count: 0 };
    group.nfts.push(nft);
    group.count += Math.max(1, nft.quantity);
    byAddress.set(key, group);
  }
  const ordered = [...byAddress.values()].sort(
    (a, b) =>
      Number(b.collection.isVerified) - Number(a.collection.isVerified) ||
      b.count - a.count ||
      (a.collection.name ?? '').localeCompare(b.collection.name ?? ''),
  );
  return {
    groups: ordered.filter((group) => !group.collection.isSpam),
    spam: ordered.filter((group) => group.collection.isSpam),
  };
}
