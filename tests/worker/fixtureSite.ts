import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encode as encodePng } from 'fast-png';
import { FIRST_ANSWER_SLOT_ATTRIBUTE, FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import { renderPreviewTags } from '../../preview/metaTags.ts';
import {
  POOL_PAGE,
  PORTFOLIO_ADDRESS_PAGE,
  PORTFOLIO_ADDRESS_TAB_PAGE,
  POSITION_PAGES,
  shellPathOf,
  TOKEN_LAUNCH_PAGE,
  TOKEN_PAGE,
} from '../../preview/pagePaths.ts';
import { defaultPagePreview } from '../../preview/pagePreview.ts';
import { PREVIEW_CONSTANTS } from '../../preview/previewConstants.ts';
import { INTER_FONT_FILES } from '../../preview/previewFonts.ts';
import { previewImagePath, previewRecordPath } from '../../preview/previewImagePath.ts';
import { tokenPreviewRecord } from '../../preview/tokenPreview.ts';
import { APP_ROOT_ID } from '../../renderer/appRoot.ts';
import { TOKENS } from './fixtureData.ts';

/**
 * A tiny built site in the shape of dist/client, so the worker tests never need a real build. In the
 * checkout's own cache, not node_modules: checkouts sharing one node_modules must not write one site.
 */
export const FIXTURE_SITE_DIR = join(import.meta.dirname, '../../.cache/worker-fixture-site');

const ORIGIN_AT_BUILD = 'https://build.example';
export const PRERENDERED_PNG_SIZE = PREVIEW_CONSTANTS.image;

export function buildFixtureSite(): string {
  const tagged = (path: string) => renderPreviewTags(defaultPagePreview(path), ORIGIN_AT_BUILD);
  write('/index.html', page(tagged('/'), 'home'));
  write(
    `/explore/tokens/ethereum/${TOKENS.prerendered}/index.html`,
    page(tagged('/prerendered'), 'prerendered'),
  );
  write(
    `/explore/tokens/ethereum/${TOKENS.prerenderedSlow}/index.html`,
    page(tagged('/prerendered-slow'), 'slow'),
  );
  write('/swap/index.html', page('', 'swap'));
  const slot = (name: string) =>
    `<span class="skeleton" style="width:160px" aria-hidden="true" ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${name}"></span>`;
  write(
    `${shellPathOf(TOKEN_PAGE)}/index.html`,
    page(
      '',
      `token shell<h1>${slot(FIRST_ANSWER_SLOTS.tokenName)}</h1><p>${slot(FIRST_ANSWER_SLOTS.tokenSymbol)}</p><p class="price">${slot(FIRST_ANSWER_SLOTS.tokenPrice)}</p>`,
    ),
  );
  // The build may tag a shell like any page (for its own `_shell` URL): the worker replaces those tags.
  const poolShell = shellPathOf(POOL_PAGE);
  write(
    `${poolShell}/index.html`,
    page(
      tagged(poolShell),
      `pool shell<h1>${slot(FIRST_ANSWER_SLOTS.poolPair)}</h1><p class="pool-read-only small muted" role="note" ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.poolReadOnlyNote}"></p>`,
    ),
  );
  // The portfolio's shells mark the skeleton of the total, which the edge fills (worker/firstAnswer.ts).
  const portfolioShell = page(
    '',
    `<main><p class="portfolio-total"><span class="skeleton" style="width:200px;height:40px" aria-hidden="true" ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.portfolioTotal}"></span></p></main>`,
  );
  write(`${shellPathOf(PORTFOLIO_ADDRESS_PAGE)}/index.html`, portfolioShell);
  write(`${shellPathOf(PORTFOLIO_ADDRESS_TAB_PAGE)}/index.html`, portfolioShell);
  // A position page's shell, tagged by the build for its own `_shell` URL like the pool's.
  for (const pattern of [POSITION_PAGES.v3, POSITION_PAGES.v4]) {
    write(
      `${shellPathOf(pattern)}/index.html`,
      page(
        tagged(shellPathOf(pattern)),
        `position shell<figure class="position-image" style="width:290px" ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.positionImage}"><span class="skeleton" style="width:290px;height:500px" aria-hidden="true"></span></figure>`,
      ),
    );
  }
  write('/explore/toucan/report.json', '{"not":"html"}');
  // The launch shell, tagged by the build for its own `_shell` URL.
  write(
    `${shellPathOf(TOKEN_LAUNCH_PAGE)}/index.html`,
    page(tagged(shellPathOf(TOKEN_LAUNCH_PAGE)), 'launch shell'),
  );
  write('/robots.txt', 'User-agent: *\n');
  // vike prerenders its _error page here: the not-found page browsers get.
  write('/404.html', page('', 'page not found'));
  write(previewImagePath('token', 'ethereum', TOKENS.prerendered, 'prerendered'), prerenderedPng());
  const recordOnly = tokenPreviewRecord(
    { chain: 'ETHEREUM', address: TOKENS.recordOnly, symbol: 'BUILT', name: 'Built Record', logoUrl: null },
    { brandName: 'Uniswap' },
    'prerendered',
  );
  if (recordOnly) write(previewRecordPath(recordOnly.imagePath), JSON.stringify(recordOnly));
  for (const { path } of INTER_FONT_FILES) {
    const file = path.replace('/fonts/', '');
    write(path, readFileSync(join(import.meta.dirname, '../../node_modules/@fontsource/inter/files', file)));
  }
  return FIXTURE_SITE_DIR;
}

function page(tags: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">${tags}<script>window.app=1</script></head><body><div id="${APP_ROOT_ID}">${body}</div></body></html>`;
}

function prerenderedPng(): Uint8Array {
  const { width, height } = PRERENDERED_PNG_SIZE;
  return encodePng({
    width,
    height,
    data: new Uint8Array(width * height * 3).fill(90),
    channels: 3,
    depth: 8,
  });
}

/** Writes only what changed: the config is loaded by more than one process while tests already run. */
function write(path: string, body: string | Uint8Array): void {
  const target = join(FIXTURE_SITE_DIR, path);
  const bytes =
    typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (existsSync(target) && readFileSync(target).equals(bytes)) return;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
}
