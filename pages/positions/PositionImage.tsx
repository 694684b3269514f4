import { useEffect, useState } from 'react';
import { Skeleton } from '../../components/Skeleton.tsx';
import type { PositionRow } from '../../data/positionRow.ts';

/** The NFT picture's box: the descriptors draw 290x500. */
const IMAGE_WIDTH = 290;
const IMAGE_HEIGHT = 500;

/**
 * The NFT's own picture from its `tokenURI`, read from the chain when the page shows (viem loads
 * here, not with the list). Drawn through `<img>` from an SVG data URL: no script in it can run.
 */
export function PositionImage({ position }: { position: PositionRow }) {
  const [image, setImage] = useState<string | null>();
  const { version, id } = position;
  useEffect(() => {
    if (version === 'v2') return;
    let current = true;
    Promise.all([import('../../wallet/appChainClient.ts'), import('../../liquidity/positionImage.ts')])
      .then(([{ appChainClient }, { readPositionImage }]) => readPositionImage(appChainClient, version, id))
      .then(
        (url) => current && setImage(url ?? null),
        () => current && setImage(null),
      );
    return () => {
      current = false;
    };
  }, [version, id]);
  return (
    <figure className="position-image" style={{ width: IMAGE_WIDTH }}>
      {image ? (
        <img src={image} alt={`Position NFT #${id}`} width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
      ) : image === null ? (
        <p className="muted small">This position’s picture could not be read from the chain.</p>
      ) : (
        <Skeleton width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
      )}
    </figure>
  );
}
