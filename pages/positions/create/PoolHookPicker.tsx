import type { Address } from 'viem';
import { hookLabel } from '../../../components/HookBadge.tsx';

/**
 * The V4 pools of a pair at one fee tier to choose from: the pool without a hook, and one per hook the
 * Data API lists there (and the hook a link names, listed or not). V4 keeps one pool per hook, so the
 * choice is which pool the position goes into.
 */
export function PoolHookPicker({
  hook,
  listed,
  onHook,
}: {
  hook: Address | undefined;
  listed: readonly string[];
  onHook: (hook: Address | undefined) => void;
}) {
  const hooks = hook && !listed.some((address) => sameHook(address, hook)) ? [...listed, hook] : listed;
  if (hooks.length === 0) return null;
  return (
    <fieldset className="flow-row flow-choices" data-testid="pool-hook">
      <legend className="small muted">Pool</legend>
      <button
        type="button"
        className="flow-choice"
        aria-pressed={hook === undefined}
        data-testid="pool-hook-none"
        onClick={() => onHook(undefined)}
      >
        <strong>No hook</strong>
      </button>
      {hooks.map((address) => (
        <button
          key={address}
          type="button"
          className="flow-choice"
          aria-pressed={hook !== undefined && sameHook(address, hook)}
          title={address}
          data-testid={`pool-hook-${address.toLowerCase()}`}
          onClick={() => onHook(address as Address)}
        >
          <strong>{hookLabel(address)}</strong>
        </button>
      ))}
    </fieldset>
  );
}

function sameHook(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
