import type { ReactElement } from 'react';
import type { Font, SatoriOptions } from 'satori';
import { createAdditionalAssetLoader, type RasterizeSvg } from './additionalAssets.ts';
import { DefaultCard } from './cards/DefaultCard.tsx';
import type { PairCardAssets } from './cards/PairCard.tsx';
import { PAIR_LOGO_SIZE } from './cards/PairLogo.tsx';
import { PoolCard } from './cards/PoolCard.tsx';
import { PositionCard } from './cards/PositionCard.tsx';
import { TOKEN_LOGO_SIZE, TokenCard } from './cards/TokenCard.tsx';
import { chainLogoPath } from './chainLogos.ts';
import { dataUrl } from './dataUrl.ts';
import { logoAtSize } from './logoAtSize.ts';
import type { PoolCardData } from './poolPreview.ts';
import type { AssetSource } from './previewAssetSource.ts';
import { PREVIEW_CONSTANTS } from './previewConstants.ts';
import type { PreviewRecord } from './previewRecord.ts';
import { recentLogos } from './recentLogos.ts';
import type { FetchPolicy } from './safeFetch.ts';

/** satori's render function: Node passes `satori`, workerd `satori/wasm` after `init(yoga)`. */
export type Satori = (element: ReactElement, options: SatoriOptions) => Promise<string>;

export interface CardAssets {
  /** Inter, loaded once (`loadCardFonts`); the same array each call lets satori keep its parsed fonts. */
  fonts: Font[];
  /** The site's own assets: chain logos. */
  siteAssets: AssetSource;
  /** Fallback fonts and emoji; `undefined` renders without them. */
  additionalAssets: AssetSource | undefined;
  /** The runtime's SVG rasterizer, for emoji. */
  rasterizeSvg: RasterizeSvg;
  /** Policy for token logos (hostile URLs). */
  logoPolicy: FetchPolicy;
}

export interface PreviewCardRenderer {
  /** Fetches what the card draws (logos, chain badge) and returns the satori element. */
  prepare(record: PreviewRecord): Promise<ReactElement>;
  /** Lays the element out into a 1200x630 SVG with text as paths. */
  layout(element: ReactElement): Promise<string>;
  /** `prepare` then `layout`. */
  svg(record: PreviewRecord): Promise<string>;
}

/**
 * Turns preview records into card SVGs, runtime-neutral. Rasterizing the SVG to PNG is the runtime's
 * part (resvg-js at build, resvg-wasm at the edge).
 */
export function createPreviewCardRenderer(satori: Satori, assets: CardAssets): PreviewCardRenderer {
  const loadAdditionalAsset = assets.additionalAssets
    ? createAdditionalAssetLoader(assets.additionalAssets, assets.rasterizeSvg)
    : undefined;
  const options: SatoriOptions = {
    width: PREVIEW_CONSTANTS.image.width,
    height: PREVIEW_CONSTANTS.image.height,
    fonts: assets.fonts,
    ...(loadAdditionalAsset ? { loadAdditionalAsset } : {}),
  };

  const chainLogo = async (chain: Parameters<typeof chainLogoPath>[0]) => {
    const path = chainLogoPath(chain);
    const bytes = path ? await assets.siteAssets(path) : undefined;
    return bytes ? dataUrl('image/png', bytes) : undefined;
  };
  // Token and pair cards draw logos at different sizes: each keeps its own logos at its own size.
  const tokenLogos = recentLogos(assets.logoPolicy, (url) =>
    logoAtSize(url, TOKEN_LOGO_SIZE, assets.rasterizeSvg),
  );
  const pairLogos = recentLogos(assets.logoPolicy, (url) =>
    logoAtSize(url, PAIR_LOGO_SIZE, assets.rasterizeSvg),
  );

  /** A pool's or a position's logos, fetched together. */
  async function pairAssets(
    pair: Pick<PoolCardData, 'chain' | 'token0Image' | 'token1Image'>,
    brandName: string,
  ): Promise<PairCardAssets> {
    const [logo0, logo1, badge] = await Promise.all([
      pairLogos(pair.token0Image),
      pairLogos(pair.token1Image),
      chainLogo(pair.chain),
    ]);
    return { token0Logo: logo0.dataUrl, token1Logo: logo1.dataUrl, chainLogo: badge, brandName };
  }

  async function prepare(record: PreviewRecord): Promise<ReactElement> {
    switch (record.kind) {
      case 'token': {
        const [tokenLogo, badge] = await Promise.all([
          tokenLogos(record.tokenData.logoUrl),
          chainLogo(record.tokenData.chain),
        ]);
        return TokenCard({
          token: record.tokenData,
          logo: tokenLogo,
          chainLogo: badge,
          brandName: record.brandName,
        });
      }
      case 'pool':
        return PoolCard({ pool: record.poolData, ...(await pairAssets(record.poolData, record.brandName)) });
      case 'position':
        return PositionCard({
          position: record.positionData,
          ...(await pairAssets(record.positionData, record.brandName)),
        });
      case 'default':
        return DefaultCard({ title: record.title, tagline: record.description, brandName: record.brandName });
    }
  }

  const layout = (element: ReactElement) => satori(element, options);
  return { prepare, layout, svg: async (record) => layout(await prepare(record)) };
}
