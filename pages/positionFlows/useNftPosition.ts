import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { usePosition } from '../../data/hooks/usePosition.ts';
import type { PositionRow } from '../../data/positionRow.ts';
import type { AppWallet } from '../../wallet/appWallet.ts';

/**
 * The position a `/remove/{tokenId}`, `/increase?tokenId` or `/migrate/v3/…` link names: the legacy
 * links carry no version, so both NFT contracts are asked, and the one the connected wallet holds is
 * preferred. `null`: neither has it; `undefined`: not answered yet, or the wallet is still resolving
 * (which one is the reader's, and whether the reader owns it, waits for it: no wrong answer meanwhile).
 */
export function useNftPosition(
  tokenId: string | undefined,
  wallet: Pick<AppWallet, 'address' | 'resolving'>,
  version?: 'v3' | 'v4',
): { position: PositionRow | null | undefined; error: Error | undefined } {
  const valid = tokenId !== undefined && /^\d{1,78}$/.test(tokenId) ? tokenId : undefined;
  // An NFT's answer does not depend on who asks: both are read at once, whoever the wallet turns out to be.
  const v3 = usePosition(DEFAULT_CHAIN.chain, version === 'v4' ? undefined : 'v3', valid);
  const v4 = usePosition(DEFAULT_CHAIN.chain, version === 'v3' ? undefined : 'v4', valid);
  if (tokenId !== undefined && !valid) return { position: null, error: undefined };
  const answers = [version !== 'v4' ? v3.data : null, version !== 'v3' ? v4.data : null];
  const error = v3.error ?? v4.error ?? undefined;
  if (wallet.resolving || answers.some((answer) => answer === undefined))
    return { position: undefined, error };
  const found = answers.filter((answer): answer is PositionRow => answer !== null && answer !== undefined);
  const owner = wallet.address?.toLowerCase();
  const owned = found.find((position) => owner && position.owner.toLowerCase() === owner);
  return { position: owned ?? found[0] ?? null, error };
}
