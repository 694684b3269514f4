import { type RefObject, useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown modal as it mounts, and told closed once. `close` reports it at once, within the
 * click that closed it: the browser fires its close event a task later, and what a page does on close
 * (clearing the form after a placed bid) must land before the next keystroke, not erase it. Escape
 * still closes through the event (`onCloseEvent`).
 */
export function useModalDialog(onClose: () => void): {
  ref: RefObject<HTMLDialogElement | null>;
  close: () => void;
  onCloseEvent: () => void;
} {
  const ref = useRef<HTMLDialogElement>(null);
  const reported = useRef(false);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const report = () => {
    if (reported.current) return;
    reported.current = true;
    onClose();
  };
  return {
    ref,
    close: () => {
      ref.current?.close();
      report();
    },
    onCloseEvent: report,
  };
}
