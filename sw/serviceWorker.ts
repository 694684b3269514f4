import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { dataApiAnswerCaching } from './dataApiAnswerCaching.ts';
import { logoFetching } from './logoFetching.ts';
import {
  GET_VERSION,
  KEEP_PAGE_OFFLINE,
  OFFLINE_PAGE_PATH,
  type ServiceWorkerMessage,
  SKIP_WAITING,
} from './serviceWorkerContract.ts';
import {
  isDataApiQuery,
  isPageData,
  isPageNavigation,
  isPreviewImage,
  isTokenLogo,
} from './serviceWorkerRoutes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** Set by scripts/buildServiceWorker.ts: a hash of the precache manifest and the Data API endpoint. */
declare const __APP_VERSION__: string;
declare const __DATA_API_URL__: string;

const DAY_SECONDS = 24 * 60 * 60;
const ERRORS_NEVER_CACHED = new CacheableResponsePlugin({ statuses: [200] });
/**
 * Pages reference the hashed assets of the build that made them, so they are kept per version: an
 * old page shown offline after an update would ask for scripts the new precache no longer has.
 */
const PAGES_CACHE = `pages-${__APP_VERSION__}`;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [ERRORS_NEVER_CACHED, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS })],
});

// Registered before the precache route so that a navigation to a precached page still tries the network.
registerRoute(isPageNavigation, async (options) => {
  try {
    return await pages.handle(options);
  } catch {
    return (await matchPrecache(prerenderedFile(options.url.pathname))) ?? offlinePage();
  }
});
registerRoute(isPageData, pages);

precacheAndRoute(self.__WB_MANIFEST);

const isDataApiRequest = isDataApiQuery(new URL(__DATA_API_URL__));
const dataApiAnswers = new NetworkFirst({
  cacheName: 'data-api',
  networkTimeoutSeconds: 5,
  // A query is its URL; a header the Data API varies on (Accept, Origin) must not hide a saved answer.
  matchOptions: { ignoreVary: true },
  plugins: [
    ERRORS_NEVER_CACHED,
    dataApiAnswerCaching,
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY_SECONDS }),
  ],
});
registerRoute(isDataApiRequest, dataApiAnswers);
registerRoute(
  isPreviewImage,
  new StaleWhileRevalidate({
    cacheName: 'preview-images',
    plugins: [ERRORS_NEVER_CACHED, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_SECONDS })],
  }),
);
const tokenLogos = new StaleWhileRevalidate({
  cacheName: 'token-logos',
  plugins: [
    logoFetching,
    ERRORS_NEVER_CACHED,
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS }),
  ],
});
registerRoute(isTokenLogo, async (options) => {
  try {
    return await tokenLogos.handle(options);
  } catch {
    // A logo host without CORS (or no network): the image as the page asked for it, never kept.
    return fetch(options.request);
  }
});

// No skipWaiting on install: a new version waits until the person presses Reload (SKIP_WAITING).
self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isMessage(message)) return;
  if (message.type === SKIP_WAITING) void self.skipWaiting();
  if (message.type === GET_VERSION) event.ports[0]?.postMessage(__APP_VERSION__);
  if (message.type === KEEP_PAGE_OFFLINE) event.waitUntil(keepPageOffline(event, message));
});

// Claiming takes the first visit under control, so its data is kept for offline use without a reload.
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(deleteOtherPageCaches());
});

async function deleteOtherPageCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('pages-') && name !== PAGES_CACHE)
      .map((name) => caches.delete(name)),
  );
}

/** The page itself, and those of its resources that are Data API queries (the rest is precached). */
async function keepPageOffline(
  event: ExtendableEvent,
  { url, resources }: { url: string; resources: string[] },
) {
  const page = new URL(url, self.location.href);
  const queries = resources
    .map((resource) => new Request(resource, { mode: 'cors', credentials: 'omit' }))
    .filter((request) => isDataApiRequest({ url: new URL(request.url), request, sameOrigin: false }));
  await Promise.allSettled([
    ...(page.origin === self.location.origin ? [pages.handle({ event, request: new Request(page) })] : []),
    ...queries.map((request) => dataApiAnswers.handle({ event, request })),
  ]);
}

async function offlinePage(): Promise<Response> {
  return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
}

/** vike prerenders `/explore` as `/explore/index.html`. */
function prerenderedFile(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.html` : `${pathname}/index.html`;
}

function isMessage(value: unknown): value is ServiceWorkerMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, url, resources } = value as { type?: unknown; url?: unknown; resources?: unknown };
  if (type === KEEP_PAGE_OFFLINE) {
    return (
      typeof url === 'string' && Array.isArray(resources) && resources.every((r) => typeof r === 'string')
    );
  }
  return type === SKIP_WAITING || type === GET_VERSION;
}
