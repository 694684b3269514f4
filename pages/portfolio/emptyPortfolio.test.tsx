import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { MultiplePortfolioBalances } from '../../data/operations/portfolioBalances.ts';
import { Positions } from '../../data/operations/positions.ts';
import { portfolioBalancesVariables } from '../../data/portfolioVariables.ts';
import { dataApiQueryKey } from '../../data/queryKey.ts';
import { CREATE_POSITION_PAGE } from '../../preview/pagePaths.ts';
import { PortfolioDefi } from './PortfolioDefi.tsx';
import { PortfolioTokens } from './PortfolioTokens.tsx';

/**
 * The embedded Data API gives every address a wallet, so "an address with nothing" cannot be reached
 * end to end; here the views get the answer the hosted Data API gives for an unused address.
 */
const OWNER = '0x000000000000000000000000000000000000dead';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const emptyAnswers = {
  [dataApiQueryKey(MultiplePortfolioBalances, portfolioBalancesVariables(OWNER, false))]: {
    portfolios: [
      {
        id: `Portfolio:${OWNER}`,
        ownerAddress: OWNER,
        tokensTotalDenominatedValue: { id: 'total', value: 0 },
        tokensTotalDenominatedValueChange: null,
        tokenBalances: [],
      },
    ],
  },
};

describe('an address with nothing', () => {
  it('says what to do on the Tokens tab, with no skeleton left', () => {
    const html = renderToStaticMarkup(
      <SWRConfig value={{ fallback: emptyAnswers, revalidateOnMount: false }}>
        <PortfolioTokens owner={OWNER} linkOwner={OWNER} />
      </SWRConfig>,
    );
    // The recent-activity feed beside it loads once scrolled into view (never on the server).
    const tokens = html.slice(0, html.indexOf('<aside'));
    expect(text(tokens)).toContain('No tokens worth a dollar or more here.');
    expect(tokens).not.toContain('skeleton');
  });

  it('says the address holds no positions on the DeFi tab, with a way to create one', () => {
    const noPositions = { [dataApiQueryKey(Positions, { ownerAddress: OWNER, chains: ['ETHEREUM'] })]: [] };
    const html = renderToStaticMarkup(
      <SWRConfig value={{ fallback: noPositions, revalidateOnMount: false }}>
        <PortfolioDefi owner={OWNER} isWallet={false} />
      </SWRConfig>,
    );
    expect(text(html)).toContain('This address holds no liquidity positions.');
    expect(html).toContain(`href="${CREATE_POSITION_PAGE}"`);
    expect(html).not.toContain('skeleton');
  });
});
