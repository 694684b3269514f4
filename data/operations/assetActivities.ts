import { graphql } from '../graphql.ts';

export const ActivityToken = graphql(`
  fragment ActivityToken on Token {
    id
    chain
    address
    symbol
    name
    decimals
    standard
    project {
      id
      logoUrl
    }
  }
`);

export const ActivityNft = graphql(`
  fragment ActivityNft on NftAsset {
    id
    name
    tokenId
    thumbnail {
      id
      url
    }
    collection {
      id
      name
    }
    nftContract {
      id
      address
    }
  }
`);

/**
 * One activity as every list shows it: the four kinds (transaction, swap order, on-ramp, off-ramp) with
 * every asset change a transaction can carry. The subscription delivers the same shape.
 */
export const AssetActivityParts = graphql(
  `
  fragment AssetActivityParts on AssetActivity {
    id
    timestamp
    chain
    details {
      __typename
      ... on TransactionDetails {
        id
        type
        from
        to
        hash
        nonce
        transactionStatus
        application {
          id
          name
          address
        }
        networkFee {
          quantity
          tokenSymbol
        }
        assetChanges {
          __typename
          ... on TokenTransfer {
            id
            quantity
            direction
            sender
            recipient
            tokenStandard
            asset {
              ...ActivityToken
            }
            transactedValue {
              id
              value
            }
          }
          ... on TokenApproval {
            id
            quantity
            approvedAddress
            tokenStandard
            asset {
              ...ActivityToken
            }
          }
          ... on NftTransfer {
            id
            direction
            sender
            recipient
            nftStandard
            asset {
              ...ActivityNft
            }
          }
          ... on NftApproval {
            id
            approvedAddress
            nftStandard
            asset {
              ...ActivityNft
            }
          }
          ... on NftApproveForAll {
            id
            operatorAddress
            approved
            nftStandard
            asset {
              ...ActivityNft
            }
          }
        }
      }
      ... on SwapOrderDetails {
        id
        offerer
        hash
        swapOrderStatus
        swapOrderType
        expiry
        inputToken {
          ...ActivityToken
        }
        inputTokenQuantity
        outputToken {
          ...ActivityToken
        }
        outputTokenQuantity
      }
      ... on OnRampTransactionDetails {
        id
        status
        receiverAddress
        onRampTransfer {
          id
          amount
          sourceCurrency
          sourceAmount
          totalFee
          transactionReferenceId
          externalSessionId
          serviceProvider {
            id
            name
          }
          token {
            ...ActivityToken
          }
        }
      }
      ... on OffRampTransactionDetails {
        id
        status
        senderAddress
        offRampTransfer {
          id
          amount
          destinationCurrency
          destinationAmount
          totalFee
          transactionReferenceId
          serviceProvider {
            id
            name
          }
          token {
            ...ActivityToken
          }
        }
      }
    }
  }
`,
  [ActivityToken, ActivityNft],
);

/**
 * A page of an address's activity, off-chain and bridging included (the spec's ActivityWeb: page and
 * pageSize, 100 by default). The feed (FeedTransactionList, 30) and the updater (TransactionHistoryUpdater,
 * 1: has anything new happened?) ask the same question with their own page sizes.
 */
export const ActivityWeb = graphql(
  `
  query ActivityWeb($account: String!, $chains: [Chain!], $page: Int, $pageSize: Int) {
    portfolios(ownerAddresses: [$account], chains: $chains) {
      id
      assetActivities(
        page: $page
        pageSize: $pageSize
        includeOffChain: true
        includeBridging: true
        chains: $chains
      ) {
        ...AssetActivityParts
      }
    }
  }
`,
  [AssetActivityParts],
);

export const FeedTransactionList = graphql(
  `
  query FeedTransactionList($account: String!, $chains: [Chain!], $pageSize: Int) {
    portfolios(ownerAddresses: [$account], chains: $chains) {
      id
      assetActivities(pageSize: $pageSize, includeOffChain: true, includeBridging: true, chains: $chains) {
        ...AssetActivityParts
      }
    }
  }
`,
  [AssetActivityParts],
);

export const TransactionHistoryUpdater = graphql(`
  query TransactionHistoryUpdater($account: String!, $chains: [Chain!], $pageSize: Int) {
    portfolios(ownerAddresses: [$account], chains: $chains) {
      id
      assetActivities(pageSize: $pageSize, includeOffChain: true, includeBridging: true, chains: $chains) {
        id
        timestamp
      }
    }
  }
`);
