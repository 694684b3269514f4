/** An EVM address as text: `0x` and 40 hex digits, in any case (a checksum, when wanted, is checked apart). */
export function isEvmAddress(text: string): boolean {
  return EVM_ADDRESS.test(text);
}

/** A V4 pool id as text: `0x` and 64 hex digits (V3 pools and V2 pairs are named by an address). */
export function isPoolId(text: string): boolean {
  return POOL_ID.test(text);
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const POOL_ID = /^0x[0-9a-fA-F]{64}$/;
