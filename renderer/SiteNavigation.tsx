import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  currentDestination,
  type Destination,
  type DestinationGroup,
  isDestinationGroup,
  SITE_NAVIGATION,
} from './siteNavigation.ts';

const hintId = (destination: Destination) => `nav-hint${destination.href.replaceAll('/', '-')}`;

/**
 * The site's destinations. On a wide screen each group is a menu button (Trade ▾, Explore ▾) whose
 * list drops down; on a phone the same lists show flat under their group's name inside the top bar's
 * sheet. Every link is in the prerendered HTML, so crawlers and pages without JavaScript have them all.
 */
export function SiteNavigation({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  const current = currentDestination(pathname);
  const [openGroup, setOpenGroup] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the open menu
  useEffect(() => setOpenGroup(undefined), [pathname]);
  const navigate = () => {
    setOpenGroup(undefined);
    onNavigate();
  };
  return (
    <nav aria-label="Main" className="site-nav">
      <ul className="site-nav-list">
        {SITE_NAVIGATION.map((entry) =>
          isDestinationGroup(entry) ? (
            <NavigationGroup
              key={entry.id}
              group={entry}
              current={current}
              open={openGroup === entry.id}
              onOpenChange={(open) => setOpenGroup(open ? entry.id : undefined)}
              onNavigate={navigate}
            />
          ) : (
            <li key={entry.href}>
              <DestinationLink destination={entry} current={current} onNavigate={navigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DestinationLink({
  destination,
  current,
  withHint = false,
  onNavigate,
}: {
  destination: Destination;
  current: Destination | undefined;
  withHint?: boolean;
  onNavigate: () => void;
}) {
  return (
    <a
      className={withHint ? 'site-nav-item' : 'site-nav-entry'}
      href={destination.href}
      aria-current={destination === current ? 'page' : undefined}
      aria-describedby={withHint ? hintId(destination) : undefined}
      onClick={onNavigate}
    >
      <span className="site-nav-label">{destination.label}</span>
      {withHint ? (
        // Out of the link's name (which stays the destination's label), read as its description.
        <span className="site-nav-hint" id={hintId(destination)} aria-hidden="true">
          {destination.hint}
        </span>
      ) : null}
    </a>
  );
}

/**
 * A disclosure menu: the button toggles its list; Escape closes it and puts focus back on the button,
 * as do a press outside and focus moving away; arrow keys walk the list.
 */
function NavigationGroup({
  group,
  current,
  open,
  onOpenChange,
  onNavigate,
}: {
  group: DestinationGroup;
  current: Destination | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}) {
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = `top-bar-${group.id}`;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !item.current?.contains(event.target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(item.current?.querySelectorAll<HTMLAnchorElement>('.site-nav-item') ?? [])];
    if (links.length === 0 || !toggle.current?.checkVisibility()) return;
    event.preventDefault();
    if (!open) flushSync(() => onOpenChange(true));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
    links[next]?.focus();
  };

  return (
    <li
      ref={item}
      className="site-nav-group"
      data-open={open || undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget))
          onOpenChange(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="site-nav-entry site-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-current={group.destinations.some((destination) => destination === current) || undefined}
        onClick={() => onOpenChange(!open)}
      >
        {group.label}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2.5 4.5 6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>
      <span className="site-nav-heading" aria-hidden="true">
        {group.label}
      </span>
      <ul className="site-nav-panel" id={listId} aria-label={group.label}>
        {group.destinations.map((destination) => (
          <li key={destination.href}>
            <DestinationLink destination={destination} current={current} withHint onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}
