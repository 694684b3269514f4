import { errorCatalogue } from './errorCatalogue.ts';

/** Every path that is neither a page route nor an image route: the static assets, as they are. */
export async function respondWithAsset(request: Request, assets: Fetcher): Promise<Response> {
  const response = await assets.fetch(request);
  if (response.status !== 404) return response;
  await response.body?.cancel();
  return errorCatalogue.notFound();
}
