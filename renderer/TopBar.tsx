import { WalletButton } from '../wallet/WalletButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const brandName = import.meta.env.BUILD_BRAND_NAME;

const NAV = [
  { href: '/swap', label: 'Trade', section: '/swap' },
  { href: '/send', label: 'Send', section: '/send' },
  { href: '/explore', label: 'Explore', section: '/explore' },
  { href: '/explore/pools', label: 'Pools', section: '/explore/pools' },
  { href: '/explore/transactions', label: 'Transactions', section: '/explore/transactions' },
  { href: '/portfolio', label: 'Portfolio', section: '/portfolio' },
  { href: '/nfts', label: 'NFTs', section: '/nfts' },
];

/** The site's top bar: brand, sections, theme, wallet. */
export function TopBar({ pathname }: { pathname: string }) {
  const current = [...NAV].reverse().find((item) => pathname.startsWith(item.section))?.href;
  return (
    <header className="top-bar">
      <a className="brand" href="/" aria-label={`${brandName} home`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="12" cy="12" r="11" fill="var(--accent)" />
          <path d="M7 14c2-5 8-5 10 0" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
        <span>{brandName}</span>
      </a>
      <nav aria-label="Main">
        {NAV.map((item) => (
          <a key={item.href} href={item.href} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
        ))}
      </nav>
      <ThemeToggle />
      <WalletButton />
    </header>
  );
}
