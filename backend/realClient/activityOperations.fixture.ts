import { realClientDocument } from './realClientDocument.fixture.ts';

/**
 * The Uniswap web app's account-activity operations, in the shape it sends them (its fragments and
 * nesting: spec section 7's ActivityWeb, TransactionList, FeedTransactionList, TransactionHistoryUpdater
 * and the OnAssetActivity subscription). Written out here so the limits are tested against what the
 * real client sends, not against our own slimmer operations.
 */
export const TOKEN_FRAGMENTS = /* GraphQL */ `
  fragment TokenBasicInfoParts on Token { id address chain decimals name standard symbol }
  fragment TokenBasicProjectParts on Token {
    project { id isSpam logoUrl name safetyLevel spamCode tokens { chain address } }
  }
  fragment TokenFeeDataParts on Token { feeData { buyFeeBps sellFeeBps } }
  fragment TokenProtectionInfoParts on Token {
    protectionInfo { result attackTypes blockaidFees { buy sell transfer } }
  }
  fragment TokenParts on Token {
    ...TokenBasicInfoParts
    ...TokenBasicProjectParts
    ...TokenFeeDataParts
    ...TokenProtectionInfoParts
  }
  fragment SimpleTokenDetails on Token {
    ...TokenBasicInfoParts
    project { id isSpam logoUrl name safetyLevel }
    ...TokenFeeDataParts
    ...TokenProtectionInfoParts
  }
`;

const ASSET_ACTIVITY_FRAGMENTS = /* GraphQL */ `
  fragment NFTAssetParts on NftAsset {
    id name isSpam nftContract { id chain address } tokenId image { id url } collection { id name }
  }
  fragment NFTTransferParts on NftTransfer {
    id asset { ...NFTAssetParts } nftStandard sender recipient direction
  }
  fragment TokenAssetParts on Token {
    id address chain symbol name decimals standard
    project { id name logo { id url } safetyLevel logoUrl isSpam }
  }
  fragment TokenTransferParts on TokenTransfer {
    id asset { ...TokenAssetParts } tokenStandard quantity sender recipient direction
    transactedValue { id currency value }
  }
  fragment OnRampTransferParts on OnRampTransfer {
    id token { ...SimpleTokenDetails } tokenStandard amount sourceCurrency sourceAmount
    serviceProvider { serviceProvider name url logoLightUrl logoDarkUrl }
    transactionReferenceId externalSessionId networkFee transactionFee totalFee
  }
  fragment TokenApprovalParts on TokenApproval {
    id asset { ...TokenAssetParts } tokenStandard approvedAddress quantity
  }
  fragment NFTApprovalParts on NftApproval { id asset { ...NFTAssetParts } nftStandard approvedAddress }
  fragment NFTApproveForAllParts on NftApproveForAll {
    id asset { ...NFTAssetParts } nftStandard operatorAddress approved
  }
  fragment TransactionDetailsParts on TransactionDetails {
    id type from to hash nonce status: transactionStatus
    assetChanges {
      __typename
      ... on TokenTransfer { ...TokenTransferParts }
      ... on NftTransfer { ...NFTTransferParts }
      ... on TokenApproval { ...TokenApprovalParts }
      ... on NftApproval { ...NFTApprovalParts }
      ... on NftApproveForAll { ...NFTApproveForAllParts }
      ... on OnRampTransfer { ...OnRampTransferParts }
    }
  }
  fragment OnRampTransactionDetailsParts on OnRampTransactionDetails {
    id status receiverAddress
    onRampTransfer {
      id token { ...SimpleTokenDetails } amount sourceCurrency sourceAmount
      serviceProvider { serviceProvider name url logoLightUrl logoDarkUrl }
      transactionReferenceId externalSessionId
    }
  }
  fragment OffRampTransactionDetailsParts on OffRampTransactionDetails {
    id status senderAddress
    offRampTransfer {
      id token { ...SimpleTokenDetails } amount destinationCurrency destinationAmount
      serviceProvider { serviceProvider name url logoLightUrl logoDarkUrl }
      transactionReferenceId externalSessionId networkFee transactionFee totalFee
    }
  }
  fragment SwapOrderDetailsParts on SwapOrderDetails {
    id offerer hash orderStatus: swapOrderStatus expiry swapOrderType encodedOrder
    inputToken { ...TokenAssetParts } inputTokenQuantity
    outputToken { ...TokenAssetParts } outputTokenQuantity
  }
  fragment AssetActivityParts on AssetActivity {
    id timestamp chain
    details {
      __typename
      ... on TransactionDetails { ...TransactionDetailsParts }
      ... on SwapOrderDetails { ...SwapOrderDetailsParts }
      ... on OnRampTransactionDetails { ...OnRampTransactionDetailsParts }
      ... on OffRampTransactionDetails { ...OffRampTransactionDetailsParts }
    }
  }
`;

