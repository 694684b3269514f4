import { isEvmAddress } from '../data/addressPatterns.ts';
import type { DataApiClient } from '../data/client.ts';
import { type ResultOf, readFragment } from '../data/graphql.ts';
import { TokenLaunchParts, TokenLaunchQuery } from '../data/operations/tokenLaunches.ts';
import type { TokenLaunchPhase } from '../protocol/tokenLaunchPhase.ts';
import { TOKEN_LAUNCH_PAGE, tokenLaunchPath } from './pagePaths.ts';
import {
  type DefaultCardContent,
  defaultCardContent,
  defaultPagePreview,
  type PagePreview,
} from './pagePreview.ts';
import { matchPath } from './pathMatch.ts';
import { previewDescription } from './previewDescription.ts';
import { tokenLaunchPreviewTitle } from './previewTitles.ts';

/** A launch as the Data API answers it: what its tags say. */
export type TokenLaunchPreviewFields = Pick<
  ResultOf<typeof TokenLaunchParts>,
  'auctionAddress' | 'name' | 'symbol' | 'description' | 'phase'
>;

/** A phase in words, on the launch page's badge and in its tags. */
export const TOKEN_LAUNCH_PHASE_WORDS: Record<TokenLaunchPhase, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  ended: 'Ended',
};

const PHASE_SENTENCES: Record<TokenLaunchPhase, string> = {
  upcoming: 'Auction upcoming: bids open soon.',
  live: 'Auction live: bids are open.',
  ended: 'Auction ended: bids can be claimed.',
};

/**
 * A launch page's preview: its name and symbol in the title, its phase (as the chain said when asked)
 * and what it sells in the description, on the site's default card. The tags escape every field
 * (metaTags.ts): a launch names itself.
 */
export function tokenLaunchPagePreview(
  launch: TokenLaunchPreviewFields,
  brand: Partial<DefaultCardContent> = {},
): PagePreview {
  const preview = defaultPagePreview(tokenLaunchPath(launch.auctionAddress), brand);
  const title = tokenLaunchPreviewTitle(launch.name, launch.symbol, defaultCardContent(brand).brandName);
  const phase = launch.phase ? PHASE_SENTENCES[phaseOf(launch.phase)] : undefined;
  const description = [phase, launch.description].filter(Boolean).join(' ');
  return { ...preview, title, description: previewDescription(description), imageAlt: title };
}

/** The schema's phase (`LIVE`) as the protocol's (`live`). */
export function phaseOf(phase: NonNullable<TokenLaunchPreviewFields['phase']>): TokenLaunchPhase {
  return phase.toLowerCase() as TokenLaunchPhase;
}

/**
 * The edge's lookup for a launch page's tags: launches live on the local chain, Ethereum in the Data
 * API. A path naming no auction address, or one the Data API knows no launch at, says so in its tags,
 * as the page says on screen.
 */
export async function lookupTokenLaunchPreview(
  client: DataApiClient,
  path: string,
  brand: Partial<DefaultCardContent> = {},
): Promise<PagePreview> {
  const auctionAddress = tokenLaunchPageAddress(path);
  if (!auctionAddress) return unknownTokenLaunchPreview(path, brand);
  const { tokenLaunch } = await client.request(
    TokenLaunchQuery,
    { chain: 'ETHEREUM', auctionAddress },
    { method: 'GET' },
  );
  return tokenLaunch
    ? tokenLaunchPagePreview(readFragment(TokenLaunchParts, tokenLaunch), brand)
    : unknownTokenLaunchPreview(path, brand);
}

/** What a launch page for an address no launch sells at says, on screen and in its tags. */
export const UNKNOWN_TOKEN_LAUNCH_TEXT =
  'No token launch has its auction at this address on this network. The link may be wrong.';

/** A launch page for an address no launch sells at: a crawler reads the same as a person sees. */
export function unknownTokenLaunchPreview(
  path: string,
  brand: Partial<DefaultCardContent> = {},
): PagePreview {
  const preview = defaultPagePreview(path, brand);
  const title = `Token launch not found on ${defaultCardContent(brand).brandName}`;
  return {
    ...preview,
    title,
    description: UNKNOWN_TOKEN_LAUNCH_TEXT,
    imageAlt: title,
  };
}

/** A launch page's auction address, read from its path; undefined for a path that names none. */
export function tokenLaunchPageAddress(pathname: string): string | undefined {
  const id = matchPath(TOKEN_LAUNCH_PAGE, pathname.replace(/\/+$/, ''))?.id;
  return id && isEvmAddress(id) ? id.toLowerCase() : undefined;
}
