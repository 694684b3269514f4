import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser.ts';

describe('a prerendered token page without JavaScript', () => {
  it('carries the name, price and stats in its HTML', async () => {
    const response = await fetch(
      siteUrl('/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<body'));
    const text = body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(/USD\s?Coin/);
    expect(text).toMatch(/\$\s*(0\.99\d*|1\.00)/);
    for (const stat of ['TVL', 'Market cap', 'FDV', '1 day volume', '52W high', '52W low']) {
      expect(text).toMatch(new RegExp(`${stat}\\s+\\$[\\d.,]+[KMB]?`));
    }
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /^<!DOCTYPE html>\s*<html[^>]*>\s*<head>\s*<meta charset="utf-8">\s*<meta name="viewport"[^>]*>\s*<title>/,
    );
  });
});
