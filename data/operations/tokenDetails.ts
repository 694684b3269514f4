import { graphql } from '../graphql.ts';

/**
 * Everything a token page prints as HTML: identity, USD market, stats, project and warnings. The page
 * query (TokenWeb) and the prerender's top-token query share it, so a prerendered page has its data.
 */
export const TokenDetails = graphql(`
  fragment TokenDetails on Token {
    id
    chain
    address
    symbol
    name
    decimals
    standard
    market(currency: USD) {
      id
      price {
        id
        value
      }
      pricePercentChange24h: pricePercentChange(duration: DAY) {
        id
        value
      }
      totalValueLocked {
        id
        value
      }
      fullyDilutedValuation {
        id
        value
      }
      volume24h: volume(duration: DAY) {
        id
        value
      }
      priceHigh52w: priceHighLow(duration: YEAR, highLow: HIGH) {
        id
        value
      }
      priceLow52w: priceHighLow(duration: YEAR, highLow: LOW) {
        id
        value
      }
    }
    project {
      id
      name
      logoUrl
      description
      descriptionTranslations {
        id
        descriptionEsEs
        descriptionFrFr
        descriptionJaJp
        descriptionPtPt
        descriptionViVn
        descriptionZhHans
        descriptionZhHant
      }
      homepageUrl
      twitterName
      isSpam
      spamCode
      safetyLevel
      markets(currencies: [USD]) {
        id
        marketCap {
          id
          value
        }
        fullyDilutedValuation {
          id
          value
        }
      }
    }
    feeData {
      buyFeeBps
      sellFeeBps
    }
    protectionInfo {
      result
      attackTypes
      blockaidFees {
        buy
        sell
        transfer
      }
    }
  }
`);
