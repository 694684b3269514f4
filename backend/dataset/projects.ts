import { EDGE_CASE_TOKENS } from './edgeCaseTokens.ts';
import { type Prng, prngFor } from './prng.ts';
import { PROJECT_LINKS, projectDescription, projectTranslations } from './projectProfiles.ts';
import { referencePrice } from './referencePrices.ts';
import type { TokenRecord } from './tokens.ts';

export type SafetyLevel = 'VERIFIED' | 'MEDIUM_WARNING' | 'STRONG_WARNING' | 'BLOCKED';
export type ProtectionResult = 'UNKNOWN' | 'MALICIOUS' | 'BENIGN' | 'SPAM' | 'WARNING';

export interface ProjectRecord {
  key: string;
  id: string;
  /** The token whose name, symbol and logo the project carries (the most popular one). */
  lead: TokenRecord;
  tokens: TokenRecord[];
  description: string | null;
  translations: ReturnType<typeof projectTranslations> | null;
  homepageUrl: string | null;
  twitterName: string | null;
  safetyLevel: SafetyLevel;
  isSpam: boolean;
  spamCode: number;
  fees: { buyFeeBps: string; sellFeeBps: string; feeTakenOnTransfer: boolean } | null;
  protection: { result: ProtectionResult; attackTypes: string[]; blockaidFees: BlockaidFees | null };
}

interface BlockaidFees {
  buy: number;
  sell: number;
  transfer: number;
}

/** Top tokens of each chain are translated; the long tail is not, as on the hosted API. */
const TRANSLATED_POPULARITY = 40;

/**
 * Mild warnings handed out by position in the long tail of real tokens; the severe states (strong
 * warning, spam, blocked) belong to made-up edge-case tokens, never to a real project.
 */
const MILD_PROFILES = ['medium', 'fee', 'unknown'] as const;

export function buildProject(key: string, tokens: TokenRecord[]): ProjectRecord {
  // Ethereum's copy leads (its name, symbol and logo stand for the asset), then the most popular copy.
  const lead = [...tokens].sort(
    (a, b) => Number(a.chain !== 'ETHEREUM') - Number(b.chain !== 'ETHEREUM') || a.popularity - b.popularity,
  )[0] as TokenRecord;
  const random = prngFor('project', key);
  const name = lead.name ?? 'Unnamed token';
  const symbol = lead.symbol ?? '';
  const links = PROJECT_LINKS[symbol.toUpperCase()];
  const established = lead.popularity < 60 && !lead.edgeCase;
  const profile = established ? 'verified' : riskProfile(lead, random);
  return {
    key,
    id: `TokenProject:${key}`,
    lead,
    tokens,
    description: random.chance(established ? 1 : 0.7)
      ? projectDescription(name, symbol, assetKind(lead))
      : null,
    translations:
      lead.popularity < TRANSLATED_POPULARITY && !lead.edgeCase ? projectTranslations(name, symbol) : null,
    homepageUrl: links?.homepageUrl ?? null,
    twitterName: links?.twitterName ?? null,
    ...risk(profile, random),
  };
}

type Profile = 'verified' | 'benign' | 'strong' | 'spam' | 'blocked' | (typeof MILD_PROFILES)[number];

function riskProfile(lead: TokenRecord, random: Prng): Profile {
  if (lead.edgeCase) {
    const risk = EDGE_CASE_TOKENS.find((edge) => edge.case === lead.edgeCase)?.risk ?? 'none';
    return risk === 'none' ? 'benign' : risk;
  }
  // Most of the long tail is unremarkable; about one in six carries a mild warning.
  return random.chance(0.83) ? 'benign' : (MILD_PROFILES[lead.popularity % MILD_PROFILES.length] ?? 'benign');
}

function risk(
  profile: Profile,
  random: Prng,
): Pick<ProjectRecord, 'safetyLevel' | 'isSpam' | 'spamCode' | 'fees' | 'protection'> {
  const clean = { isSpam: false, spamCode: 0, fees: null };
  switch (profile) {
    case 'verified':
      return {
        ...clean,
        safetyLevel: 'VERIFIED',
        protection: { result: 'BENIGN', attackTypes: [], blockaidFees: null },
      };
    case 'benign':
      return {
        ...clean,
        safetyLevel: 'VERIFIED',
        protection: { result: 'BENIGN', attackTypes: [], blockaidFees: null },
      };
    case 'unknown':
      return {
        ...clean,
        safetyLevel: 'MEDIUM_WARNING',
        protection: { result: 'UNKNOWN', attackTypes: [], blockaidFees: null },
      };
    case 'medium':
      return {
        ...clean,
        safetyLevel: 'MEDIUM_WARNING',
        protection: {
          result: 'WARNING',
          attackTypes: [random.pick(['INORGANIC_VOLUME', 'UNSTABLE_TOKEN_PRICE', 'METADATA'])],
          blockaidFees: null,
        },
      };
    case 'fee': {
      const buy = random.pick([100, 200, 300, 500]);
      const sell = random.pick([100, 300, 500, 1000]);
      return {
        isSpam: false,
        spamCode: 0,
        safetyLevel: 'MEDIUM_WARNING',
        fees: { buyFeeBps: String(buy), sellFeeBps: String(sell), feeTakenOnTransfer: random.chance(0.5) },
        protection: {
          result: 'WARNING',
          attackTypes: ['HIGH_FEES'],
          blockaidFees: { buy: buy / 10_000, sell: sell / 10_000, transfer: 0 },
        },
      };
    }
    case 'strong':
      return {
        ...clean,
        safetyLevel: 'STRONG_WARNING',
        protection: {
          result: 'MALICIOUS',
          attackTypes: [random.pick(['IMPERSONATOR', 'RUGPULL', 'HONEYPOT'])],
          blockaidFees: null,
        },
      };
    case 'spam':
      return {
        isSpam: true,
        spamCode: random.pick([1, 2]),
        fees: null,
        safetyLevel: 'STRONG_WARNING',
        protection: { result: 'SPAM', attackTypes: ['AIRDROP_PATTERN'], blockaidFees: null },
      };
    case 'blocked':
      return {
        ...clean,
        safetyLevel: 'BLOCKED',
        protection: {
          result: 'MALICIOUS',
          attackTypes: ['KNOWN_MALICIOUS', 'HONEYPOT'],
          blockaidFees: { buy: 0, sell: 1, transfer: 0 },
        },
      };
  }
}

function assetKind(token: TokenRecord): 'stablecoin' | 'native' | 'wrapped' | 'token' {
  if (token.standard === 'NATIVE') return 'native';
  if (referencePrice(token.symbol).isStablecoin) return 'stablecoin';
  if (/^(W|CB|ST|WST|R)(ETH|BTC|BNB|AVAX|POL|MATIC)$/i.test(token.symbol ?? '')) return 'wrapped';
  return 'token';
}
