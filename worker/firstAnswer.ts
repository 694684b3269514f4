import { isEvmAddress } from '../data/addressPatterns.ts';
import { chainFromUrlName, isPoolAddress, isTokenAddress, isTradedChain } from '../data/chains.ts';
import {
  FIRST_ANSWER_SLOT_ATTRIBUTE,
  FIRST_ANSWER_SLOTS,
  type FirstAnswer,
  type FirstAnswerSlot,
  firstAnswersScript,
} from '../data/firstAnswers.ts';
import { readFragment } from '../data/graphql.ts';
import { Proposal, ProposalSummaryParts } from '../data/operations/governance.ts';
import { MultiplePortfolioBalances } from '../data/operations/portfolioBalances.ts';
import { poolDetailsKey, requestPoolDetails } from '../data/poolDetails.ts';
import { listedReadOnlyReason, readOnlyNote } from '../data/poolReadOnly.ts';
import { portfolioBalancesVariables } from '../data/portfolioVariables.ts';
import { positionDetailsKey, requestPositionDetails } from '../data/positionDetails.ts';
import { positionImageMarkup } from '../data/positionImageMarkup.ts';
import { dataApiQueryKey } from '../data/queryKey.ts';
import { requestTokenDetails, tokenDetailsKey } from '../data/tokenDetails.ts';
import { pairName, tokenName, tokenSymbol } from '../data/tokenLabels.ts';
import { USD_DISPLAY } from '../money/displayCurrency.ts';
import { formatPrice, formatUsd } from '../money/formatMoney.ts';
import {
  POOL_PAGE,
  PORTFOLIO_ADDRESS_PAGE,
  PORTFOLIO_ADDRESS_TAB_PAGE,
  POSITION_PAGES,
  PROPOSAL_PAGE,
  TOKEN_PAGE,
  TOKENS_TOKEN_PAGE,
} from '../preview/pagePaths.ts';
import type { PageRouteMatch } from '../preview/pageRoutes.ts';
import { proposalPageParams, proposalSummary, proposalTitle } from '../preview/proposalPreview.ts';
import { APP_ROOT_ID } from '../renderer/appRoot.ts';
import type { EdgeContext } from './edgeContext.ts';

/**
 * How long the shell's stream may wait at the first skeleton for the answer. Past it the skeleton
 * goes out as it is and the app asks on its own, as it would without the edge.
 */
export const FIRST_ANSWER_WAIT_MS = 800;

export interface PageFirstAnswer {
  /** Text for the skeletons the shell marks (`data-first-answer`), by slot. */
  slots: Partial<Record<FirstAnswerSlot, string>>;
  /** Markup for a slot the page fills with markup itself (the same), by slot: it replaces the slot's content. */
  markup?: Partial<Record<FirstAnswerSlot, string>>;
  answers: FirstAnswer[];
}

/**
 * The first answer of a long-tail page whose largest text waits for data (data/firstAnswers.ts):
 * anyone's portfolio, a token page, a pool page and a V3 or V4 position page. `undefined` for every other page, a bad address,
 * or no answer in time (never a rejection: the page goes out without it). Asked on every request, as
 * prices move; the preview record beside it is cached for days (worker/cachedPreviewRecord.ts).
 */
export async function pageFirstAnswer(
  match: PageRouteMatch,
  edge: EdgeContext,
  path: string,
): Promise<PageFirstAnswer | undefined> {
  const { pattern } = match.route;
  const ask =
    pattern === PORTFOLIO_ADDRESS_PAGE || pattern === PORTFOLIO_ADDRESS_TAB_PAGE
      ? portfolioFirstAnswer
      : pattern === TOKEN_PAGE || pattern === TOKENS_TOKEN_PAGE
        ? tokenFirstAnswer
        : pattern === POOL_PAGE
          ? poolFirstAnswer
          : pattern === POSITION_PAGES.v3
            ? positionFirstAnswer('v3')
            : pattern === POSITION_PAGES.v4
              ? positionFirstAnswer('v4')
              : pattern === PROPOSAL_PAGE
                ? proposalFirstAnswer
                : undefined;
  if (!ask) return undefined;
  try {
    return await ask(match.params, edge, AbortSignal.timeout(FIRST_ANSWER_WAIT_MS), path);
  } catch (error) {
    console.warn(`first answer for ${pattern} failed; the page asks for it itself`, error);
    return undefined;
  }
}

type FirstAnswerAsker = (
  params: Record<string, string>,
  edge: EdgeContext,
  signal: AbortSignal,
  path: string,
) => Promise<PageFirstAnswer | undefined>;

/** The balances of anyone's portfolio, and the total they add up to. */
const portfolioFirstAnswer: FirstAnswerAsker = async ({ address = '' }, edge, signal) => {
  if (!isEvmAddress(address)) return undefined;
  // The page's own variables (data/operations/portfolioBalances.ts), so its cache key is the page's.
  const variables = portfolioBalancesVariables(address.toLowerCase(), false);
  const data = await edge.client.request(MultiplePortfolioBalances, variables, { method: 'GET', signal });
  const total = data.portfolios?.[0]?.tokensTotalDenominatedValue?.value;
  return {
    // The same words the portfolio header writes (in US dollars, as every prerendered figure is).
    slots: { [FIRST_ANSWER_SLOTS.portfolioTotal]: formatUsd(total ?? 0, USD_DISPLAY) },
    answers: [{ key: dataApiQueryKey(MultiplePortfolioBalances, variables), data }],
  };
};

