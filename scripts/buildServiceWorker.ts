import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { APP_ICONS, FAVICON_PATH, WEB_MANIFEST_PATH } from '../renderer/appManifest.ts';
import { OFFLINE_PAGE_PATH, SERVICE_WORKER_PATH } from '../sw/serviceWorkerContract.ts';

const SOURCE = join(import.meta.dirname, '..', 'sw', 'serviceWorker.ts');
/** Stands for the version in the bundle until the version, a hash of that bundle, is known. */
const VERSION_PLACEHOLDER = '@@APP_VERSION@@';
/** Workbox's own default, named here because going over it must fail the build, not drop a file. */
const MAX_PRECACHED_FILE_BYTES = 2 * 1024 * 1024;

/** Files the app cannot start offline without; a build that lacks any of them fails. */
const REQUIRED_FILES = [
  'index.html',
  OFFLINE_PAGE_PATH,
  WEB_MANIFEST_PATH,
  FAVICON_PATH,
  ...APP_ICONS.map((icon) => icon.path),
].map((path) => path.replace(/^\//, ''));

/**
 * The precache: the home page as the app shell, the offline page, the hashed scripts, styles and
 * fonts, the manifest and its icons. Not the other prerendered pages (they are kept as they are
 * visited) and not the preview PNGs (kept at runtime, with expiry).
 */
const PRECACHE = {
  globPatterns: [
    'index.html',
    OFFLINE_PAGE_PATH.slice(1),
    'assets/**/*.{js,css,woff2}',
    WEB_MANIFEST_PATH.slice(1),
    FAVICON_PATH.slice(1),
    'brand/*.{png,svg}',
  ],
  maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
  // Hashed names change with their content; Workbox need not add a revision.
  dontCacheBustURLsMatching: /^assets\//,
};

export interface BuiltServiceWorker {
  /** Hash of everything precached and of the worker's own code: equal builds make an equal sw.js. */
  version: string;
  precachedFiles: number;
  precachedBytes: number;
}

/**
 * Writes `sw.js` into the finished `clientDir`. It runs after vike's prerender on purpose: the
 * precache is read from the files actually written (vite-plugin-pwa runs inside the vite build,
 * before the prerender writes the offline page and the app shell, so it would miss them).
 */
export async function buildServiceWorker(clientDir: string, dataApiUrl: string): Promise<BuiltServiceWorker> {
  const options = { globDirectory: clientDir, ...PRECACHE };
  const { manifestEntries, warnings } = await getManifest(options);
  failOnWarnings(warnings);
  const precached = new Set(manifestEntries.map((entry) => entry.url));
  const missing = REQUIRED_FILES.filter((file) => !precached.has(file));
  if (missing.length > 0) throw new Error(`Service worker: nothing to precache for ${missing.join(', ')}`);
  if (![...precached].some((url) => url.startsWith('assets/') && url.endsWith('.js'))) {
    throw new Error('Service worker: no hashed scripts under assets/ to precache');
  }

  const source = await bundleSource(dataApiUrl);
  const version = createHash('sha256')
    .update(JSON.stringify([manifestEntries, source]))
    .digest('hex')
    .slice(0, 16);
  const workDir = await mkdtemp(join(tmpdir(), 'service-worker-'));
  try {
    const swSrc = join(workDir, 'sw.js');
    await writeFile(swSrc, source.replaceAll(VERSION_PLACEHOLDER, version));
    const result = await injectManifest({ ...options, swSrc, swDest: join(clientDir, SERVICE_WORKER_PATH) });
    failOnWarnings(result.warnings);
    return { version, precachedFiles: result.count, precachedBytes: result.size };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function bundleSource(dataApiUrl: string): Promise<string> {
  const result = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: {
      __APP_VERSION__: JSON.stringify(VERSION_PLACEHOLDER),
      __DATA_API_URL__: JSON.stringify(dataApiUrl),
      // Workbox prints its development logs unless told this is a production build.
      'process.env.NODE_ENV': '"production"',
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('Service worker: esbuild wrote nothing');
  return output.text;
}

function failOnWarnings(warnings: readonly string[]): void {
  if (warnings.length > 0) throw new Error(`Service worker precache is incomplete:\n${warnings.join('\n')}`);
}
