import type { Chain } from '../data/chains.ts';
import { PREVIEW_CONSTANTS } from './previewConstants.ts';

/**
 * Chains whose cards carry a chain badge (spec section 7), with the file stem the build writes under
 * `/images/logos/{stem}_Logo.png` and the @web3icons/core network icon it rasterizes. Other chains get no badge.
 */
export const CHAIN_LOGOS: Partial<Record<Chain, { stem: string; icon: string }>> = {
  POLYGON: { stem: 'Polygon', icon: 'polygon' },
  ARBITRUM: { stem: 'Arbitrum', icon: 'arbitrum-one' },
  OPTIMISM: { stem: 'Optimism', icon: 'optimism' },
  CELO: { stem: 'Celo', icon: 'celo' },
  BASE: { stem: 'Base', icon: 'base' },
  BNB: { stem: 'BNB', icon: 'binance-smart-chain' },
  AVALANCHE: { stem: 'Avalanche', icon: 'avalanche' },
  BLAST: { stem: 'Blast', icon: 'blast' },
  ZORA: { stem: 'Zora', icon: 'zora' },
  ZKSYNC: { stem: 'zkSync', icon: 'zksync' },
  UNICHAIN: { stem: 'Unichain', icon: 'unichain' },
};

/** Rasterized at twice the badge's size so it stays sharp when the card is scaled. */
export const CHAIN_LOGO_PIXELS = 2 * PREVIEW_CONSTANTS.badgeSize;

export function chainLogoPath(chain: Chain): string | undefined {
  const logo = CHAIN_LOGOS[chain];
  return logo ? `/images/logos/${logo.stem}_Logo.png` : undefined;
}
