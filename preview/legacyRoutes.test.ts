import { describe, expect, it } from 'vitest';
import { mayBeLegacyPath } from './legacyPathBases.ts';
import { LEGACY_ROUTES, legacyRedirectTarget } from './legacyRoutes.ts';
import { matchPageRoute } from './pageRoutes.ts';

const target = (path: string) => legacyRedirectTarget(new URL(path, 'https://site.invalid'));

describe('legacy liquidity routes', () => {
  it('covers the spec’s /pool and /pools family, and none of them is a page', () => {
    const spec = ['/pool', '/pools'].flatMap((base) =>
      ['', '/v2', '/find', '/new', '/:tokenId'].map((variant) => base + variant),
    );
    expect(LEGACY_ROUTES.map(({ pattern }) => pattern).sort()).toEqual(spec.sort());
    for (const path of ['/pool', '/pools/v2', '/pool/find', '/pools/new', '/pool/12']) {
      expect(matchPageRoute(path), path).toBeUndefined();
    }
  });

  it('sends each to its current page, as the Uniswap app does', () => {
    expect(target('/pool')).toBe('/positions');
    expect(target('/pools/')).toBe('/positions');
    expect(target('/pool/v2')).toBe('/positions');
    expect(target('/pools/find')).toBe('/positions');
    expect(target('/pool/new')).toBe('/positions/create');
    expect(target('/pools/new?utm=x')).toBe('/positions/create');
  });

  it('sends a token id to its V3 position on the chain its query names, Ethereum otherwise', () => {
    expect(target('/pool/1234')).toBe('/positions/v3/ethereum/1234');
    expect(target('/pools/1234?chain=base')).toBe('/positions/v3/base/1234');
    expect(target('/pools/1234?chain=Base')).toBe('/positions/v3/base/1234');
    expect(target('/pool/1234?chain=nowhere')).toBe('/positions/v3/ethereum/1234');
    expect(target('/pool/%3Cx%3E')).toBe('/positions/v3/ethereum/%3Cx%3E');
  });

  it('lands every legacy route on a page route', () => {
    for (const route of LEGACY_ROUTES) {
      const path = route.target({ tokenId: '7' }, new URLSearchParams());
      expect(matchPageRoute(new URL(path, 'https://site.invalid').pathname), route.pattern).toBeDefined();
    }
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/positions', '/pool/1/2', '/poolside', '/explore/pools/ethereum/0x1']) {
      expect(target(path), path).toBeUndefined();
    }
  });

  it('the client router’s cheap check lets every legacy path through and stops the pages', () => {
    for (const path of ['/pool', '/pools/', '/pool/v2', '/pools/find', '/pool/new', '/pools/1234']) {
      expect(target(path), path).toBeDefined();
      expect(mayBeLegacyPath(path), path).toBe(true);
    }
    for (const path of ['/', '/positions', '/explore/pools', '/poolsx', '/explore/pools/ethereum/0x1']) {
      expect(mayBeLegacyPath(path), path).toBe(false);
    }
  });
});
