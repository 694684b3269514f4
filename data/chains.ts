import { isEvmAddress, isPoolId } from './addressPatterns.ts';
import type { graphql } from './graphql.ts';

/** The Data API's chain enum value (upper case), e.g. `ETHEREUM`. */
export type Chain = ReturnType<typeof graphql.scalar<'Chain'>>;

export interface ChainInfo {
  chain: Chain;
  /** Lower-case name used in canonical URLs: `/explore/tokens/{urlName}/...`. */
  urlName: string;
  label: string;
  /** Block explorer origin; addresses are linked as `{explorer}/address/{address}`. */
  explorer: string | undefined;
  nativeSymbol: string;
  testnet: boolean;
  /** Its EVM chain id, what a wallet and an RPC know it by; undefined for Solana. */
  chainId: number | undefined;
}

const chainInfo = (
  chain: Chain,
  chainId: number | undefined,
  label: string,
  explorer: string | undefined,
  nativeSymbol: string,
  testnet = false,
): ChainInfo => ({ chain, urlName: chain.toLowerCase(), label, explorer, nativeSymbol, testnet, chainId });

/** Every chain a page URL may name, in the order the chain filter lists them. */
export const CHAINS: readonly ChainInfo[] = [
  chainInfo('ETHEREUM', 1, 'Ethereum', 'https://etherscan.io', 'ETH'),
  chainInfo('UNICHAIN', 130, 'Unichain', 'https://uniscan.xyz', 'ETH'),
  chainInfo('BASE', 8453, 'Base', 'https://basescan.org', 'ETH'),
  chainInfo('ARBITRUM', 42_161, 'Arbitrum', 'https://arbiscan.io', 'ETH'),
  chainInfo('POLYGON', 137, 'Polygon', 'https://polygonscan.com', 'POL'),
  chainInfo('OPTIMISM', 10, 'Optimism', 'https://optimistic.etherscan.io', 'ETH'),
  chainInfo('BNB', 56, 'BNB Chain', 'https://bscscan.com', 'BNB'),
  chainInfo('AVALANCHE', 43_114, 'Avalanche', 'https://snowtrace.io', 'AVAX'),
  chainInfo('CELO', 42_220, 'Celo', 'https://celoscan.io', 'CELO'),
  chainInfo('BLAST', 81_457, 'Blast', 'https://blastscan.io', 'ETH'),
  chainInfo('ZORA', 7_777_777, 'Zora', 'https://explorer.zora.energy', 'ETH'),
  chainInfo('ZKSYNC', 324, 'ZKsync', 'https://explorer.zksync.io', 'ETH'),
  chainInfo('WORLDCHAIN', 480, 'World Chain', 'https://worldscan.org', 'ETH'),
  chainInfo('SONEIUM', 1868, 'Soneium', 'https://soneium.blockscout.com', 'ETH'),
  chainInfo('SOLANA', undefined, 'Solana', 'https://solscan.io', 'SOL'),
  chainInfo('ETHEREUM_SEPOLIA', 11_155_111, 'Sepolia', 'https://sepolia.etherscan.io', 'ETH', true),
  chainInfo('ETHEREUM_GOERLI', 5, 'Goerli', undefined, 'ETH', true),
  chainInfo('ARBITRUM_SEPOLIA', 421_614, 'Arbitrum Sepolia', 'https://sepolia.arbiscan.io', 'ETH', true),
  chainInfo('BASE_SEPOLIA', 84_532, 'Base Sepolia', 'https://sepolia.basescan.org', 'ETH', true),
  chainInfo('ASTROCHAIN_SEPOLIA', 1301, 'Unichain Sepolia', undefined, 'ETH', true),
  chainInfo('MONAD_TESTNET', 10_143, 'Monad Testnet', undefined, 'MON', true),
];

export const DEFAULT_CHAIN: ChainInfo = CHAINS[0] as ChainInfo;

/** Chains shown in the explore chain filter (mainnets). */
export const LISTED_CHAINS: readonly ChainInfo[] = CHAINS.filter((c) => !c.testnet);

const byUrlName = new Map(CHAINS.map((c) => [c.urlName, c]));
const byChain = new Map(CHAINS.map((c) => [c.chain, c]));

/** The chain a URL segment names (case-insensitive), or undefined for anything else. */
export function chainFromUrlName(urlName: string | undefined): ChainInfo | undefined {
  return urlName === undefined ? undefined : byUrlName.get(urlName.toLowerCase());
}

export function chainInfoOf(chain: Chain): ChainInfo | undefined {
  return byChain.get(chain);
}

/** The lower-case name a chain has in page URLs (`ETHEREUM` → `ethereum`). */
export function chainUrlName(chain: Chain): string {
  return chainInfoOf(chain)?.urlName ?? chain.toLowerCase();
}

/** The literal that URLs use for a chain's native token. */
export const NATIVE_ADDRESS = 'NATIVE';

/**
 * On Celo and Polygon the native token also lives at a fixed ERC-20 contract, and the Data API knows
 * it by that address (spec section 5); on every other chain the native placeholder maps to nothing.
 */
const NATIVE_CONTRACTS: Partial<Record<Chain, string>> = {
  CELO: '0x471ece3750da237f93b8e339c536989b8978a438',
  POLYGON: '0x0000000000000000000000000000000000001010',
};

export function isNativeAddress(address: string): boolean {
  return address.toUpperCase() === NATIVE_ADDRESS;
}

/**
 * The `address` variable of a token query for a URL's address segment: the fixed contract for the
 * native placeholder on Celo and Polygon, `null` (the chain's native token) for it elsewhere, and the
 * lower-cased address otherwise.
 */
export function tokenQueryAddress(chain: Chain, urlAddress: string): string | null {
  if (isNativeAddress(urlAddress)) return NATIVE_CONTRACTS[chain] ?? null;
  return urlAddress.toLowerCase();
}

/** The canonical URL segment for a token address: `NATIVE` for native tokens, else lower case. */
export function tokenUrlAddress(address: string | null | undefined): string {
  return address && !isNativeAddress(address) ? address.toLowerCase() : NATIVE_ADDRESS;
}

/** Whether a URL address segment can name a token at all (before asking the Data API). */
export function isTokenAddress(address: string): boolean {
  return isNativeAddress(address) || isEvmAddress(address);
}

/** Whether a URL segment can name a pool: a V2/V3 contract address or a V4 pool id. */
/** Chains whose tokens trade here: the local chain runs Ethereum's contracts at their mainnet addresses. */
const TRADED_CHAINS: readonly Chain[] = ['ETHEREUM'];

export function isTradedChain(chain: Chain): boolean {
  return TRADED_CHAINS.includes(chain);
}

export function isPoolAddress(address: string): boolean {
  return isEvmAddress(address) || isPoolId(address);
}

export function explorerAddressUrl(info: ChainInfo, address: string): string | undefined {
  return info.explorer ? `${info.explorer}/address/${address}` : undefined;
}

export function explorerTxUrl(info: Pick<ChainInfo, 'explorer'>, hash: string): string | undefined {
  return info.explorer ? `${info.explorer}/tx/${hash}` : undefined;
}
