import { CREATE_PROPOSAL_PAGE } from '../../preview/pagePaths.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { ProposalList } from './ProposalList.tsx';
import { VotingPowerPanel } from './VotingPowerPanel.tsx';
import './VotePage.css';

/** `/vote`: Uniswap governance — the voter's power and delegation, and every proposal with its state. */
export function VotePage() {
  const { wallet, bridge } = useLazyWallet();
  return (
    <section className="vote-page" aria-labelledby="vote-title">
      {bridge}
      <header className="vote-header">
        <h1 id="vote-title">Uniswap governance</h1>
        <a className="button" href={CREATE_PROPOSAL_PAGE}>
          Create proposal
        </a>
      </header>
      <p className="vote-intro muted">
        UNI holders decide how the protocol and its treasury change: delegate your votes, vote on proposals,
        and queue and execute the ones that pass.
      </p>
      <VotingPowerPanel wallet={wallet} />
      <h2 className="vote-subtitle">Proposals</h2>
      <ProposalList />
    </section>
  );
}
