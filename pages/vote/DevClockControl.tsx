import { useState } from 'react';
import { moveChainClock } from '../../devChain/moveChainClock.ts';
import { chainRpcUrlOf } from '../../wallet/defineAppChain.ts';
import { GOVERNANCE_CHAIN } from './governanceChain.ts';

/**
 * A developer's shortcut on the local chain only (never shown against a real network): a governor
 * counts its voting period in blocks and the Timelock waits two days, so this mines past them at once.
 */
export function DevClockControl({
  label,
  blocks,
  seconds,
  onMoved,
}: {
  label: string;
  blocks: bigint;
  seconds?: bigint;
  onMoved: () => void;
}) {
  const [state, setState] = useState<'idle' | 'moving' | { failed: string }>('idle');
  if (!GOVERNANCE_CHAIN.local) return null;
  return (
    <div className="dev-clock small">
      <span className="badge">Local chain</span>
      <button
        type="button"
        className="button secondary"
        data-testid="dev-clock"
        disabled={state === 'moving'}
        onClick={async () => {
          setState('moving');
          try {
            await moveChainClock(chainRpcUrlOf(GOVERNANCE_CHAIN), {
              blocks,
              ...(seconds ? { seconds } : {}),
            });
            setState('idle');
            onMoved();
          } catch (error) {
            setState({ failed: error instanceof Error ? error.message : String(error) });
          }
        }}
      >
        {state === 'moving' ? 'Mining…' : label}
      </button>
      {typeof state === 'object' ? (
        <span className="governance-error" role="alert">
          {state.failed}
        </span>
      ) : null}
    </div>
  );
}
