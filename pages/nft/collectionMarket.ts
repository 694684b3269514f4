/** A collection's ETH market (the only currency the NFT operations ask for), if the Data API has one. */
export function collectionMarket<Market>(collection: {
  markets: readonly Market[] | null;
}): Market | undefined {
  return collection.markets?.[0] ?? undefined;
}
