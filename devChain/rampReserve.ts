import { keccak256, parseEther, stringToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

/**
 * The local test provider's reserve: the account its buys are paid from and its sells are paid to, on the
 * local chain only. Its key is derived from a public phrase, like Hardhat's test keys: public by design,
 * so it must never hold value anywhere else. The chain funds it at start (chain/rampReserve.ts) and the
 * embedded backend signs its transfers (backend/ramp/).
 */
export const RAMP_RESERVE_PRIVATE_KEY = keccak256(stringToHex('local test provider reserve'));
export const RAMP_RESERVE_ADDRESS = privateKeyToAddress(RAMP_RESERVE_PRIVATE_KEY);

/** What the reserve starts with: ETH to deliver and pay gas with, and $10 M of each seeded token. */
export const RAMP_RESERVE_FUNDS = { eth: parseEther('1000'), usdPerToken: 10_000_000 } as const;
