import { describe, expect, it } from 'vitest';
import { isPositionImage, MAX_POSITION_IMAGE_BYTES, positionImageOfTokenUri } from './positionImage.ts';

const base64 = (text: string) =>
  btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
const metadataUri = (metadata: unknown) => `data:application/json;base64,${base64(JSON.stringify(metadata))}`;
const svg = `data:image/svg+xml;base64,${base64('<svg xmlns="http://www.w3.org/2000/svg"><text>Uniswap – USDC/WETH</text></svg>')}`;

describe('a position NFT’s image from its tokenURI', () => {
  it('is the metadata’s SVG data URL, as the position managers’ descriptors write it', () => {
    expect(positionImageOfTokenUri(metadataUri({ name: 'Uniswap - 0.05% - USDC/WETH', image: svg }))).toBe(
      svg,
    );
    expect(
      positionImageOfTokenUri(`data:application/json,${encodeURIComponent(JSON.stringify({ image: svg }))}`),
    ).toBe(svg);
  });

  it('is nothing for an image that would load or run anything, or is not SVG, or is too large', () => {
    for (const image of [
      'https://evil.example/track.png',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml;foo=bar,<svg/>',
      ' data:image/svg+xml;base64,PHN2Zy8+',
      `data:image/svg+xml;base64,${'A'.repeat(MAX_POSITION_IMAGE_BYTES)}`,
      42,
    ]) {
      expect(positionImageOfTokenUri(metadataUri({ image }))).toBeUndefined();
    }
  });

  it('accepts a plain UTF-8 SVG data URL up to the bound, and nothing past it', () => {
    const plain = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(isPositionImage(plain)).toBe(true);
    const atBound = `data:image/svg+xml;base64,${'A'.repeat(MAX_POSITION_IMAGE_BYTES - 26)}`;
    expect(isPositionImage(atBound)).toBe(true);
    expect(isPositionImage(`${atBound}A`)).toBe(false);
  });

  it('is nothing for a tokenURI that is not JSON metadata in a data URL', () => {
    for (const uri of [
      'https://example.com/1.json',
      'data:application/json;base64,%%%',
      'data:application/json,{',
    ]) {
      expect(positionImageOfTokenUri(uri)).toBeUndefined();
    }
  });
});
