import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateRequested } from '../../scripts/updateRequest.ts';
import { contentHash } from '../contentHash.ts';
import { CARD_TEMPLATE_HASH } from './cardTemplate.ts';

const PREVIEW_DIR = path.join(import.meta.dirname, '..');
const ROOT = path.join(PREVIEW_DIR, '..');
const HASH_FILE = path.join(import.meta.dirname, 'cardTemplate.ts');

/** What a card's pixels depend on besides its record. */
const TEMPLATE_SOURCES = [
  ...readdirSync(import.meta.dirname)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'cardTemplate.ts')
    .map((file) => path.join('preview/cards', file)),
  'preview/previewCard.ts',
  'preview/previewConstants.ts',
  'preview/previewFonts.ts',
  'preview/additionalAssets.ts',
  'preview/chainLogos.ts',
  'preview/logoColour.ts',
  'scripts/previews/previewSiteAssets.ts',
];
const TEMPLATE_PACKAGES = [
  'satori',
  '@resvg/resvg-js',
  '@resvg/resvg-wasm',
  'yoga-wasm-web',
  '@fontsource/inter',
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-sans-devanagari',
  '@fontsource/noto-sans-hebrew',
  '@fontsource/noto-sans-jp',
  '@fontsource/noto-sans-kr',
  '@fontsource/noto-sans-sc',
  '@fontsource/noto-sans-thai',
  '@twemoji/svg',
  '@web3icons/core',
];

describe('card template hash', () => {
  it('matches the card sources and package versions (UPDATE_TEMPLATE_HASH=1 rewrites it)', () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string }>;
    };
    const sources = TEMPLATE_SOURCES.sort().map((file) => [
      file,
      readFileSync(path.join(ROOT, file), 'utf8'),
    ]);
    const versions = TEMPLATE_PACKAGES.map((name) => [name, lock.packages[`node_modules/${name}`]?.version]);
    const hash = contentHash(JSON.stringify([sources, versions]));
    if (updateRequested('UPDATE_TEMPLATE_HASH') && hash !== CARD_TEMPLATE_HASH) {
      const text = readFileSync(HASH_FILE, 'utf8');
      writeFileSync(HASH_FILE, text.replace(`'${CARD_TEMPLATE_HASH}'`, `'${hash}'`));
      return;
    }
    expect(CARD_TEMPLATE_HASH, 'a card source or package changed: run UPDATE_TEMPLATE_HASH=1 npm test').toBe(
      hash,
    );
  });
});
