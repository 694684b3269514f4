import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes an open popover (the account and network menus, the swap settings) when a press lands outside
 * `root` or Escape is pressed, as every menu of the kind does.
 */
export function usePopoverDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void) {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) latestClose.current();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, root]);
}
