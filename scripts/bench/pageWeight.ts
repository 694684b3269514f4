import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { walletCodeOnConnect } from './walletOnConnect.ts';

const CLIENT_DIR = 'dist/client';

/** One prerendered page per kind of route: what a first visit downloads before any interaction. */
const ROUTES = {
  home: '/',
  'explore pools': '/explore/pools/ethereum',
  'explore transactions': '/explore/transactions/ethereum',
  token: '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  pool: '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
  'token shell': '/explore/tokens/_shell/_shell',
  portfolio: '/portfolio',
  'portfolio address shell': '/portfolio/_shell/_shell',
  nfts: '/nfts',
  'nft collection shell': '/nfts/collection/_shell',
  positions: '/positions',
  'position shell': '/positions/v3/_shell/_shell',
  swap: '/swap',
  send: '/send',
  limit: '/limit',
  limits: '/limits',
  buy: '/buy',
  sell: '/sell',
  'create position': '/positions/create',
  'create position v3': '/positions/create/v3',
  add: '/add',
  'remove shell': '/remove/_shell',
  'migrate v2': '/migrate/v2',
  'migrate v3 shell': '/migrate/v3/_shell/_shell',
  'passkey sign-in': '/auth/passkey/extension',
  'manage passkeys shell': '/manage/passkey/_shell',
  'extension uninstall': '/extension/uninstall',
  'token launch shell': '/explore/toucan/_shell',
  vote: '/vote',
  'proposal shell': '/vote/_shell',
  'create proposal': '/create-proposal',
};

/** Budgets of the issues: pages without trading, and `/swap` (which loads its execution code at Review). */
const PAGE_JS_BUDGET_GZIP = 150 * 1024;
const SWAP_PAGE_JS_BUDGET_GZIP = 250 * 1024;
/** The pages that trade or write liquidity (their wallet and trading code may load with them): 250 KB. */
const TRADING_ROUTES = [
  'swap',
  'send',
  'limit',
  'create position',
  'create position v3',
  'add',
  'remove shell',
  'migrate v2',
  'migrate v3 shell',
  'token launch shell',
  // Its form's Submit (a proposal from the wallet) is its first screen.
  'create proposal',
];

/**
 * First-load JavaScript and CSS per route (raw and gzip) read from the built HTML: the scripts and
 * module preloads it names (the lazily loaded chart library is listed apart), and its stylesheets; and
 * what a Connect click then loads, measured in Chromium.
 */
export default async function pageWeight(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html')))
    throw new Error('No build in dist/client: run `npm run build` first');
  const rows = Object.entries(ROUTES).map(([name, path]) => {
    const html = readFileSync(join(CLIENT_DIR, path, 'index.html'), 'utf8');
    const js = weigh(
      assetPaths(html, /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
    );
    const css = weigh(assetPaths(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g));
    const page = { raw: Buffer.byteLength(html), gzip: gzipSync(html).byteLength };
    return { route: name, path, js, css, html: page };
  });
  console.table(
    rows.map((r) => ({
      route: r.route,
      'JS files': r.js.files,
      'JS KB': kb(r.js.raw),
      'JS KB gzip': kb(r.js.gzip),
      'CSS KB': kb(r.css.raw),
      'CSS KB gzip': kb(r.css.gzip),
      'HTML KB': kb(r.html.raw),
      'HTML KB gzip': kb(r.html.gzip),
    })),
  );
  const chart = lazyChartChunk();
  if (chart)
    console.log(
      `lazy chart library (token and pool pages, on view): ${kb(chart.raw)} KB, ${kb(chart.gzip)} KB gzip`,
    );
  for (const row of rows) {
    const budget = TRADING_ROUTES.includes(row.route) ? SWAP_PAGE_JS_BUDGET_GZIP : PAGE_JS_BUDGET_GZIP;
    const within = row.js.gzip <= budget ? 'within' : 'OVER';
    console.log(
      `${row.route} first-load JS: ${kb(row.js.gzip)} KB gzip (${within} the ${kb(budget)} KB budget)`,
    );
  }
  const execution = lazyChunkHolding('Universal Router');
  if (execution)
    console.log(
      `lazy swap execution code (/swap, at Review): ${kb(execution.raw)} KB, ${kb(execution.gzip)} KB gzip`,
    );
  const wallet = await walletCodeOnConnect(CLIENT_DIR);
  console.log(
    `wallet code a Connect click loads (home, Chromium): ${wallet.files} files, ${kb(wallet.raw)} KB, ${kb(wallet.gzip)} KB gzip`,
  );
  for (const { js, ...row } of rows)
    console.log(
      JSON.stringify({ bench: 'pageWeight', ...row, js: { files: js.files, raw: js.raw, gzip: js.gzip } }),
    );
}

function assetPaths(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((m) => m[1] as string))];
}

function weigh(paths: readonly string[]) {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const bytes = readFileSync(join(CLIENT_DIR, path));
    raw += bytes.byteLength;
    gzip += gzipSync(bytes).byteLength;
  }
  return { files: paths.length, raw, gzip, paths };
}

/** The chart library's chunk: the client chunk that holds lightweight-charts' `createChart`. */
function lazyChartChunk() {
  return lazyChunkHolding('lightweight-charts');
}

/** The client chunk whose code contains `marker`. */
function lazyChunkHolding(marker: string) {
  const dir = join(CLIENT_DIR, 'assets/chunks');
  const file = readdirSync(dir).find((name) => readFileSync(join(dir, name), 'utf8').includes(marker));
  return file ? weigh([`/assets/chunks/${file}`]) : undefined;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What the top bar's wallet loads on demand: the chunk holding the wallet picker and every chunk it
 * imports, less what the page loaded already.
 */
