import type { Address } from 'viem';

/**
 * The local chain's hostile test ERC-20s: tokens of our own that misbehave the ways real tokens do, so
 * the product can be shown to survive them (chain/testTokens/*.sol holds each one's source and why).
 * Local chain only, and on no token list: a person meets them by pasting an address, as on mainnet.
 * The chain deploys them in this order from one deployer (chain/hostileTokens.ts), so each address is
 * fixed; it checks every address here when it starts.
 */
export const HOSTILE_TEST_TOKENS = {
  feeOnTransfer: {
    address: '0x235A5933850A23D75086ebCE20CC7bd3a449B8c2',
    contract: 'FeeOnTransferToken',
    behaviour: 'burns 1 % of every transfer',
  },
  bytes32Metadata: {
    address: '0x47CCc6dcEedC1e1b96ac7D112863AC6cA34C5168',
    contract: 'Bytes32MetadataToken',
    behaviour: 'answers name() and symbol() as bytes32 (MKR-style)',
  },
  revertingMetadata: {
    address: '0xdBf59158eC4cf02abAEbD0b378e3c870399d0fab',
    contract: 'RevertingMetadataToken',
    behaviour: 'name() and symbol() revert',
  },
  revertingDecimals: {
    address: '0x82611F4f99114441738aa4B28619B18De72312E6',
    contract: 'RevertingDecimalsToken',
    behaviour: 'decimals() reverts',
  },
  zeroDecimals: {
    address: '0xFE1b8b59E45C53b56Ae95AebE40117f1Dc60cc54',
    contract: 'ZeroDecimalsToken',
    behaviour: 'has 0 decimals',
  },
  maxDecimals: {
    address: '0x716807E3ea4A7C1dfb8d5C9E0F2FBb81A8De5112',
    contract: 'MaxDecimalsToken',
    behaviour: 'has 255 decimals',
  },
  revertingTransfer: {
    address: '0x316547cc0968E4Cc171ecd2dF954c035aB51fd0B',
    contract: 'RevertingTransferToken',
    behaviour: 'transfer() reverts (transferFrom works)',
  },
  falseTransfer: {
    address: '0x75Ed55F5aa136f565A86B901c410C6Ee526a0c92',
    contract: 'FalseTransferToken',
    behaviour: 'transfer() returns false and moves nothing (transferFrom works)',
  },
  rebasing: {
    address: '0xe053079E3928749a677cAa557b3F0edd2bC702da',
    contract: 'RebasingToken',
    behaviour: 'balanceOf changes without transfers: anyone may call rebase(index)',
  },
} as const satisfies Record<string, { address: Address; contract: string; behaviour: string }>;

export type HostileTokenKind = keyof typeof HOSTILE_TEST_TOKENS;
