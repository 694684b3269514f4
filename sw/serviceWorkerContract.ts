/**
 * What the page, the build and the service worker agree on, written once for all three.
 * `SKIP_WAITING` is the message workbox-window's `messageSkipWaiting()` sends.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * Stores a page the browser loaded without the service worker (first visit, client-side routing),
 * with the resources it fetched meanwhile: the worker keeps those that are Data API queries.
 */
export const KEEP_PAGE_OFFLINE = 'KEEP_PAGE_OFFLINE';
/** Answers with the build version the worker precaches, so a page can tell which version serves it. */
export const GET_VERSION = 'GET_VERSION';

export type ServiceWorkerMessage =
  | { type: typeof SKIP_WAITING }
  | { type: typeof KEEP_PAGE_OFFLINE; url: string; resources: string[] }
  | { type: typeof GET_VERSION };

/** The prerendered offline page, precached and shown for navigations with neither network nor cache. */
export const OFFLINE_PAGE_PATH = '/offline/index.html';
