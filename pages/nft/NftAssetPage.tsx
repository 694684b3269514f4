import { EmptyState, ErrorState } from '../../components/DataStates.tsx';
import { formatEth, shortAddress } from '../../components/formatNumbers.ts';
import { NftActivityTable } from '../../components/NftActivityTable.tsx';
import { NftImage } from '../../components/NftImage.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { VerifiedBadge } from '../../components/VerifiedBadge.tsx';
import { type NftAssetData, useNftAsset } from '../../data/hooks/useNftAsset.ts';
import { nftCollectionPath, portfolioPagePath } from '../../preview/pagePaths.ts';
import { NFTS_PAGE } from '../../preview/sitePages.ts';
import { useDocumentTitle } from '../../renderer/useDocumentTitle.ts';
import { useRouteParams } from '../../renderer/useRouteParams.ts';
import { NotFound } from '../NotFound.tsx';
import { collectionMarket } from './collectionMarket.ts';
import { nftRouteOf } from './nftRouteParams.ts';
import { rarityRankLabel, traitRarityLabel } from './traitRarity.ts';
import '../../components/DataTable.css';
import '../../components/NftGrid.css';
import './NftPages.css';

/** `/nfts/asset/{contract}/{tokenId}`: the picture, traits with rarity, listing price, owner, activity. */
export function NftAssetPage() {
  const route = nftRouteOf(useRouteParams());
  const valid = route.kind === 'valid';
  const { data, error, retry } = useNftAsset(
    valid ? route.contractAddress : undefined,
    valid ? route.tokenId : undefined,
  );
  const asset = data?.asset;
  useDocumentTitle(asset?.name ?? undefined);

  if (route.kind === 'invalid' || asset === null) return <NotFound what="NFT" />;
  const collection = asset?.collection;
  const contract = valid ? route.contractAddress : undefined;
  return (
    <article className="nfts-page asset-page">
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={NFTS_PAGE}>NFTs</a> ›{' '}
        {contract ? <a href={nftCollectionPath(contract)}>{collection?.name ?? 'Collection'}</a> : '…'} ›{' '}
        <span>{asset?.name ?? '…'}</span>
      </nav>
      {error && !data ? <ErrorState what="this NFT" onRetry={retry} /> : null}
      <div className="asset-layout">
        <div className="asset-picture">
          {asset ? (
            <NftImage src={asset.image?.url} alt={asset.name ?? `#${asset.tokenId}`} size={320} eager />
          ) : (
            <span className="nft-image nft-card-skeleton" />
          )}
        </div>
        <div className="asset-facts">
          <header>
            <p className="asset-collection">
              {contract && collection ? (
                <a href={nftCollectionPath(contract)}>{collection.name ?? 'Unnamed collection'}</a>
              ) : (
                <Skeleton width={140} />
              )}
              {collection?.isVerified ? <VerifiedBadge /> : null}
            </p>
            <h1>{asset ? (asset.name ?? `#${asset.tokenId}`) : <Skeleton width={220} />}</h1>
          </header>
          {asset ? <AssetFacts asset={asset} /> : <Skeleton width="100%" height={180} />}
        </div>
      </div>
      <section aria-labelledby="asset-activity">
        <h2 id="asset-activity" className="nfts-section-title">
          Activity
        </h2>
        <div className="data-table-wrap">
          {data?.activity.length === 0 ? (
            <EmptyState>No sales, listings or transfers of this NFT yet.</EmptyState>
          ) : (
            <NftActivityTable events={data?.activity} showItem={false} />
          )}
        </div>
      </section>
    </article>
  );
}

function AssetFacts({ asset }: { asset: NftAssetData }) {
  const listing = asset.listings?.edges[0]?.node;
  const floor = asset.collection ? collectionMarket(asset.collection)?.floorPrice?.value : undefined;
  const rank = rarityRankLabel(asset.rarities?.[0]?.rank, asset.collection?.numAssets);
  return (
    <>
      <dl className="asset-price">
        <div>
          <dt className="muted small">Listed for</dt>
          <dd data-testid="asset-price">{listing ? formatEth(listing.price.value) : 'Not listed'}</dd>
        </div>
        <div>
          <dt className="muted small">Collection floor</dt>
          <dd>{formatEth(floor)}</dd>
        </div>
        <div>
          <dt className="muted small">Owner</dt>
          <dd>
            {asset.ownerAddress ? (
              <a href={portfolioPagePath(asset.ownerAddress, 'nfts')} title={asset.ownerAddress}>
                {shortAddress(asset.ownerAddress)}
              </a>
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>
      {asset.description ? <p className="muted">{asset.description}</p> : null}
      <section aria-labelledby="asset-traits">
        <h2 id="asset-traits" className="nfts-section-title">
          Traits {rank ? <span className="small muted">{rank}</span> : null}
        </h2>
        {asset.traits && asset.traits.length > 0 ? (
          <ul className="asset-traits">
            {asset.traits.map((trait) => (
              <li key={trait.id}>
                <span className="small muted">{trait.name}</span>
                <strong>{trait.value}</strong>
                <span className="small muted">{traitRarityLabel(trait.rarity) ?? ''}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">This NFT has no traits.</p>
        )}
      </section>
    </>
  );
}
