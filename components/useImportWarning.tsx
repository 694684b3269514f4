import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import type { Chain } from '../data/chains.ts';
import { importToken } from './importedTokens.ts';
import type { ImportableToken } from './TokenImport.tsx';

/** The warning's dialog loads when a link first names an unlisted token: most visits never show it. */
const LinkedTokenWarning = lazy(() =>
  import('./LinkedTokenWarning.tsx').then((module) => ({ default: module.LinkedTokenWarning })),
);

interface Asked {
  token: ImportableToken;
  answer: (imported: boolean) => void;
}

/**
 * The import warning for a token a link names (`/swap?outputCurrency=0x…`) that is on no list and was
 * never imported: a link is as easy to forge as a pasted address, so it gets the same warning before
 * it fills a form. `confirmImport` opens the warning and settles true once the reader imports the token,
 * false if they close it; `dialog` is what the page renders for it.
 */
export function useImportWarning(
  chain: Chain,
  /** The chain's block explorer, when it has one. */
  explorerUrl: string | undefined,
): {
  dialog: ReactNode;
  confirmImport: (token: ImportableToken) => Promise<boolean>;
} {
  const [asked, setAsked] = useState<Asked>();
  const imported = useRef(false);

  const confirmImport = useCallback(
    (token: ImportableToken) =>
      new Promise<boolean>((answer) => {
        imported.current = false;
        setAsked({ token, answer });
      }),
    [],
  );

  const dialog = asked ? (
    <Suspense fallback={null}>
      <LinkedTokenWarning
        token={asked.token}
        explorerUrl={explorerUrl}
        onImport={() => {
          importToken(chain, asked.token);
          imported.current = true;
        }}
        onClose={() => {
          asked.answer(imported.current);
          setAsked(undefined);
        }}
      />
    </Suspense>
  ) : null;

  return { dialog, confirmImport };
}
