import { useCallback, useEffect, useRef, useState } from 'react';
import { CurrencySelect } from '../components/CurrencySelect.tsx';
import { useHydrated } from '../components/useHydrated.ts';
import { WalletButton } from '../wallet/WalletButton.tsx';
import { SiteNavigation } from './SiteNavigation.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import './TopBar.css';

const brandName = import.meta.env.BUILD_BRAND_NAME;
const MENU_ID = 'top-bar-menu';

/** What the account menu shows of the account's holdings: loaded with the wallet's code, not the page's. */
const loadAccountHoldings = () =>
  import('../balances/accountHoldings.tsx').then((module) => module.accountHoldings);
const FOCUSABLE = 'a[href], button:not(:disabled), select:not(:disabled), input:not(:disabled)';

/**
 * The site's top bar: brand, destinations, currency, theme, wallet. On a phone the destinations,
 * currency and theme fold into a sheet behind the Menu button (the wallet stays in the bar); while the
 * sheet is open the page behind it is inert, Tab cycles between the button and the sheet, and Escape,
 * the button, a press beside it or a new page close it.
 */
export function TopBar({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the sheet
  useEffect(closeMenu, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const page = document.getElementById('main');
    const root = document.documentElement;
    page?.setAttribute('inert', '');
    root.classList.add('top-bar-menu-open');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setMenuOpen(false);
        menuButton.current?.focus();
      } else if (event.key === 'Tab') {
        const stops = [
          menuButton.current,
          ...(sheet.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
        ].filter((stop): stop is HTMLElement => stop?.checkVisibility() === true);
        const at = stops.indexOf(document.activeElement as HTMLElement);
        const step = event.shiftKey ? -1 : 1;
        event.preventDefault();
        stops[at === -1 ? 0 : (at + step + stops.length) % stops.length]?.focus();
      }
    };
    // Widened past the phone layout (the button is gone): the sheet is the inline bar again.
    const onResize = () => {
      if (!menuButton.current?.checkVisibility()) setMenuOpen(false);
    };
    // A press on the bar beside the sheet (brand, wallet) closes it: the wallet's own dialog then owns Tab.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!sheet.current?.contains(target) && !menuButton.current?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      page?.removeAttribute('inert');
      root.classList.remove('top-bar-menu-open');
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [menuOpen]);

  return (
    <header className="top-bar" data-ready={hydrated || undefined}>
      <a className="brand" href="/" aria-label={`${brandName} home`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <circle cx="12" cy="12" r="11" fill="var(--accent)" />
          <path d="M7 14c2-5 8-5 10 0" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
        </svg>
        <span>{brandName}</span>
      </a>
      <div id={MENU_ID} ref={sheet} className="top-bar-menu" data-open={menuOpen || undefined}>
        <SiteNavigation pathname={pathname} onNavigate={closeMenu} />
        <div className="top-bar-settings">
          <span className="top-bar-settings-title small muted" aria-hidden="true">
            Currency and theme
          </span>
          <CurrencySelect />
          <ThemeToggle />
        </div>
      </div>
      <WalletButton loadHoldings={loadAccountHoldings} />
      <button
        ref={menuButton}
        type="button"
        className="icon-button top-bar-menu-button"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </header>
  );
}
