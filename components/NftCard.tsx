import { formatEth } from './formatNumbers.ts';
import { NftImage } from './NftImage.tsx';
import './NftGrid.css';

export interface NftCardProps {
  href: string;
  name: string;
  imageUrl: string | null | undefined;
  /** The lowest listing, in ETH; `undefined` when not listed. */
  listingEth: number | undefined;
  /** Shown under the name where the grid mixes collections. */
  collectionName?: string | undefined;
  /** ERC-1155 balances above one. */
  quantity?: number | undefined;
}

/** One NFT in a grid: picture, name, and its listing price; the whole card links to the NFT's page. */
export function NftCard({ href, name, imageUrl, listingEth, collectionName, quantity }: NftCardProps) {
  return (
    <li className="nft-card">
      <a href={href}>
        <NftImage src={imageUrl} alt={name} size={320} />
        <span className="nft-card-body">
          <span className="nft-card-name">{name}</span>
          {collectionName ? <span className="small muted nft-card-collection">{collectionName}</span> : null}
          <span className="small">
            {listingEth === undefined ? (
              <span className="muted">Not listed</span>
            ) : (
              <>
                <span className="muted">Price </span>
                {formatEth(listingEth)}
              </>
            )}
            {quantity && quantity > 1 ? <span className="muted"> · ×{quantity}</span> : null}
          </span>
        </span>
      </a>
    </li>
  );
}

/** Cards of the grid's final size while the NFTs load. */
export function NftCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have no identity
    <li key={i} className="nft-card nft-card-skeleton" aria-hidden="true">
      <span className="nft-image" />
      <span className="nft-card-body">
        <span className="skeleton" style={{ width: '70%', height: '1em' }} />
        <span className="skeleton" style={{ width: '45%', height: '0.9em' }} />
      </span>
    </li>
  ));
}
