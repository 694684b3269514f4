import type { Hex } from 'viem';

/**
 * The local chain's funded dev account: Hardhat's first well-known test key, public by design. The app
 * offers it as the built-in dev wallet on the local chain only; it must never hold value anywhere else.
 */
export const DEV_ACCOUNT_PRIVATE_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const DEV_ACCOUNT_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
