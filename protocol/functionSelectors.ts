/**
 * Selectors of protocol functions called as plain JSON-RPC, without an ABI library: the pool page asks
 * StateView's `getSlot0(bytes32)` on every visit and must not load viem for it (trading/poolTradability.ts).
 * `protocolAbis.test.ts` checks each against its ABI slice.
 */
export const GET_SLOT0_SELECTOR = '0xc815641c';
