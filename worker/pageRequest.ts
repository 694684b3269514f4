import { encode } from 'html-entities';
import { PREVIEW_MARKER_NAME, renderPreviewTags } from '../preview/metaTags.ts';
import { POSITION_PAGES } from '../preview/pagePaths.ts';
import { defaultPagePreview, type PagePreview } from '../preview/pagePreview.ts';
import type { PageRouteMatch } from '../preview/pageRoutes.ts';
import { poolPagePreview } from '../preview/poolPreview.ts';
import { positionPagePreview } from '../preview/positionPreview.ts';
import { lookupProposalPreview } from '../preview/proposalPreview.ts';
import { lookupTokenLaunchPreview } from '../preview/tokenLaunchPreview.ts';
import { tokenPagePreview } from '../preview/tokenPreview.ts';
import { respondNotFound } from './assetRequest.ts';
import { cachedPositionRecord, cachedPreviewRecord } from './cachedPreviewRecord.ts';
import type { EdgeContext } from './edgeContext.ts';
import { type PageFirstAnswer, pageFirstAnswer, withFirstAnswer } from './firstAnswer.ts';

/** The request header a host fills with paths it blocks; the app reads it back from this meta tag. */
export const BLOCKED_PATHS_HEADER = 'x-blocked-paths';

/**
 * A page route (spec section 4): the prerendered page where it exists, else its route's long-tail
 * shell, with the preview tags inserted before `</head>` while the HTML streams through. Guard clauses
 * hand back the page untouched; any failure in the preview step returns the original response.
 */
export async function respondWithPage(
  request: Request,
  match: PageRouteMatch,
  edge: EdgeContext,
): Promise<Response> {
  const url = new URL(request.url);
  // Started beside the asset fetch: a long-tail page waits for whichever is slower, not for both.
  const ownTags = ownPreviewTags(match, url, edge).then(
    (html) => ({ html }),
    (error: unknown) => ({ error }),
  );
  const { page, isShell } = await fetchPage(request, match, edge.env.ASSETS);
  if (page.status === 404) {
    await page.body?.cancel();
    return respondNotFound(request, edge.env.ASSETS);
  }
  if (page.status !== 200) return page;
  if (!page.headers.get('Content-Type')?.includes('text/html')) return page;
  // Only a shell lacks its data (a prerendered page carries it); asked beside the shell's own tags.
  const firstAnswer = isShell ? pageFirstAnswer(match, edge, url.pathname) : undefined;
  try {
    // Only a shell needs the page's own record; a prerendered page has its tags from the build, so a
    // slow Data API never holds it up (the default tags below go in only if its marker is missing).
    const tags = isShell ? await ownTags : { html: defaultPreviewTags(url, edge) };
    if ('error' in tags) throw tags.error;
    return insertPreviewTags(page, tags.html, request.headers.get(BLOCKED_PATHS_HEADER), firstAnswer);
  } catch (error) {
    console.error(`page preview for ${url.pathname} failed; original page sent`, error);
    return page;
  }
}

/** The exact prerendered file first; on a 404, the shell every unprerendered page of the route shares. */
async function fetchPage(
  request: Request,
  match: PageRouteMatch,
  assets: Fetcher,
): Promise<{ page: Response; isShell: boolean }> {
  const exact = await assets.fetch(request);
  if (exact.status !== 404) return { page: exact, isShell: false };
  const shellUrl = new URL(match.route.shellPath, request.url);
  const shell = await assets.fetch(new Request(shellUrl, request));
  if (shell.status === 404) {
    await shell.body?.cancel();
    return { page: exact, isShell: false };
  }
  await exact.body?.cancel();
  return { page: shell, isShell: true };
}

/**
 * Token, pool, position, proposal and token launch routes get their own tags when their record is found, every other page (and
 * one that cannot be found, or a Data API that does not answer in time) the default tags.
 */
async function ownPreviewTags(match: PageRouteMatch, url: URL, edge: EdgeContext): Promise<string> {
  const preview = await ownPreview(match, url, edge);
  return preview
    ? renderPreviewTags(preview, edge.publicOrigin, edge.config.brandName)
    : defaultPreviewTags(url, edge);
}

function defaultPreviewTags(url: URL, edge: EdgeContext): string {
  const preview = defaultPagePreview(url.pathname, {
    title: edge.config.defaultPageTitle,
    brandName: edge.config.brandName,
  });
  return renderPreviewTags(preview, edge.publicOrigin, edge.config.brandName);
}

async function ownPreview(
  match: PageRouteMatch,
  url: URL,
  edge: EdgeContext,
): Promise<PagePreview | undefined> {
  if (match.route.preview === 'proposal') return lookupProposalPreview(edge.client, url.pathname);
  if (match.route.preview === 'launch') {
    const brand = { title: edge.config.defaultPageTitle, brandName: edge.config.brandName };
    return lookupTokenLaunchPreview(edge.client, url.pathname, brand);
  }
  const { chainName, tokenAddress, poolAddress, tokenId } = match.params;
  if (!chainName) return undefined;
  if (match.route.preview === 'position' && tokenId) {
    const version = match.route.pattern === POSITION_PAGES.v4 ? 'v4' : 'v3';
    const record = await cachedPositionRecord(chainName, version, tokenId, edge);
    return record && positionPagePreview(record);
  }
  if (match.route.preview === 'token' && tokenAddress) {
    const record = await cachedPreviewRecord('token', chainName, tokenAddress, edge);
    return record && tokenPagePreview(record);
  }
  if (match.route.preview === 'pool' && poolAddress) {
    const record = await cachedPreviewRecord('pool', chainName, poolAddress, edge);
    return record && poolPagePreview(record);
  }
  return undefined;
}

/**
 * Link-preview tags a shell may carry from the build: they describe the shell's own `_shell` URL, never
 * the page being served, so they make way for the page's tags.
 */
const SHELL_PREVIEW_TAGS = [
  'title',
  `meta[name="${PREVIEW_MARKER_NAME}"]`,
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[name="description"]',
].join(', ');

/**
 * A prerendered page the build already tagged carries the marker meta tag: it is never tagged twice. A
 * shell (`shellFirstAnswer` given) gets its page's first answer too (worker/firstAnswer.ts).
 */
function insertPreviewTags(
  page: Response,
  tags: string,
  blockedPaths: string | null,
  shellFirstAnswer: Promise<PageFirstAnswer | undefined> | undefined,
): Response {
  let alreadyTagged = false;
  const rewriter = new HTMLRewriter();
  if (shellFirstAnswer) {
    withFirstAnswer(rewriter, shellFirstAnswer);
    rewriter.on(SHELL_PREVIEW_TAGS, {
      element(element) {
        element.remove();
      },
    });
  } else {
    rewriter.on(`meta[name="${PREVIEW_MARKER_NAME}"]`, {
      element() {
        alreadyTagged = true;
      },
    });
  }
  const tagged = rewriter
    .on('head', {
      element(head) {
        head.onEndTag((end) => {
          if (!alreadyTagged) end.before(tags, { html: true });
          if (blockedPaths !== null) {
            end.before(`<meta property="x:blocked-paths" content="${encode(blockedPaths)}">`, { html: true });
          }
        });
      },
    })
    .transform(page);
  // The asset's ETag names the file as built (a shell is shared by every page of its route), not
  // this page with its tags: a conditional request must not revalidate one page against another's.
  const response = new Response(tagged.body, tagged);
  response.headers.delete('ETag');
  return response;
}
