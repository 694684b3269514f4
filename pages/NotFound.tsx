import './NotFound.css';
import { EXPLORE_PAGE, NFTS_PAGE } from '../preview/sitePages.ts';

type Missing = 'Token' | 'Pool' | 'Chain' | 'Page' | 'Collection' | 'NFT';

/** "Token not found" / "Pool not found": an unknown or invalid address or chain in the URL. */
export function NotFound({ what }: { what: Missing }) {
  const nft = what === 'Collection' || what === 'NFT';
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{what} not found</h1>
      <p className="muted">{explanation(what)}</p>
      <a className="button" href={nft ? NFTS_PAGE : EXPLORE_PAGE}>
        {nft ? 'Explore NFT collections' : 'Explore tokens'}
      </a>
    </section>
  );
}

function explanation(what: Missing): string {
  if (what === 'Page') return 'This page does not exist.';
  if (what === 'Collection')
    return 'We could not find an NFT collection at this address. Check the contract address in the link.';
  if (what === 'NFT')
    return 'This collection has no token with this id. Check the contract address and token id in the link.';
  return `We could not find this ${what.toLowerCase()}. Check the network and address in the link.`;
}
