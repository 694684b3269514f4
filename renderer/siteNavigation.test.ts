import { describe, expect, it } from 'vitest';
import { currentDestination, isDestinationGroup, SITE_NAVIGATION } from './siteNavigation.ts';

describe('currentDestination', () => {
  const labelOf = (pathname: string) => currentDestination(pathname)?.label;

  it('names the destination of each section and of its subpages', () => {
    expect(labelOf('/swap')).toBe('Swap');
    expect(labelOf('/send')).toBe('Send');
    expect(labelOf('/buy')).toBe('Buy');
    expect(labelOf('/sell')).toBe('Sell');
    expect(labelOf('/limit')).toBe('Limit');
    expect(labelOf('/limits')).toBe('Limit');
    expect(labelOf('/explore')).toBe('Tokens');
    expect(labelOf('/explore/tokens/ethereum')).toBe('Tokens');
    expect(labelOf('/explore/tokens/base/0xabc')).toBe('Tokens');
    expect(labelOf('/tokens/ethereum')).toBe('Tokens');
    expect(labelOf('/explore/pools')).toBe('Pools');
    expect(labelOf('/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640')).toBe('Pools');
    expect(labelOf('/explore/transactions/base')).toBe('Transactions');
    expect(labelOf('/nfts/collection/0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d')).toBe('NFTs');
    expect(labelOf('/portfolio/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/activity')).toBe('Portfolio');
  });

  it('names none for the home page and pages outside every section', () => {
    expect(labelOf('/')).toBeUndefined();
    expect(labelOf('/no-such-page')).toBeUndefined();
    // A shared prefix is not a section: /swapped is not under /swap, /explorer not under /explore.
    expect(labelOf('/swapped')).toBeUndefined();
    expect(labelOf('/explorer')).toBeUndefined();
  });
});

describe('SITE_NAVIGATION', () => {
  it('holds the ten destinations once each, Trade and Explore as menus', () => {
    const destinations = SITE_NAVIGATION.flatMap((entry) =>
      isDestinationGroup(entry)
        ? entry.destinations.map((d) => `${entry.label}/${d.label} ${d.href}`)
        : [`${entry.label} ${entry.href}`],
    );
    expect(destinations).toEqual([
      'Trade/Swap /swap',
      'Trade/Limit /limit',
      'Trade/Buy /buy',
      'Trade/Sell /sell',
      'Trade/Send /send',
      'Explore/Tokens /explore',
      'Explore/Pools /explore/pools',
      'Explore/Transactions /explore/transactions',
      'NFTs /nfts',
      'Portfolio /portfolio',
    ]);
  });
});
