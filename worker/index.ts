import { DATA_API_PROXY_PATH } from '../data/dataApiUrl.ts';
import { legacyRedirectTarget } from '../preview/legacyRoutes.ts';
import { matchPageRoute } from '../preview/pageRoutes.ts';
import { matchPreviewImageRoute } from '../preview/previewImagePath.ts';
import { respondWithAsset } from './assetRequest.ts';
import { BENCH_PATH_PREFIX, respondOnBenchRoute } from './benchRoute.ts';
import { holdingTheWayUntilSent, holdTheWay } from './cardsGiveWay.ts';
import { respondWithDataApiProxy } from './dataApiProxy.ts';
import { edgeContextFrom } from './edgeContext.ts';
import { errorCatalogue } from './errorCatalogue.ts';
import { respondWithImage } from './imageRequest.ts';
import { respondWithLegacyRedirect } from './legacyRedirect.ts';
import { respondWithPage } from './pageRequest.ts';
import { withSecurityHeaders } from './securityHeaders.ts';

/**
 * The edge: image routes, the app's Data API calls (adding the key), legacy routes' redirects, page
 * routes with preview tags, and the static assets for everything else.
 */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const image = matchPreviewImageRoute(url.pathname);
    // An image request may render a card, and a card never waits for itself.
    const release = image || url.pathname.startsWith(BENCH_PATH_PREFIX) ? () => {} : holdTheWay();
    try {
      const edge = edgeContextFrom(env, ctx, url);
      const legacy = legacyRedirectTarget(url);
      const page = matchPageRoute(url.pathname);
      const response =
        (edge.benchRoutes && (await respondOnBenchRoute(request, url, edge))) ||
        (image && (await respondWithImage(request, image, edge))) ||
        (url.pathname === DATA_API_PROXY_PATH && (await respondWithDataApiProxy(request, edge))) ||
        (legacy && respondWithLegacyRedirect(request, legacy)) ||
        (page && (await respondWithPage(request, page, edge))) ||
        (await respondWithAsset(request, env.ASSETS));
      return holdingTheWayUntilSent(await withSecurityHeaders(response, edge.pageHeaders), release);
    } catch (error) {
      release();
      console.error(`unhandled error on ${request.url}`, error);
      return withSecurityHeaders(errorCatalogue.internalServerError());
    }
  },
} satisfies ExportedHandler<Env>;
