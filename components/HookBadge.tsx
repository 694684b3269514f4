import { shortAddress } from './formatNumbers.ts';

/** A V4 pool's hook as the Uniswap app names it: "Hook" and its shortened address. */
export function hookLabel(address: string): string {
  return `Hook ${shortAddress(address)}`;
}

/** The hook of a pool or position beside its version and fee badges; the whole address on hover. */
export function HookBadge({ address }: { address: string }) {
  return (
    <span className="badge" title={address} data-testid="hook-badge">
      {hookLabel(address)}
    </span>
  );
}
