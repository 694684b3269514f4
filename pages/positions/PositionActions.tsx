import type { PositionRow } from '../../data/positionRow.ts';
import {
  createPositionPath,
  increasePositionPath,
  migrateV2Path,
  migrateV3Path,
  removePositionPath,
  removeV2Path,
  SWAP_NATIVE_CURRENCY,
} from '../../preview/pagePaths.ts';
import { BurnPosition } from '../positionFlows/BurnPosition.tsx';

/** What the owner can do with a position: links into the flows that do it, and the burn of a closed V3 one. */
export function PositionActions({ position }: { position: PositionRow }) {
  const currencyA = position.token0.address ?? SWAP_NATIVE_CURRENCY;
  const currencyB = position.token1.address ?? SWAP_NATIVE_CURRENCY;
  // A V3 or V4 position grows in its own range; a V2 share grows as any deposit into its pair does.
  const add =
    position.version === 'v2'
      ? createPositionPath('v2', position.chain, { currencyA, currencyB })
      : increasePositionPath(position.version, position.id);
  const remove =
    position.version === 'v2' ? removeV2Path(currencyA, currencyB) : removePositionPath(position.id);
  const migrate =
    position.version === 'v2'
      ? migrateV2Path(position.chain, position.id)
      : position.version === 'v3'
        ? migrateV3Path(position.chain, position.id)
        : undefined;
  return (
    <nav className="position-actions" aria-label="Position actions">
      <a className="button" href={add}>
        Add liquidity
      </a>
      {position.status === 'closed' ? (
        <BurnPosition position={position} />
      ) : (
        <a className="button secondary" href={remove}>
          Remove liquidity
        </a>
      )}
      {migrate && position.status !== 'closed' ? (
        <a className="button secondary" href={migrate}>
          Migrate to {position.version === 'v2' ? 'v3' : 'v4'}
        </a>
      ) : null}
    </nav>
  );
}
