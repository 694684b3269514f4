import { ModalDialog } from './ModalDialog.tsx';
import { type ImportableToken, TokenImportWarning } from './TokenImport.tsx';

/**
 * The import warning a link's unlisted token gets, as a modal dialog (useImportWarning.tsx opens it).
 * `onImport` runs before the dialog closes, so `onClose` sees the token imported.
 */
export function LinkedTokenWarning({
  token,
  explorerUrl,
  onImport,
  onClose,
}: {
  token: ImportableToken;
  explorerUrl: string | undefined;
  onImport: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      className="swap-dialog"
      titleId="linked-token-warning-title"
      title="This link names an unlisted token"
      onClose={onClose}
    >
      {(close) => (
        <TokenImportWarning
          token={token}
          explorerUrl={explorerUrl}
          onBack={close}
          onImport={() => {
            onImport();
            close();
          }}
        />
      )}
    </ModalDialog>
  );
}
