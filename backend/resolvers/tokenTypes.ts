import type { ProjectRecord } from '../dataset/projects.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { tokenLogoPath } from '../files/tokenLogos.ts';
import { type DataApiContext, type Resolver, unitsPerUsd } from './dataApiContext.ts';
import type { ProjectMarketModel, TokenMarketModel } from './marketTypes.ts';
import { tokenTransactionList } from './transactionLists.ts';

type Transactions = { first: number; timestampCursor?: number | null };

const token = {
  project: (t, _args, { dataset }) => dataset.project(t),
  market: (t, { currency }, { dataset }) => marketIn(t, currency ?? 'USD', dataset),
  feeData: (t, _args, { dataset }) => {
    const fees = dataset.project(t).fees;
    return fees && { ...fees, externalTransferFailed: false, sellReverted: false };
  },
  protectionInfo: (t, _args, { dataset }) => dataset.project(t).protection,
  v4Transactions: (t, args, context) => tokenTransactionList(t, 'V4', args, context),
  v3Transactions: (t, args, context) => tokenTransactionList(t, 'V3', args, context),
  v2Transactions: (t, args, context) => tokenTransactionList(t, 'V2', args, context),
  isBridged: (t) => t.chain !== 'ETHEREUM' && t.projectKey.startsWith('1:'),
  multichainId: (t) => `MultichainToken:${t.projectKey}`,
} satisfies {
  project: Resolver<TokenRecord>;
  market: Resolver<TokenRecord, { currency?: string | null }>;
  feeData: Resolver<TokenRecord>;
  protectionInfo: Resolver<TokenRecord>;
  v4Transactions: Resolver<TokenRecord, Transactions>;
  v3Transactions: Resolver<TokenRecord, Transactions>;
  v2Transactions: Resolver<TokenRecord, Transactions>;
  isBridged: Resolver<TokenRecord>;
  multichainId: Resolver<TokenRecord>;
};

const tokenProject = {
  id: (p) => p.id,
  name: (p) => p.lead.name,
  tokens: (p) => p.tokens,
  description: (p) => p.description,
  descriptionTranslations: (p) =>
    p.translations && {
      id: `DescriptionTranslations:${p.key}`,
      descriptionEnUs: p.description,
      descriptionEsEs: p.translations.es,
      descriptionFrFr: p.translations.fr,
      descriptionJaJp: p.translations.ja,
      descriptionPtPt: p.translations.pt,
      descriptionViVn: p.translations.vi,
      descriptionZhHans: p.translations.zhHans,
      descriptionZhHant: p.translations.zhHant,
    },
  logoUrl: (p, _args, { origin }) => logoUrl(p, origin),
  logo: (p, _args, { origin }) => logoImage(p, origin),
  smallLogo: (p, _args, { origin }) => logoImage(p, origin),
  markets: (p, { currencies }, { dataset }) =>
    (currencies ?? ['USD']).map((currency): ProjectMarketModel | null => {
      const rate = unitsPerUsd(currency, dataset);
      return rate === undefined ? null : { project: p, currency, rate };
    }),
} satisfies {
  id: Resolver<ProjectRecord>;
  name: Resolver<ProjectRecord>;
  tokens: Resolver<ProjectRecord>;
  description: Resolver<ProjectRecord>;
  descriptionTranslations: Resolver<ProjectRecord>;
  logoUrl: Resolver<ProjectRecord>;
  logo: Resolver<ProjectRecord>;
  smallLogo: Resolver<ProjectRecord>;
  markets: Resolver<ProjectRecord, { currencies?: string[] | null }>;
};

export function marketIn(
  t: TokenRecord,
  currency: string,
  dataset: DataApiContext['dataset'],
): TokenMarketModel | null {
  const rate = unitsPerUsd(currency, dataset);
  return rate === undefined ? null : { token: t, currency, rate };
}

function logoUrl(p: ProjectRecord, origin: string): string | null {
  const path = tokenLogoPath(p.lead);
  return path && `${origin}${path}`;
}

function logoImage(p: ProjectRecord, origin: string) {
  const url = logoUrl(p, origin);
  return (
    url && { id: `Image:${p.key}`, url, dimensions: { id: `Dimensions:${p.key}`, width: 128, height: 128 } }
  );
}

export const tokenResolvers = { Token: token, TokenProject: tokenProject };
