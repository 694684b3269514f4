/** The NFTs tab: the address's NFTs grouped by collection (the `nfts` part's component, wired at merge). */
export function PortfolioNfts({ owner }: { owner: string }) {
  return <section data-owner={owner} />;
}
