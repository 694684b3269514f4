import { CARD_TEMPLATE_HASH } from './cards/cardTemplate.ts';
import { contentHash } from './contentHash.ts';
import type { PositionPageVersion } from './pagePaths.ts';
import { matchPath } from './pathMatch.ts';
import { formatPath } from './pathPattern.ts';

/**
 * Where the preview cards live, each pattern written once: the edge's image route, and the files the build
 * writes (a card PNG with its preview record beside it, the default card).
 */
export type PreviewKind = 'token' | 'pool';

/**
 * Where a card image lives. Prerendered cards are plain files a static host serves as they are;
 * long-tail cards are rendered by the worker's image route, which first looks for the prerendered file.
 */
export type ImagePlacement = 'prerendered' | 'edge';

const COLLECTION_OF = { token: 'tokens', pool: 'pools' } as const satisfies Record<PreviewKind, string>;
const KIND_OF = { tokens: 'token', pools: 'pool' } as const satisfies Record<string, PreviewKind>;

export const EDGE_API = '/api/*';
export const EDGE_IMAGE_API = '/api/image/*';
export const EDGE_IMAGE = '/api/image/:collection(tokens|pools)/:networkName/:address';
/** A V3 or V4 position's card, by its NFT's token id: drawn at the edge only (a position's worth moves). */
export const EDGE_POSITION_IMAGE = '/api/image/positions/:networkName/:version(v3|v4)/:tokenId';
export const PRERENDERED_PREVIEW =
  '/images/previews/:collection(tokens|pools)/:networkName/:address.:extension(png|json)';
export const DEFAULT_IMAGE = '/images/:version.:extension(png|json)';
/** Every PNG the build writes under `/images/` (cards, the default card, chain logos). */
export const BUILT_IMAGE = '/images/(.*).png';

/** A position a link can name: an NFT's token id (a V2 share is its owner's, not a link's). */
export type SharedPositionVersion = Exclude<PositionPageVersion, 'v2'>;

export type PreviewImageRoute =
  | { kind: PreviewKind; networkName: string; address: string }
  | { kind: 'position'; networkName: string; version: SharedPositionVersion; tokenId: string };

/** A card's image path, lower-cased: `/images/previews/tokens/{net}/{addr}.png` or `/api/image/tokens/{net}/{addr}`. */
export function previewImagePath(
  kind: PreviewKind,
  networkName: string,
  address: string,
  placement: ImagePlacement,
): string {
  const params = {
    collection: COLLECTION_OF[kind],
    networkName: networkName.toLowerCase(),
    address: address.toLowerCase(),
  };
  return placement === 'prerendered'
    ? formatPath(PRERENDERED_PREVIEW, { ...params, extension: 'png' })
    : formatPath(EDGE_IMAGE, params);
}

/** A position card's image path, lower-cased: `/api/image/positions/{net}/{v3|v4}/{tokenId}`. */
export function positionImagePath(
  networkName: string,
  version: SharedPositionVersion,
  tokenId: string,
): string {
  return formatPath(EDGE_POSITION_IMAGE, { networkName: networkName.toLowerCase(), version, tokenId });
}

/**
 * Where the build writes a card's preview record: beside its PNG, as `.json`
 * (`/images/previews/tokens/ethereum/0x….png?v=…` → `/images/previews/tokens/ethereum/0x….json`).
 */
export function previewRecordPath(imagePath: string): string {
  const pathname = new URL(imagePath, 'https://site.invalid').pathname;
  const card = matchPath(PRERENDERED_PREVIEW, pathname);
  if (card) return formatPath(PRERENDERED_PREVIEW, { ...card, extension: 'json' });
  const defaultCard = matchPath(DEFAULT_IMAGE, pathname);
  if (defaultCard) return formatPath(DEFAULT_IMAGE, { ...defaultCard, extension: 'json' });
  throw new Error(`${imagePath} is not a card the build writes`);
}

/** `/images/{version}.png`: the default card, named by its content version. */
export function defaultCardImagePath(version: string): string {
  return formatPath(DEFAULT_IMAGE, { version, extension: 'png' });
}

/**
 * The card a path of the edge's image route asks for; `'unmatched'` for any other path under
 * `/api/image/` (answered 404), `undefined` outside it.
 */
export function matchPreviewImageRoute(pathname: string): PreviewImageRoute | 'unmatched' | undefined {
  if (!matchPath(EDGE_IMAGE_API, pathname)) return undefined;
  const position = matchPath(EDGE_POSITION_IMAGE, pathname);
  if (position?.networkName && position.tokenId) {
    const version = position.version.toLowerCase() === 'v4' ? 'v4' : 'v3';
    return { kind: 'position', networkName: position.networkName, version, tokenId: position.tokenId };
  }
  const found = matchPath(EDGE_IMAGE, pathname);
  if (!found?.networkName || !found.address) return 'unmatched';
  return { kind: kindOf(found.collection), networkName: found.networkName, address: found.address };
}

/** Paths the edge answers itself (`/api/…`): never a page. */
export function isEdgeApiPath(pathname: string): boolean {
  return matchPath(EDGE_API, pathname) !== undefined;
}

/** A preview card's image: the edge's image route or a PNG the build wrote under `/images/`. */
export function isPreviewImagePath(pathname: string): boolean {
  return matchPath(EDGE_IMAGE_API, pathname) !== undefined || matchPath(BUILT_IMAGE, pathname) !== undefined;
}

function kindOf(collection: string): PreviewKind {
  return KIND_OF[collection.toLowerCase() as keyof typeof KIND_OF];
}

/** The version query an image URL carries: hash of what the card draws and of the card template. */
export function versionedImagePath(path: string, cardContent: unknown): string {
  return `${path}?v=${cardVersion(cardContent)}`;
}

/** The version a card image path carries: its `?v=`, or for the default card its file name. */
export function imageVersion(imagePath: string): string {
  const url = new URL(imagePath, 'https://site.invalid');
  return url.searchParams.get('v') ?? url.pathname.replace(/^.*\//, '').replace(/\.png$/, '');
}

export function cardVersion(cardContent: unknown): string {
  return contentHash(JSON.stringify([CARD_TEMPLATE_HASH, cardContent]));
}
