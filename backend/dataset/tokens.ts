import defaultTokenList from '@uniswap/default-token-list' with { type: 'json' };
import { CHAINS, type ChainInfo, type ChainName, chainWithId } from './chains.ts';
import { EDGE_CASE_TOKENS, type EdgeCaseLogo } from './edgeCaseTokens.ts';
import { hashSeed } from './prng.ts';

export interface TokenRecord {
  id: string;
  chain: ChainName;
  /** Lower-case contract address; null for a native token without a contract. */
  address: string | null;
  standard: 'NATIVE' | 'ERC20';
  decimals: number;
  name: string | null;
  symbol: string | null;
  /** Tokens of one asset on several chains share a project. */
  projectKey: string;
  /** Position in the chain's popularity order, 0 = most popular. */
  popularity: number;
  logo: LogoSource;
  edgeCase: string | null;
}

/** Where a token's logo comes from: an icon package keyed by symbol, a generated edge-case file, or none. */
export type LogoSource = { kind: 'icon'; symbol: string } | { kind: 'edge'; format: EdgeCaseLogo } | null;

/** Well-known assets first, in roughly the order the hosted API ranks them; the rest follow in a stable order. */
const POPULAR_SYMBOLS = [
  'ETH',
  'USDC',
  'WETH',
  'USDT',
  'WBTC',
  'DAI',
  'UNI',
  'LINK',
  'PEPE',
  'AAVE',
  'SHIB',
  'POL',
  'MATIC',
  'ARB',
  'OP',
  'BNB',
  'AVAX',
  'CELO',
  'STETH',
  'WSTETH',
  'CBBTC',
  'USDE',
  'ENA',
  'MKR',
  'LDO',
  'ONDO',
  'CRV',
  'SNX',
  'COMP',
  'ENS',
  'GRT',
  'APE',
  '1INCH',
  'SUSHI',
  'BAL',
  'YFI',
  'RPL',
  'FET',
  'RNDR',
  'IMX',
  'SAND',
  'MANA',
  'AXS',
  'CBETH',
  'RETH',
  'FRAX',
  'LUSD',
  'PYUSD',
  'GNO',
  'PAXG',
  'LPT',
  'ZK',
  'BLAST',
  'USDC.E',
  'EURC',
].map((symbol) => symbol.toUpperCase());

interface ListToken {
  chainId: number;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  extensions?: { bridgeInfo?: Record<string, { tokenAddress: string }> };
}

/** Every token of the dataset, per chain, most popular first. Built once from the maintained token list. */
export function buildTokens(): Map<ChainName, TokenRecord[]> {
  const listTokens = defaultTokenList.tokens as ListToken[];
  const projectOf = bridgedProjectKeys(listTokens);
  const byChain = new Map<ChainName, TokenRecord[]>();
  for (const chain of CHAINS) {
    const seen = new Set<string>();
    const records: Omit<TokenRecord, 'popularity'>[] = [nativeToken(chain)];
    for (const token of listTokens) {
      if (token.chainId !== chain.chainId) continue;
      const address = token.address.toLowerCase();
      if (seen.has(address) || address === chain.native.address) continue;
      seen.add(address);
      records.push({
        id: tokenId(chain.name, address),
        chain: chain.name,
        address,
        standard: 'ERC20',
        decimals: token.decimals,
        name: token.name,
        symbol: token.symbol,
        projectKey: projectOf.get(`${chain.chainId}:${address}`) ?? `${chain.chainId}:${address}`,
        logo: { kind: 'icon', symbol: token.symbol },
        edgeCase: null,
      });
    }
    const ranked = records.sort(byPopularity).map((record, popularity) => ({ ...record, popularity }));
    // Edge cases stay in the long tail, after every real token of the chain.
    for (const edge of EDGE_CASE_TOKENS.filter((candidate) => candidate.chain === chain.name)) {
      ranked.push({
        id: tokenId(chain.name, edge.address),
        chain: chain.name,
        address: edge.address,
        standard: 'ERC20',
        decimals: edge.decimals,
        name: edge.name,
        symbol: edge.symbol,
        projectKey: `${chain.chainId}:${edge.address}`,
        popularity: ranked.length,
        logo:
          edge.logo === 'icon-png'
            ? { kind: 'icon', symbol: 'generic' }
            : { kind: 'edge', format: edge.logo },
        edgeCase: edge.case,
      });
    }
    byChain.set(chain.name, ranked);
  }
  return byChain;
}

export function tokenId(chain: ChainName, address: string | null): string {
  return `Token:${chain}_${address ?? 'NATIVE'}`;
}

function nativeToken(chain: ChainInfo): Omit<TokenRecord, 'popularity'> {
  const { native } = chain;
  return {
    id: tokenId(chain.name, native.address),
    chain: chain.name,
    address: native.address,
    standard: 'NATIVE',
    decimals: native.decimals,
    name: native.name,
    symbol: native.symbol,
    projectKey: `native:${native.symbol}`,
    logo: { kind: 'icon', symbol: native.logo },
    edgeCase: null,
  };
}

function byPopularity(a: Omit<TokenRecord, 'popularity'>, b: Omit<TokenRecord, 'popularity'>): number {
  return popularityScore(a) - popularityScore(b);
}

function popularityScore(token: Omit<TokenRecord, 'popularity'>): number {
  const curated = POPULAR_SYMBOLS.indexOf((token.symbol ?? '').toUpperCase());
  if (token.standard === 'NATIVE') return -1;
  if (curated >= 0) return curated;
  return POPULAR_SYMBOLS.length + (hashSeed(token.id) % 1_000_000) / 1_000_000;
}

/** The token list links a mainnet token to its bridged copies; those copies share the mainnet token's project. */
function bridgedProjectKeys(listTokens: ListToken[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const token of listTokens) {
    if (token.chainId !== 1) continue;
    const key = `1:${token.address.toLowerCase()}`;
    keys.set(key, key);
    for (const [chainId, bridged] of Object.entries(token.extensions?.bridgeInfo ?? {})) {
      if (chainWithId(Number(chainId))) keys.set(`${chainId}:${bridged.tokenAddress.toLowerCase()}`, key);
    }
  }
  return keys;
}
