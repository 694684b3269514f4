import { describe, expect, it } from 'vitest';
import { MAX_POSITION_IMAGE_BYTES } from '../protocol/positionImage.ts';
import { positionImageMarkup } from './positionImageMarkup.ts';

describe('the position NFT picture’s markup', () => {
  it('is a sized, named <img> of an accepted SVG data URL', () => {
    expect(positionImageMarkup('data:image/svg+xml;base64,PHN2Zy8+', '7')).toBe(
      '<img src="data:image/svg+xml;base64,PHN2Zy8+" width="290" height="500" alt="Position NFT #7">',
    );
  });

  it('escapes a UTF-8 picture so that nothing in it leaves the attribute', () => {
    const hostile = `data:image/svg+xml;utf8,<svg/>" onerror="alert(1)'><script>alert(2)</script>&amp;`;
    const markup = positionImageMarkup(hostile, '1"><b>') ?? '';
    // One element, four double-quoted attributes, no quote or bracket inside any value.
    const match = /^<img src="([^"'<>]*)" width="290" height="500" alt="([^"'<>]*)">$/.exec(markup);
    expect(match).not.toBeNull();
    const unescaped = (value = '') =>
      value
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    expect(unescaped(match?.[1])).toBe(hostile);
    expect(unescaped(match?.[2])).toBe('Position NFT #1"><b>');
  });

  it('is nothing for a picture that is not an SVG data URL, or too large', () => {
    for (const image of [
      'https://evil.example/track.svg',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      `data:image/svg+xml;base64,${'A'.repeat(MAX_POSITION_IMAGE_BYTES)}`,
      null,
      undefined,
    ]) {
      expect(positionImageMarkup(image, '1')).toBeUndefined();
    }
  });
});
