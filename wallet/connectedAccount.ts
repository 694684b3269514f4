import type { Address } from 'viem';

/**
 * The connected account as a page that only reads it needs it (no signing): `unknown` until the wallet
 * code has said, so a page shows a placeholder rather than a wrong "connect a wallet".
 */
export type ConnectedAccount =
  | { status: 'unknown' }
  | { status: 'disconnected' }
  | { status: 'connected'; address: Address };

export const UNKNOWN_ACCOUNT: ConnectedAccount = { status: 'unknown' };
export const NO_ACCOUNT: ConnectedAccount = { status: 'disconnected' };