export const ACTIVITY_WEB = realClientDocument(
  /* GraphQL */ `
  query ActivityWeb($account: String!, $chains: [Chain!]!, $onRampTransactionIDs: [String!], $includeOffChain: Boolean!) {
    portfolios(ownerAddresses: [$account], chains: $chains) {
      id
      assetActivities(pageSize: 100, page: 1, includeOffChain: $includeOffChain, chains: $chains, onRampTransactionIDs: $onRampTransactionIDs, includeBridging: true) {
        ...AssetActivityParts
      }
    }
  }
`,
  ASSET_ACTIVITY_FRAGMENTS,
  TOKEN_FRAGMENTS,
);

export const ON_ASSET_ACTIVITY_WEB = realClientDocument(
  /* GraphQL */ `
  subscription OnAssetActivity($subscriptionId: ID!, $account: String!) {
    onAssetActivity(subscriptionId: $subscriptionId, addresses: [$account]) { ...AssetActivityParts }
  }
`,
  ASSET_ACTIVITY_FRAGMENTS,
  TOKEN_FRAGMENTS,
);

const TRANSFER_ROWS = /* GraphQL */ `
  ... on TokenTransfer {
    id
    asset { id symbol address decimals chain project { id isSpam spamCode } }
    tokenStandard quantity sender recipient direction
    transactedValue { id currency value }
  }
  ... on NftTransfer {
    id
    asset { id name isSpam nftContract { id chain address } tokenId image { id url } collection { id name } }
    nftStandard sender recipient direction
  }
  ... on TokenApproval {
    id asset { id symbol decimals address chain } tokenStandard approvedAddress quantity
  }
`;

export const TRANSACTION_LIST = realClientDocument(
  /* GraphQL */ `
  query TransactionList($address: String!, $onRampAuth: OnRampTransactionsAuth, $chains: [Chain!]!, $pageSize: Int = 100) {
    portfolios(ownerAddresses: [$address], chains: $chains) {
      id
      assetActivities(pageSize: $pageSize, page: 1, includeOffChain: true, includeBridging: true, chains: $chains, onRampTransactionsAuth: $onRampAuth) {
        id timestamp chain
        details {
          ... on OnRampTransactionDetails {
            id status receiverAddress
            onRampTransfer {
              id transactionReferenceId externalSessionId
              token { ...TokenBasicInfoParts ...TokenBasicProjectParts }
              tokenStandard amount sourceCurrency sourceAmount
              serviceProvider { serviceProvider name url logoLightUrl logoDarkUrl supportUrl }
              networkFee transactionFee totalFee
            }
          }
          ... on TransactionDetails {
            id to type hash from status
            application { name address icon { url } }
            assetChanges {
              __typename
              ${TRANSFER_ROWS}
              ... on OnRampTransfer {
                id transactionReferenceId externalSessionId
                token { ...TokenBasicInfoParts ...TokenBasicProjectParts }
                tokenStandard amount sourceCurrency sourceAmount
                serviceProvider { serviceProvider name url logoLightUrl logoDarkUrl supportUrl }
                networkFee transactionFee totalFee
              }
            }
            networkFee { quantity tokenSymbol tokenAddress tokenChain }
          }
          ... on SwapOrderDetails {
            id offerer hash orderStatus: swapOrderStatus expiry swapOrderType encodedOrder
            inputToken { id symbol address decimals chain } inputTokenQuantity
            outputToken { id symbol address decimals chain } outputTokenQuantity
          }
        }
      }
    }
  }
`,
  TOKEN_FRAGMENTS,
);

export const FEED_TRANSACTION_LIST = /* GraphQL */ `
  query FeedTransactionList($addresses: [String!]!, $chains: [Chain!]!) {
    portfolios(ownerAddresses: $addresses, chains: $chains) {
      id ownerAddress
      assetActivities(pageSize: 30, includeBridging: true, page: 1, chains: $chains) {
        id timestamp chain
        details {
          ... on TransactionDetails {
            id to type hash from status
            assetChanges { __typename ${TRANSFER_ROWS} }
          }
        }
      }
    }
  }
`;

export const TRANSACTION_HISTORY_UPDATER = /* GraphQL */ `
  query TransactionHistoryUpdater($addresses: [String!]!, $onRampAuth: OnRampTransactionsAuth, $chains: [Chain!]!) {
    portfolios(ownerAddresses: $addresses, chains: $chains) {
      id ownerAddress
      assetActivities(pageSize: 1, page: 1, chains: $chains, onRampTransactionsAuth: $onRampAuth, includeBridging: true) {
        id timestamp details { ... on TransactionDetails { id hash } }
      }
    }
  }
`;
