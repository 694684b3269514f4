import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorState } from '../../../components/DataStates.tsx';
import { FirstAnswerSkeleton } from '../../../components/FirstAnswerSkeleton.tsx';
import { formatRelativeTime, shortAddress } from '../../../components/formatNumbers.ts';
import { SafeMarkdown } from '../../../components/SafeMarkdown.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { FIRST_ANSWER_SLOTS } from '../../../data/firstAnswers.ts';
import { type ProposalDetails, preloadProposal, useProposal } from '../../../data/hooks/useProposals.ts';
import { VOTE_PAGE } from '../../../preview/pagePaths.ts';
import { proposalPageParams, proposalTitle } from '../../../preview/proposalPreview.ts';
import { useDocumentTitle } from '../../../renderer/useDocumentTitle.ts';
import { useLazyWallet } from '../../../wallet/useLazyWallet.tsx';
import { ProposalStateBadge } from '../ProposalStateBadge.tsx';
import { uniAmount } from '../uniAmount.ts';
import '../VotePage.css';
import '../../NotFound.css';
import { GOVERNANCE_CHAIN } from '../governanceChain.ts';

/**
 * What the page loads beside its data, not before it: the steps bring the chain's clock and the write
 * path, the actions the ABI decoder. Both are asked for as the page mounts, alongside the proposal.
 */
const loadSteps = () => import('./ProposalSteps.tsx');
const loadActions = () => import('./ProposalActions.tsx');
const ProposalSteps = lazy(() => loadSteps().then((module) => ({ default: module.ProposalSteps })));
const ProposalActions = lazy(() => loadActions().then((module) => ({ default: module.ProposalActions })));

// The shell's proposal is named by the address bar: asked for as this code loads, while the page hydrates.
const openedAt = typeof window === 'undefined' ? undefined : proposalPageParams(window.location.pathname);
if (openedAt) preloadProposal(GOVERNANCE_CHAIN.dataApiChain, openedAt.governorIndex, openedAt.id);

/**
 * `/vote/{governorIndex}/{id}`: one proposal — its description (Markdown, drawn safely), its actions
 * in words, the tallies against the quorum, who voted, and the step its state allows (vote, queue,
 * execute). Every proposal shares one long-tail shell, filled in from the address bar.
 */
export function ProposalPage() {
  const [path, setPath] = useState<string>();
  useEffect(() => {
    setPath(window.location.pathname);
    void loadSteps();
    void loadActions();
  }, []);
  const params = path === undefined ? undefined : proposalPageParams(path);
  const { wallet, bridge } = useLazyWallet();
  const { data, error, retry } = useProposal(
    GOVERNANCE_CHAIN.dataApiChain,
    params?.governorIndex,
    params?.id,
  );
  const proposal = data ?? undefined;
  useDocumentTitle(proposal ? proposalTitle(proposal.description) : undefined);

  if ((path !== undefined && !params) || data === null)
    return (
      <section className="vote-page data-state" aria-labelledby="proposal-missing">
        <h1 id="proposal-missing">No such proposal</h1>
        <p>There is no proposal at this address. It may be on another governor, or not made yet.</p>
        <a className="button" href={VOTE_PAGE}>
          All proposals
        </a>
      </section>
    );
  return (
    <article className="vote-page proposal-page">
      {bridge}
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={VOTE_PAGE}>Governance</a> › <span>Proposal {params?.id ?? '…'}</span>
      </nav>
      {error && !data ? <ErrorState what="this proposal" onRetry={retry} /> : null}
      {proposal ? (
        <ProposalDetailsView proposal={proposal} wallet={wallet} />
      ) : (
        // The edge may fill these with the proposal's title and first paragraph (worker/firstAnswer.ts).
        <div aria-busy="true">
          <p className="proposal-first-title">
            <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.proposalTitle} width="60%" height={36} />
          </p>
          <p className="proposal-first-summary">
            <FirstAnswerSkeleton slot={FIRST_ANSWER_SLOTS.proposalSummary} width="100%" height={240} />
          </p>
        </div>
      )}
    </article>
  );
}

function ProposalDetailsView({
  proposal,
  wallet,
}: {
  proposal: ProposalDetails;
  wallet: ReturnType<typeof useLazyWallet>['wallet'];
}) {
  const title = proposalTitle(proposal.description);
  // The description's first line is the title, shown as the page's heading already.
  const body = proposal.description.split('\n').slice(1).join('\n');
  const forVotes = BigInt(proposal.forVotes);
  const againstVotes = BigInt(proposal.againstVotes);
  const quorum = BigInt(proposal.quorumVotes);
  const total = forVotes + againstVotes;
  const share = (votes: bigint) => (total === 0n ? 0 : Number((votes * 1000n) / total) / 10);
  return (
    <>
      <header className="proposal-header">
        <h1>{title}</h1>
        <p className="small muted">
          <ProposalStateBadge state={proposal.state} /> Proposal {proposal.id} by{' '}
          <code title={proposal.proposer}>{shortAddress(proposal.proposer)}</code> ·{' '}
          <time dateTime={new Date(proposal.createdAt * 1000).toISOString()}>
            {formatRelativeTime(proposal.createdAt)}
          </time>
        </p>
      </header>
      <section className="governance-card" aria-label="Votes">
        <div className="proposal-tallies">
          <div>
            <span className="small muted">For</span>
            <strong data-testid="votes-for">{uniAmount(forVotes)}</strong>
            <span className="tally-bar" aria-hidden="true">
              <span className="tally-for" style={{ width: `${share(forVotes)}%` }} />
            </span>
          </div>
          <div>
            <span className="small muted">Against</span>
            <strong data-testid="votes-against">{uniAmount(againstVotes)}</strong>
            <span className="tally-bar" aria-hidden="true">
              <span className="tally-against" style={{ width: `${share(againstVotes)}%` }} />
            </span>
          </div>
        </div>
        <p className="small muted">
          Quorum: {uniAmount(quorum)} for. {forVotes >= quorum ? 'Reached.' : 'Not reached yet.'} Voting runs
          from block {proposal.startBlock.toLocaleString('en-US')} to{' '}
          {proposal.endBlock.toLocaleString('en-US')}.
        </p>
        <Suspense fallback={<Skeleton width="100%" height={44} />}>
          <ProposalSteps proposal={proposal} wallet={wallet} />
        </Suspense>
      </section>
      <section aria-labelledby="proposal-description">
        <h2 id="proposal-description" className="vote-subtitle">
          Description
        </h2>
        <SafeMarkdown source={body} className="proposal-description" />
      </section>
      <section aria-labelledby="proposal-actions">
        <h2 id="proposal-actions" className="vote-subtitle">
          Actions
        </h2>
        <Suspense fallback={<Skeleton width="100%" height={24 * proposal.actions.length} />}>
          <ProposalActions actions={proposal.actions} />
        </Suspense>
      </section>
      <section aria-labelledby="proposal-voters">
        <h2 id="proposal-voters" className="vote-subtitle">
          Voters
        </h2>
        {proposal.votes.length === 0 ? (
          <p className="muted">No votes yet.</p>
        ) : (
          <table className="proposal-voters">
            <thead>
              <tr>
                <th scope="col">Voter</th>
                <th scope="col">Vote</th>
                <th scope="col">Votes</th>
              </tr>
            </thead>
            <tbody>
              {proposal.votes.map((vote) => (
                <tr key={vote.voter}>
                  <td>
                    <code title={vote.voter}>{shortAddress(vote.voter)}</code>
                  </td>
                  <td>{vote.support ? 'For' : 'Against'}</td>
                  <td>{uniAmount(vote.votes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
