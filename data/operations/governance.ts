import { graphql } from '../graphql.ts';

/**
 * Our governance extension (backend/governance.graphql): the hosted Data API has no proposals, so
 * these operations are validated against the embedded schema only (data/operations.test.ts).
 */
export const ProposalSummaryParts = graphql(`
  fragment ProposalSummaryParts on Proposal {
    governorIndex
    id
    proposer
    description
    state
    forVotes
    againstVotes
    quorumVotes
    startBlock
    endBlock
    eta
    createdAt
  }
`);

export const Proposals = graphql(
  `
  query Proposals($chain: Chain!) {
    proposals(chain: $chain) {
      ...ProposalSummaryParts
    }
  }
`,
  [ProposalSummaryParts],
);

export const Proposal = graphql(
  `
  query Proposal($chain: Chain!, $governorIndex: Int!, $id: String!) {
    proposal(chain: $chain, governorIndex: $governorIndex, id: $id) {
      ...ProposalSummaryParts
      actions {
        target
        value
        signature
        calldata
      }
      votes {
        voter
        support
        votes
        transactionHash
      }
    }
  }
`,
  [ProposalSummaryParts],
);

/** What a proposal page's link preview needs (the edge asks it for the page's tags). */
export const ProposalDescription = graphql(`
  query ProposalDescription($chain: Chain!, $governorIndex: Int!, $id: String!) {
    proposal(chain: $chain, governorIndex: $governorIndex, id: $id) {
      description
    }
  }
`);
