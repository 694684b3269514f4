import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { erc20Abi } from 'viem';
import { refreshProposals } from '../../data/hooks/useProposals.ts';
import { VOTE_PAGE } from '../../preview/pagePaths.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { proposeCall } from '../../trading/governanceCalls.ts';
import { useLazyWallet } from '../../wallet/useLazyWallet.tsx';
import { openWalletPicker } from '../../wallet/walletPicker.ts';
import { DevClockControl } from '../vote/DevClockControl.tsx';
import { GovernanceWriteStatus } from '../vote/GovernanceWriteStatus.tsx';
import { uniAmount } from '../vote/uniAmount.ts';
import { useGovernanceWrite } from '../vote/useGovernanceWrite.ts';
import { refreshVotingPower, useVotingPower } from '../vote/useVotingPower.ts';
import { checkProposalDraft, MAX_ACTIONS, MAX_BODY, MAX_TITLE, type ProposalDraft } from './proposalDraft.ts';
import '../vote/VotePage.css';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { GOVERNANCE_CHAIN } from '../vote/governanceChain.ts';

const EMPTY_TRANSFER = { recipient: '', amount: '' };

/**
 * `/create-proposal`: a proposal of one or more transfers of UNI out of the treasury, with a title and
 * a Markdown description. It is checked before anything is sent (each problem said in words), and
 * sent only when the wallet's voting power meets the governor's threshold.
 */
export function CreateProposalPage() {
  const { wallet, bridge } = useLazyWallet();
  const power = useVotingPower(wallet.address);
  const treasury = useSWR('TreasuryUni', () =>
    chainClientOf(GOVERNANCE_CHAIN).readContract({
      address: PROTOCOL_ADDRESSES.uni,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [PROTOCOL_ADDRESSES.timelock],
    }),
  );
  const onConfirmed = useCallback(() => {
    void refreshProposals();
    void refreshVotingPower();
  }, []);
  const { write, run, fail, reset, busy } = useGovernanceWrite(wallet, onConfirmed);
  const [draft, setDraft] = useState<ProposalDraft>({ title: '', body: '', transfers: [EMPTY_TRANSFER] });
  const [problems, setProblems] = useState<string[]>([]);
  const [created, setCreated] = useState(false);

  const submit = async () => {
    // A new attempt: the last one's words go.
    reset();
    const checked = checkProposalDraft(draft, treasury.data);
    setProblems(checked.ok ? [] : checked.problems);
    if (!checked.ok) return;
    const votes = power.data?.votes;
    const threshold = power.data?.proposalThreshold;
    if (votes === undefined || threshold === undefined) {
      fail('Your voting power is still being read from the chain. Try again in a moment.');
      return;
    }
    if (votes < threshold) {
      fail(
        `Proposing takes ${uniAmount(threshold)} of voting power; you have ${uniAmount(votes)}. Delegate UNI to yourself on the governance page first. Nothing was sent.`,
      );
      return;
    }
    if ((power.data?.votesToPropose ?? 0n) < threshold) {
      fail(
        'The governor counts your votes as of the block before the proposal: your delegation counts from the next block on. Wait for the next block, then submit again. Nothing was sent.',
      );
      return;
    }
    const receipt = await run(
      proposeCall(checked.actions, checked.description),
      `Propose “${draft.title.trim()}”`,
    );
    if (receipt) setCreated(true);
  };

  const setTransfer = (index: number, field: 'recipient' | 'amount', value: string) =>
    setDraft((current) => ({
      ...current,
      transfers: current.transfers.map((transfer, i) =>
        i === index ? { ...transfer, [field]: value } : transfer,
      ),
    }));

  return (
    <section className="vote-page" aria-labelledby="create-proposal-title">
      {bridge}
      <nav className="breadcrumb small muted" aria-label="Breadcrumb">
        <a href={VOTE_PAGE}>Governance</a> › <span>Create proposal</span>
      </nav>
      <h1 id="create-proposal-title">Create a proposal</h1>
      <p className="vote-intro muted">
        A proposal pays UNI out of the treasury when it passes. Proposing takes 10,000,000 UNI of voting
        power, delegated to you.
      </p>
      {!wallet.address ? (
        <div className="governance-card">
          <p>Connect a wallet to make a proposal.</p>
          <button type="button" className="button" disabled={wallet.resolving} onClick={openWalletPicker}>
            {wallet.resolving ? 'Connecting…' : 'Connect wallet'}
          </button>
        </div>
      ) : (
        <p className="small muted" data-testid="proposer-power">
          Your voting power: {power.data ? uniAmount(power.data.votes) : '…'}
          {power.data && power.data.votes < power.data.proposalThreshold
            ? ` — below the ${uniAmount(power.data.proposalThreshold)} it takes to propose.`
            : ''}
        </p>
      )}
      <form
        className="governance-card proposal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="proposal-title">Title</label>
        <input
          id="proposal-title"
          className="text-input"
          maxLength={MAX_TITLE}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <label htmlFor="proposal-body">Description (Markdown)</label>
        <textarea
          id="proposal-body"
          className="text-input"
          rows={8}
          maxLength={MAX_BODY}
          value={draft.body}
          onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        />
        <fieldset className="proposal-transfers">
          <legend>Actions: transfers of UNI from the treasury</legend>
          {treasury.data !== undefined ? (
            <p className="small muted">The treasury holds {uniAmount(treasury.data)}.</p>
          ) : null}
          {draft.transfers.map((transfer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added and removed at the end.
            <div className="proposal-transfer" key={index}>
              <label className="small" htmlFor={`recipient-${index}`}>
                Action {index + 1}: recipient
              </label>
              <input
                id={`recipient-${index}`}
                className="text-input"
                placeholder="0x…"
                spellCheck={false}
                autoComplete="off"
                value={transfer.recipient}
                onChange={(event) => setTransfer(index, 'recipient', event.target.value)}
              />
              <label className="small" htmlFor={`amount-${index}`}>
                Amount of UNI
              </label>
              <input
                id={`amount-${index}`}
                className="text-input"
                inputMode="decimal"
                autoComplete="off"
                value={transfer.amount}
                onChange={(event) => setTransfer(index, 'amount', event.target.value)}
              />
            </div>
          ))}
          <div className="governance-buttons">
            <button
              type="button"
              className="button secondary"
              disabled={draft.transfers.length >= MAX_ACTIONS}
              onClick={() => setDraft({ ...draft, transfers: [...draft.transfers, EMPTY_TRANSFER] })}
            >
              Add an action
            </button>
            {draft.transfers.length > 1 ? (
              <button
                type="button"
                className="button secondary"
                onClick={() => setDraft({ ...draft, transfers: draft.transfers.slice(0, -1) })}
              >
                Remove the last action
              </button>
            ) : null}
          </div>
        </fieldset>
        {problems.length > 0 ? (
          <ul className="governance-error small" role="alert" data-testid="proposal-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <button type="submit" className="button" disabled={busy || !wallet.address || wallet.isWrongNetwork}>
          Submit proposal
        </button>
        <GovernanceWriteStatus write={write} done="Proposal created." />
        {power.data &&
        power.data.votes >= power.data.proposalThreshold &&
        power.data.votesToPropose < power.data.proposalThreshold ? (
          <DevClockControl label="Mine a block" blocks={1n} onMoved={() => void refreshVotingPower()} />
        ) : null}
        {created ? (
          <a className="button secondary" href={VOTE_PAGE} data-testid="created-proposal">
            See it among the proposals
          </a>
        ) : null}
      </form>
    </section>
  );
}
