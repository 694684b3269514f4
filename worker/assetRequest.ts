import { errorCatalogue } from './errorCatalogue.ts';

/** vike prerenders its `_error` page as /404.html; the asset handling serves it under this path. */
export const NOT_FOUND_PAGE_PATH = '/404';

/** Every path that is neither a page route nor an image route: the static assets, as they are. */
export async function respondWithAsset(request: Request, assets: Fetcher): Promise<Response> {
  const response = await assets.fetch(request);
  if (response.status !== 404) return response;
  await response.body?.cancel();
  return respondNotFound(request, assets);
}

/**
 * A 404 in the form its asker reads: a browser asking for HTML gets the site's not-found page (top
 * bar, a way back), still with status 404; crawlers and `curl` (`Accept: *\/*`) get the error
 * catalogue's plain `404 Not Found`.
 */
export async function respondNotFound(request: Request, assets: Fetcher): Promise<Response> {
  if (!request.headers.get('Accept')?.includes('text/html')) return errorCatalogue.notFound();
  const page = await assets.fetch(new Request(new URL(NOT_FOUND_PAGE_PATH, request.url)));
  if (page.status !== 200) {
    await page.body?.cancel();
    return errorCatalogue.notFound();
  }
  return new Response(page.body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
