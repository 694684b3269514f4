import type { Address } from 'viem';

/**
 * UniswapX's limit orders on the local chain. The reactor and the quoter sit at the addresses the
 * UniswapX SDK names for Ethereum (its `Dutch` reactor, the ExclusiveDutchOrderReactor that the real
 * app's limit orders go to, and its order quoter; a test holds them equal to the SDK's tables). The
 * executor is a filler's own contract (no SDK address): SwapRouter02Executor, which the local filler
 * (`LIMIT_ORDER_FILLER`, impersonated, no key) alone may call, at a fixed local address.
 */
export const LIMIT_ORDER_CONTRACTS = {
  reactor: '0x6000da47483062A0D734Ba3dc7576Ce6A0B645C4',
  orderQuoter: '0xc6ef4C96Ee89e48Eff1C35545DBEED4Ad8dAC9D4',
  executor: '0xf111e40000000000000000000000000000000F11',
} as const satisfies Record<string, Address>;

/** The local filler: the executor's whitelisted caller and owner. */
export const LIMIT_ORDER_FILLER: Address = '0xF111e70000000000000000000000000000f111e7';
