import { DEFAULT_CHAIN } from '../../data/chains.ts';
import { usePosition } from '../../data/hooks/usePosition.ts';
import type { PositionRow } from '../../data/positionRow.ts';

/**
 * The position a `/remove/{tokenId}` or `/increase?tokenId` link names: the legacy links carry no
 * version, so both NFT contracts are asked, and the one the connected wallet holds is preferred.
 * `null`: neither has it; `undefined`: not answered yet.
 */
export function useNftPosition(
  tokenId: string | undefined,
  owner: string | undefined,
  version?: 'v3' | 'v4',
): { position: PositionRow | null | undefined; error: Error | undefined } {
  const valid = tokenId !== undefined && /^\d{1,78}$/.test(tokenId) ? tokenId : undefined;
  const v3 = usePosition(DEFAULT_CHAIN.chain, version === 'v4' ? undefined : 'v3', valid, owner);
  const v4 = usePosition(DEFAULT_CHAIN.chain, version === 'v3' ? undefined : 'v4', valid, owner);
  if (tokenId !== undefined && !valid) return { position: null, error: undefined };
  const answers = [version !== 'v4' ? v3.data : null, version !== 'v3' ? v4.data : null];
  const error = v3.error ?? v4.error ?? undefined;
  if (answers.some((answer) => answer === undefined)) return { position: undefined, error };
  const found = answers.filter((answer): answer is PositionRow => answer !== null && answer !== undefined);
  const owned = found.find((position) => owner && position.owner.toLowerCase() === owner.toLowerCase());
  return { position: owned ?? found[0] ?? null, error };
}
