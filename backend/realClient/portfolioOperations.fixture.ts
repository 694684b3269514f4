import { TOKEN_FRAGMENTS } from './activityOperations.fixture.ts';
import { realClientDocument } from './realClientDocument.fixture.ts';

/** The Uniswap web app's balance operations (spec section 7), in the shape it sends them. */
export const PORTFOLIO_BALANCES = realClientDocument(
  /* GraphQL */ `
  query PortfolioBalances($ownerAddress: String!, $valueModifiers: [PortfolioValueModifier!], $chains: [Chain!]!) {
    portfolios(ownerAddresses: [$ownerAddress], chains: $chains, valueModifiers: $valueModifiers) {
      id
      tokensTotalDenominatedValue { value }
      tokensTotalDenominatedValueChange(duration: DAY) { absolute { value } percentage { value } }
      tokenBalances { ...TokenBalanceParts }
    }
  }
  fragment TokenBalanceQuantityParts on TokenBalance { id quantity }
  fragment TokenBalanceMainParts on TokenBalance {
    ...TokenBalanceQuantityParts
    denominatedValue { currency value }
    tokenProjectMarket { relativeChange24: pricePercentChange(duration: DAY) { value } }
  }
  fragment TokenBalanceParts on TokenBalance {
    ...TokenBalanceMainParts
    isHidden
    token { ...TokenParts }
  }
`,
  TOKEN_FRAGMENTS,
);

export const MULTIPLE_PORTFOLIO_BALANCES = realClientDocument(
  /* GraphQL */ `
  query MultiplePortfolioBalances($ownerAddresses: [String!]!, $valueModifiers: [PortfolioValueModifier!], $chains: [Chain!]!) {
    portfolios(ownerAddresses: $ownerAddresses, chains: $chains, valueModifiers: $valueModifiers) {
      id
      tokensTotalDenominatedValue { value }
      tokensTotalDenominatedValueChange(duration: DAY) { absolute { value } percentage { value } }
      tokenBalances {
        id quantity isHidden
        denominatedValue { currency value }
        token { ...TokenBasicInfoParts ...TokenBasicProjectParts }
        tokenProjectMarket { relativeChange24: pricePercentChange(duration: DAY) { value } }
      }
    }
  }
`,
  TOKEN_FRAGMENTS,
);

export const QUICK_TOKEN_BALANCES_WEB = /* GraphQL */ `
  query QuickTokenBalancesWeb($ownerAddress: String!, $chains: [Chain!]!) {
    portfolios(ownerAddresses: [$ownerAddress], chains: $chains) {
      id
      tokenBalances { ...QuickTokenBalanceParts }
    }
  }
  fragment QuickTokenBalanceParts on TokenBalance {
    id quantity denominatedValue { id value currency } token { id address chain standard }
  }
`;

export const SELECT_WALLET_SCREEN = /* GraphQL */ `
  query SelectWalletScreen($ownerAddresses: [String!]!, $valueModifiers: [PortfolioValueModifier!], $chains: [Chain!]!) {
    portfolios(ownerAddresses: $ownerAddresses, chains: $chains, valueModifiers: $valueModifiers) {
      id ownerAddress tokensTotalDenominatedValue { value }
    }
  }
`;
