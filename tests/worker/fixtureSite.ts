import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encode as encodePng } from 'fast-png';
import { renderPreviewTags } from '../../preview/metaTags.ts';
import { defaultPagePreview } from '../../preview/pagePreview.ts';
import { pageShellPath } from '../../preview/pageRoutes.ts';
import { INTER_FONT_FILES } from '../../preview/previewFonts.ts';
import { previewImagePath } from '../../preview/previewImagePath.ts';
import { TOKENS } from './fixtureData.ts';

/** A tiny built site in the shape of dist/client, so the worker tests never need a real build. */
export const FIXTURE_SITE_DIR = join(import.meta.dirname, '../../node_modules/.cache/worker-fixture-site');

const ORIGIN_AT_BUILD = 'https://build.example';
export const PRERENDERED_PNG_SIZE = { width: 1200, height: 630 };

export function buildFixtureSite(): string {
  rmSync(FIXTURE_SITE_DIR, { recursive: true, force: true });
  const tagged = (path: string) => renderPreviewTags(defaultPagePreview(path), ORIGIN_AT_BUILD);
  write('/index.html', page(tagged('/'), 'home'));
  write(
    `/explore/tokens/ethereum/${TOKENS.prerendered}/index.html`,
    page(tagged('/prerendered'), 'prerendered'),
  );
  write('/swap/index.html', page('', 'swap'));
  write(pageShellPath('/explore/tokens/:chainName/:tokenAddress'), page('', 'token shell'));
  write(pageShellPath('/explore/pools/:chainName/:poolAddress'), page('', 'pool shell'));
  write('/explore/toucan/report.json', '{"not":"html"}');
  write('/robots.txt', 'User-agent: *\n');
  write(previewImagePath('token', 'ethereum', TOKENS.prerendered, 'prerendered'), prerenderedPng());
  for (const { path } of INTER_FONT_FILES) {
    const file = path.replace('/fonts/', '');
    const target = join(FIXTURE_SITE_DIR, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(import.meta.dirname, '../../node_modules/@fontsource/inter/files', file), target);
  }
  return FIXTURE_SITE_DIR;
}

function page(tags: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">${tags}<script>window.app=1</script></head><body>${body}</body></html>`;
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

function write(path: string, body: string | Uint8Array): void {
  const target = join(FIXTURE_SITE_DIR, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, body);
}
