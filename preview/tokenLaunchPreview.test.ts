import { describe, expect, it } from 'vitest';
import { renderPreviewTags } from './metaTags.ts';
import { matchPageRoute } from './pageRoutes.ts';
import {
  tokenLaunchPageAddress,
  tokenLaunchPagePreview,
  UNKNOWN_TOKEN_LAUNCH_TEXT,
  unknownTokenLaunchPreview,
} from './tokenLaunchPreview.ts';

const AUCTION = '0x0469eB38E154C9Bf7CD75CD353A1d55fb276bea6';
const brand = { title: 'Swap Site', brandName: 'Swapper' };

describe('token launch previews', () => {
  it('names the launch, its symbol and its phase, escaped, on the canonical path', () => {
    const preview = tokenLaunchPagePreview(
      {
        auctionAddress: AUCTION,
        name: '<script>alert(1)</script> "Coin"',
        symbol: '<b>X</b>',
        description: 'Sells <img src=x onerror=alert(1)>.',
        phase: 'LIVE',
      },
      brand,
    );
    expect(preview.title).toBe('<script>alert(1)</script> "Coin" (<b>X</b>) token launch on Swapper');
    expect(preview.description).toBe('Auction live: bids are open. Sells <img src=x onerror=alert(1)>.');
    const tags = renderPreviewTags(preview, 'https://app.example', brand.brandName);
    expect(tags).not.toMatch(/<script|<b>|<img/);
    expect(tags).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;Coin&quot; (&lt;b&gt;X&lt;/b&gt;) token launch on Swapper</title>',
    );
    expect(tags).toContain(`content="https://app.example/explore/toucan/${AUCTION.toLowerCase()}"`);
  });

  it('leaves the phase out when the chain did not say, and cuts a long description', () => {
    const preview = tokenLaunchPagePreview({
      auctionAddress: AUCTION,
      name: 'Aurora',
      symbol: 'AUR',
      description: 'word '.repeat(100),
      phase: null,
    });
    expect(preview.description?.startsWith('word word')).toBe(true);
    expect(preview.description?.length).toBeLessThanOrEqual(200);
    expect(preview.description?.endsWith('…')).toBe(true);
  });

  it('says so for an address no launch sells at', () => {
    const preview = unknownTokenLaunchPreview('/explore/toucan/0xdead', brand);
    expect(preview.title).toBe('Token launch not found on Swapper');
    expect(preview.description).toBe(UNKNOWN_TOKEN_LAUNCH_TEXT);
  });

  it('routes /explore/toucan/{id} to the launch preview and reads only an address from it', () => {
    expect(matchPageRoute(`/explore/toucan/${AUCTION}`)?.route.preview).toBe('launch');
    expect(tokenLaunchPageAddress(`/explore/toucan/${AUCTION}/`)).toBe(AUCTION.toLowerCase());
    expect(tokenLaunchPageAddress('/explore/toucan/aurora')).toBeUndefined();
    expect(tokenLaunchPageAddress('/explore/toucan/_shell')).toBeUndefined();
  });
});
