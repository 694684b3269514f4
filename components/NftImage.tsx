import { useState } from 'react';

/**
 * An NFT's picture in a square frame of its final size (no layout shift); its name in words when the
 * picture is missing or does not load.
 */
export function NftImage({
  src,
  alt,
  size,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  /** The picture's intrinsic size in px (the frame itself follows its container). */
  size: number;
  /** Above the fold: load at once (the asset page's hero). */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="nft-image">
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="nft-image-missing" role="img" aria-label={alt}>
          {alt}
        </span>
      )}
    </span>
  );
}