/** A token page's token, with the heading, symbol, price and description the page writes. */
const tokenFirstAnswer: FirstAnswerAsker = async ({ chainName, tokenAddress = '' }, edge, signal) => {
  const chain = chainFromUrlName(chainName);
  if (!chain || !isTokenAddress(tokenAddress)) return undefined;
  const token = await requestTokenDetails(edge.client, chain.chain, tokenAddress, { method: 'GET', signal });
  return {
    slots: token
      ? {
          [FIRST_ANSWER_SLOTS.tokenName]: tokenName(token),
          [FIRST_ANSWER_SLOTS.tokenSymbol]: tokenSymbol(token),
          [FIRST_ANSWER_SLOTS.tokenPrice]: formatPrice(token.market?.price?.value, USD_DISPLAY),
          // In English, as the page's first render writes it (the reader's language follows).
          ...(token.project?.description
            ? { [FIRST_ANSWER_SLOTS.tokenDescription]: token.project.description }
            : {}),
        }
      : {},
    answers: [{ key: tokenDetailsKey(chain.chain, tokenAddress), data: token }],
  };
};

/** A pool page's pool, with its pair and, where its listing says it, its read-only note. */
const poolFirstAnswer: FirstAnswerAsker = async ({ chainName, poolAddress = '' }, edge, signal) => {
  const chain = chainFromUrlName(chainName);
  if (!chain || !isPoolAddress(poolAddress)) return undefined;
  const pool = await requestPoolDetails(edge.client, chain.chain, poolAddress, { method: 'GET', signal });
  const readOnly = pool && isTradedChain(chain.chain) ? listedReadOnlyReason(pool) : undefined;
  return {
    slots: pool
      ? {
          [FIRST_ANSWER_SLOTS.poolPair]: pairName(pool.token0, pool.token1),
          ...(readOnly ? { [FIRST_ANSWER_SLOTS.poolReadOnlyNote]: readOnlyNote(readOnly) } : {}),
        }
      : {},
    answers: [{ key: poolDetailsKey(chain.chain, poolAddress), data: pool }],
  };
};

/**
 * A V3 or V4 position with its NFT's picture, asked as the page asks (its largest paint is the picture,
 * which the chain draws: without the edge it waits for the scripts, the answer and the descriptor).
 */
function positionFirstAnswer(version: 'v3' | 'v4'): FirstAnswerAsker {
  return async ({ chainName, tokenId = '' }, edge, signal) => {
    const chain = chainFromUrlName(chainName);
    if (!chain || !/^\d{1,78}$/.test(tokenId)) return undefined;
    // As the page asks (an NFT, without an owner, with its picture), so its cache key is the page's.
    const ask = { chain: chain.chain, version, id: tokenId, withImage: true };
    const position = await requestPositionDetails(edge.client, ask, { method: 'GET', signal });
    const markup = position && positionImageMarkup(position.image, position.id);
    return {
      slots: {},
      ...(markup ? { markup: { [FIRST_ANSWER_SLOTS.positionImage]: markup } } : {}),
      answers: [{ key: positionDetailsKey(ask), data: position }],
    };
  };
}

/**
 * A proposal with its title and first paragraph, asked as the page asks (the governor the local chain
 * runs reads as Ethereum in the Data API, as its preview's lookup says).
 */
const proposalFirstAnswer: FirstAnswerAsker = async (_params, edge, signal, path) => {
  const params = proposalPageParams(path);
  if (!params) return undefined;
  const variables = { chain: 'ETHEREUM' as const, ...params };
  const data = await edge.client.request(Proposal, variables, { method: 'GET', signal });
  const description = data.proposal
    ? readFragment(ProposalSummaryParts, data.proposal).description
    : undefined;
  return {
    slots:
      description === undefined
        ? {}
        : {
            [FIRST_ANSWER_SLOTS.proposalTitle]: proposalTitle(description),
            [FIRST_ANSWER_SLOTS.proposalSummary]: proposalSummary(description),
          },
    answers: [{ key: dataApiQueryKey(Proposal, variables), data }],
  };
};

/**
 * Fills the shell's marked skeletons with their text and adds the answers for the app's cache.
 * The stream waits at the first marked skeleton until the answer settles (bounded above); without an
 * answer the page goes out as built.
 */
export function withFirstAnswer(
  rewriter: HTMLRewriter,
  answer: Promise<PageFirstAnswer | undefined>,
): HTMLRewriter {
  return rewriter
    .on(`[${FIRST_ANSWER_SLOT_ATTRIBUTE}]`, {
      async element(skeleton) {
        const slot = skeleton.getAttribute(FIRST_ANSWER_SLOT_ATTRIBUTE) as FirstAnswerSlot;
        const first = await answer;
        const markup = first?.markup?.[slot];
        if (markup !== undefined) {
          // The slot is the page's own (it sets the same markup): its attributes stay as rendered.
          skeleton.setInnerContent(markup, { html: true });
          return;
        }
        const text = first?.slots[slot];
        if (text === undefined) return;
        skeleton.setInnerContent(text);
        // A skeleton turns into the text; a note slot keeps its own look.
        if (skeleton.getAttribute('class') === 'skeleton') skeleton.removeAttribute('class');
        skeleton.removeAttribute('style');
        skeleton.removeAttribute('aria-hidden');
      },
    })
    .on(`#${APP_ROOT_ID}`, {
      element(app) {
        // Right after the app's markup, so before the scripts that follow it and hydrate the page.
        app.onEndTag(async (end) => {
          const first = await answer;
          if (first) end.after(firstAnswersScript(first.answers), { html: true });
        });
      },
    });
}
