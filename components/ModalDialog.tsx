import type { ReactNode } from 'react';
import './ModalDialog.css';
import { useModalDialog } from './useModalDialog.ts';

/**
 * A modal dialog with its title and a close button (focus stays inside, Escape closes). It opens as it
 * mounts and calls `onClose` however it closes; `children` may take `close` to close it from inside.
 * It wears the shared dialog frame; `className` sets the dialog's own size and layout.
 */
export function ModalDialog({
  className,
  titleId,
  title,
  onClose,
  children,
}: {
  className: string;
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode | ((close: () => void) => ReactNode);
}) {
  const { ref, close, onCloseEvent } = useModalDialog(onClose);

  return (
    <dialog
      ref={ref}
      className={`modal-dialog ${className}`}
      aria-labelledby={titleId}
      onClose={onCloseEvent}
    >
      <div className="modal-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={close}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {typeof children === 'function' ? children(close) : children}
    </dialog>
  );
}
