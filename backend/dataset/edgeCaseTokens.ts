import type { ChainName } from './chains.ts';

/** How an edge-case token's logo is made: a generated file of that format, or none at all. */
export type EdgeCaseLogo = 'webp' | 'jpeg' | 'near-white-png' | 'icon-png' | 'none';

export interface EdgeCaseToken {
  /** What this token exists to exercise (previews, logo colour, text layout, warnings). */
  case: string;
  chain: ChainName;
  address: string;
  name: string | null;
  symbol: string | null;
  decimals: number;
  logo: EdgeCaseLogo;
  /** The warning state this token carries; real tokens from the list only get mild ones. */
  risk: EdgeCaseRisk;
}

export type EdgeCaseRisk = 'none' | 'medium' | 'fee' | 'strong' | 'spam' | 'blocked';

/**
 * Long-tail tokens made on purpose so that every awkward case the UI and the preview pipeline must meet
 * has a real answer in the dataset. Their addresses spell "eddeca5e" (edge case) so they are easy to spot.
 */
export const EDGE_CASE_TOKENS: readonly EdgeCaseToken[] = [
  edge('webp-logo', 'ETHEREUM', 1, 'Webp Logo Token', 'WEBP', 'webp'),
  edge('jpeg-logo', 'ETHEREUM', 2, 'Jpeg Logo Token', 'JPEG', 'jpeg'),
  edge('near-white-logo', 'ETHEREUM', 3, 'Snow White', 'SNOW', 'near-white-png'),
  edge('no-logo', 'ETHEREUM', 4, 'Nologo Finance', 'NOLOGO', 'none'),
  edge('no-symbol', 'ETHEREUM', 5, 'Symbolless Token', null, 'icon-png'),
  edge(
    'long-name',
    'ETHEREUM',
    6,
    'The Extraordinarily Long Named Decentralized Autonomous Liquidity Token Of The Future',
    'LONGNAME',
    'icon-png',
  ),
  edge('cjk-name', 'ETHEREUM', 7, '熊猫金融代币', 'PANDA', 'icon-png'),
  edge('arabic-name', 'ETHEREUM', 8, 'الدينار الرقمي', 'DINAR', 'icon-png'),
  edge('emoji-name', 'ETHEREUM', 9, 'Rocket 🚀 To The Moon', 'ROCKET', 'icon-png'),
  edge('japanese-name', 'BASE', 10, 'さくらトークン', 'SAKURA', 'jpeg'),
  edge('no-name', 'BASE', 11, null, 'NONAME', 'none'),
  edge('webp-on-base', 'BASE', 12, 'Base Webp Coin', 'BWEBP', 'webp'),
  edge(
    'spam-airdrop',
    'ETHEREUM',
    13,
    'Claim Rewards At visit-airdrop.example',
    'AIRDROP',
    'icon-png',
    'spam',
  ),
  edge('blocked', 'ETHEREUM', 14, 'Honeypot Inu', 'HONEY', 'icon-png', 'blocked'),
  edge('impersonator', 'ETHEREUM', 15, 'USD Coin', 'USDC', 'icon-png', 'strong'),
  edge('fee-on-transfer', 'ETHEREUM', 16, 'Taxed Transfer Token', 'TAX', 'icon-png', 'fee'),
  edge('medium-warning', 'BASE', 17, 'Unverified Base Coin', 'UNVB', 'icon-png', 'medium'),
];

function edge(
  kind: string,
  chain: ChainName,
  serial: number,
  name: string | null,
  symbol: string | null,
  logo: EdgeCaseLogo,
  risk: EdgeCaseRisk = 'none',
): EdgeCaseToken {
  return {
    risk,
    case: kind,
    chain,
    address: `0xeddeca5e${serial.toString(16).padStart(32, '0')}`,
    name,
    symbol,
    decimals: 18,
    logo,
  };
}

/** The edge-case token exercising one case, for tests and fixtures. */
export function edgeCaseToken(kind: string): EdgeCaseToken {
  const token = EDGE_CASE_TOKENS.find((candidate) => candidate.case === kind);
  if (!token) throw new Error(`No edge-case token for ${kind}`);
  return token;
}
