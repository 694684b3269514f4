/**
 * The real networks the dataset covers (the spec's Chain list minus testnets and Solana). Testnets,
 * UNKNOWN_CHAIN and any name not here answer empty.
 */
export interface ChainInfo {
  name: ChainName;
  chainId: number;
  native: { symbol: string; name: string; decimals: number; logo: string; address: string | null };
  /** Chains where the dataset builds liquidity pools (the Uniswap SDK knows their factories). */
  hasPools: boolean;
}

export type ChainName =
  | 'ETHEREUM'
  | 'ARBITRUM'
  | 'OPTIMISM'
  | 'POLYGON'
  | 'BASE'
  | 'BNB'
  | 'AVALANCHE'
  | 'CELO'
  | 'BLAST'
  | 'ZORA'
  | 'ZKSYNC'
  | 'UNICHAIN'
  | 'WORLDCHAIN'
  | 'SONEIUM';

const ETH = { symbol: 'ETH', name: 'Ethereum', decimals: 18, logo: 'eth', address: null };

/** Polygon's and Celo's native tokens also live at fixed contract addresses (spec section 5). */
export const CHAINS: readonly ChainInfo[] = [
  { name: 'ETHEREUM', chainId: 1, native: ETH, hasPools: true },
  { name: 'ARBITRUM', chainId: 42161, native: ETH, hasPools: true },
  { name: 'OPTIMISM', chainId: 10, native: ETH, hasPools: true },
  {
    name: 'POLYGON',
    chainId: 137,
    native: {
      symbol: 'POL',
      name: 'Polygon Ecosystem Token',
      decimals: 18,
      logo: 'matic',
      address: '0x0000000000000000000000000000000000001010',
    },
    hasPools: true,
  },
  { name: 'BASE', chainId: 8453, native: ETH, hasPools: true },
  {
    name: 'BNB',
    chainId: 56,
    native: { symbol: 'BNB', name: 'BNB', decimals: 18, logo: 'bnb', address: null },
    hasPools: true,
  },
  {
    name: 'AVALANCHE',
    chainId: 43114,
    native: { symbol: 'AVAX', name: 'Avalanche', decimals: 18, logo: 'avax', address: null },
    hasPools: true,
  },
  {
    name: 'CELO',
    chainId: 42220,
    native: {
      symbol: 'CELO',
      name: 'Celo',
      decimals: 18,
      logo: 'celo',
      address: '0x471ece3750da237f93b8e339c536989b8978a438',
    },
    hasPools: true,
  },
  { name: 'BLAST', chainId: 81457, native: ETH, hasPools: true },
  { name: 'ZORA', chainId: 7777777, native: ETH, hasPools: true },
  { name: 'ZKSYNC', chainId: 324, native: ETH, hasPools: false },
  { name: 'UNICHAIN', chainId: 130, native: ETH, hasPools: true },
  { name: 'WORLDCHAIN', chainId: 480, native: ETH, hasPools: true },
  { name: 'SONEIUM', chainId: 1868, native: ETH, hasPools: true },
];

const byName = new Map<string, ChainInfo>(CHAINS.map((chain) => [chain.name, chain]));
const byId = new Map<number, ChainInfo>(CHAINS.map((chain) => [chain.chainId, chain]));

/** The chain the dataset covers under this GraphQL enum value, or undefined (testnets, UNKNOWN_CHAIN). */
export function chainNamed(name: string | null | undefined): ChainInfo | undefined {
  return name ? byName.get(name) : undefined;
}

export function chainWithId(chainId: number): ChainInfo | undefined {
  return byId.get(chainId);
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** EVM addresses are compared in lower case; anything malformed yields undefined (answers null). */
export function normalizeAddress(address: string | null | undefined): string | undefined {
  return address && ADDRESS.test(address) ? address.toLowerCase() : undefined;
}
