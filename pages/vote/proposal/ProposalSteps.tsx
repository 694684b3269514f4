import { useCallback } from 'react';
import { type ProposalDetails, refreshProposals } from '../../../data/hooks/useProposals.ts';
import { castVoteCall, executeCall, queueCall } from '../../../trading/governanceCalls.ts';
import type { AppWallet } from '../../../wallet/appWallet.ts';
import { openWalletPicker } from '../../../wallet/walletPicker.ts';
import { DevClockControl } from '../DevClockControl.tsx';
import { GovernanceWriteStatus } from '../GovernanceWriteStatus.tsx';
import { uniAmount } from '../uniAmount.ts';
import { useGovernanceWrite } from '../useGovernanceWrite.ts';
import { useChainClock } from './useChainClock.ts';

/**
 * The step a proposal's state allows, for whoever is connected: vote while it is active, queue it once
 * it succeeded, execute it once the Timelock's delay has passed. On the local chain, a developer can
 * mine past the voting period or the delay (DevClockControl).
 */
export function ProposalSteps({ proposal, wallet }: { proposal: ProposalDetails; wallet: AppWallet }) {
  const clock = useChainClock();
  const onConfirmed = useCallback(() => {
    void refreshProposals();
    void clock.mutate();
  }, [clock.mutate]);
  const { write, run, busy } = useGovernanceWrite(wallet, onConfirmed);
  const id = BigInt(proposal.id);
  const { governorIndex } = proposal;
  const now = clock.data;
  const account = wallet.address?.toLowerCase();
  const ownVote = proposal.votes.find((vote) => vote.voter === account);
  const blocksTo = (block: number) =>
    now && BigInt(block) >= now.number ? BigInt(block) - now.number + 1n : 1n;

  let step: React.ReactNode = null;
  switch (proposal.state) {
    case 'PENDING':
      step = (
        <>
          <p className="small">Voting opens at block {proposal.startBlock.toLocaleString('en-US')}.</p>
          <DevClockControl
            label="Mine to the start of voting"
            blocks={blocksTo(proposal.startBlock)}
            onMoved={onConfirmed}
          />
        </>
      );
      break;
    case 'ACTIVE':
      step = (
        <>
          {ownVote ? (
            <p className="small" data-testid="own-vote">
              You voted {ownVote.support ? 'for' : 'against'} with {uniAmount(ownVote.votes)}.
            </p>
          ) : !wallet.address ? (
            <button type="button" className="button" disabled={wallet.resolving} onClick={openWalletPicker}>
              Connect wallet to vote
            </button>
          ) : (
            <div className="governance-buttons">
              <button
                type="button"
                className="button"
                disabled={busy || wallet.isWrongNetwork}
                onClick={() =>
                  void run(castVoteCall(governorIndex, id, true), `Vote for proposal ${proposal.id}`)
                }
              >
                Vote for
              </button>
              <button
                type="button"
                className="button secondary"
                disabled={busy || wallet.isWrongNetwork}
                onClick={() =>
                  void run(castVoteCall(governorIndex, id, false), `Vote against proposal ${proposal.id}`)
                }
              >
                Vote against
              </button>
            </div>
          )}
          <DevClockControl
            label={`Mine to the end of voting (${blocksTo(proposal.endBlock).toLocaleString('en-US')} blocks)`}
            blocks={blocksTo(proposal.endBlock)}
            onMoved={onConfirmed}
          />
        </>
      );
      break;
    case 'SUCCEEDED':
      step = (
        <>
          <p className="small">It passed. Queue it in the Timelock to execute it after the delay.</p>
          <StepButton
            label="Queue"
            wallet={wallet}
            disabled={busy}
            onClick={() => void run(queueCall(governorIndex, id), `Queue proposal ${proposal.id}`)}
          />
        </>
      );
      break;
    case 'QUEUED': {
      const eta = proposal.eta ?? 0;
      const waiting = now !== undefined && BigInt(eta) > now.timestamp;
      step = (
        <>
          <p className="small">
            Queued. It can be executed from{' '}
            <time dateTime={new Date(eta * 1000).toISOString()}>
              {new Date(eta * 1000).toLocaleString('en-US')}
            </time>
            .
          </p>
          {waiting ? (
            <DevClockControl
              label="Move the clock past the Timelock’s delay"
              blocks={1n}
              seconds={BigInt(eta) - (now?.timestamp ?? 0n) + 1n}
              onMoved={onConfirmed}
            />
          ) : (
            <StepButton
              label="Execute"
              wallet={wallet}
              disabled={busy || now === undefined}
              onClick={() =>
                void run(
                  executeCall(
                    governorIndex,
                    id,
                    proposal.actions.map((action) => ({ value: BigInt(action.value) })),
                  ),
                  `Execute proposal ${proposal.id}`,
                )
              }
            />
          )}
        </>
      );
      break;
    }
    case 'EXECUTED':
      step = <p className="small">Executed: its actions have run.</p>;
      break;
    case 'DEFEATED':
      step = <p className="small">Defeated: it did not win a majority with the quorum.</p>;
      break;
    case 'CANCELED':
      step = <p className="small">Cancelled by its proposer.</p>;
      break;
    case 'EXPIRED':
      step = <p className="small">Expired: it was not executed within the Timelock’s grace period.</p>;
      break;
  }
  return (
    <div className="proposal-steps" data-testid="proposal-steps">
      {step}
      <GovernanceWriteStatus write={write} done="Confirmed." />
    </div>
  );
}

function StepButton({
  label,
  wallet,
  disabled,
  onClick,
}: {
  label: string;
  wallet: AppWallet;
  disabled: boolean;
  onClick: () => void;
}) {
  if (!wallet.address)
    return (
      <button type="button" className="button" disabled={wallet.resolving} onClick={openWalletPicker}>
        Connect wallet to {label.toLowerCase()}
      </button>
    );
  return (
    <button type="button" className="button" disabled={disabled || wallet.isWrongNetwork} onClick={onClick}>
      {label}
    </button>
  );
}
