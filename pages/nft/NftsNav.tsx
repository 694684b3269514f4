import '../../components/PageTabs.css';
import { NFTS_PAGE, NFTS_PROFILE_PAGE } from '../../preview/sitePages.ts';

const LINKS = [
  { href: NFTS_PAGE, label: 'Collections', key: 'collections' },
  { href: NFTS_PROFILE_PAGE, label: 'Your NFTs', key: 'profile' },
] as const;

/** The NFT section's own tabs: browse collections, or see the connected wallet's NFTs. */
export function NftsNav({ current }: { current: (typeof LINKS)[number]['key'] }) {
  return (
    <nav className="page-tabs nfts-nav" aria-label="NFTs">
      {LINKS.map((link) => (
        <a key={link.key} href={link.href} aria-current={link.key === current ? 'page' : undefined}>
          {link.label}
        </a>
      ))}
    </nav>
  );
}
