import { useCallback, useState } from 'react';
import { type Address, getAddress, isAddress } from 'viem';
import { shortAddress } from '../../components/formatNumbers.ts';
import { Skeleton } from '../../components/Skeleton.tsx';
import { delegateCall } from '../../trading/governanceCalls.ts';
import type { AppWallet } from '../../wallet/appWallet.ts';
import { GovernanceWriteStatus } from './GovernanceWriteStatus.tsx';
import { uniAmount } from './uniAmount.ts';
import { useGovernanceWrite } from './useGovernanceWrite.ts';
import { refreshVotingPower, useVotingPower } from './useVotingPower.ts';

/**
 * The connected wallet's UNI, whom it delegates its votes to and the votes it holds, with the two
 * ways to delegate: to itself, or to an address. UNI counts for no one until it is delegated. Loaded
 * once a wallet is connected (VotingPowerPanel.tsx): the chain reads and the write path with it.
 */
export function ConnectedVotingPower({ wallet, account }: { wallet: AppWallet; account: Address }) {
  const power = useVotingPower(account);
  const onConfirmed = useCallback(() => void refreshVotingPower(), []);
  const { write, run, fail, busy } = useGovernanceWrite(wallet, onConfirmed);
  const [delegatee, setDelegatee] = useState('');
  const delegateTo = (to: Address, words: string) => run(delegateCall(to), `Delegate votes to ${words}`);
  const delegateToAddress = () => {
    const typed = delegatee.trim();
    if (!isAddress(typed, { strict: true })) {
      fail('Enter the address to delegate to: 0x and 40 hexadecimal characters. Nothing was sent.');
      return;
    }
    void delegateTo(getAddress(typed), shortAddress(typed));
  };
  const data = power.data;
  return (
    <div className="governance-card" data-testid="voting-power">
      <dl className="governance-facts">
        <div>
          <dt>Your UNI</dt>
          <dd>{data ? uniAmount(data.balance) : <Skeleton width={120} />}</dd>
        </div>
        <div>
          <dt>Your voting power</dt>
          <dd data-testid="voting-power-votes">{data ? uniAmount(data.votes) : <Skeleton width={120} />}</dd>
        </div>
        <div>
          <dt>Your votes go to</dt>
          <dd data-testid="delegated-to">
            {data ? delegateWords(data.delegate, account) : <Skeleton width={120} />}
          </dd>
        </div>
      </dl>
      {power.error && !data ? (
        <p className="small governance-error" role="alert">
          Could not read your voting power from the chain.{' '}
          <button type="button" className="link-button" onClick={() => void power.mutate()}>
            Retry
          </button>
        </p>
      ) : null}
      <div className="governance-delegate">
        <button
          type="button"
          className="button"
          disabled={busy || wallet.isWrongNetwork}
          onClick={() => void delegateTo(account, 'yourself')}
        >
          Delegate to yourself
        </button>
        <form
          className="governance-delegate-form"
          onSubmit={(event) => {
            event.preventDefault();
            delegateToAddress();
          }}
        >
          <label className="small" htmlFor="delegatee">
            Or delegate to an address
          </label>
          <input
            id="delegatee"
            className="text-input"
            value={delegatee}
            onChange={(event) => setDelegatee(event.target.value)}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
          />
          <button type="submit" className="button secondary" disabled={busy || wallet.isWrongNetwork}>
            Delegate
          </button>
        </form>
      </div>
      <GovernanceWriteStatus write={write} done="Delegation confirmed." />
    </div>
  );
}

function delegateWords(delegate: Address | undefined, account: Address): string {
  if (!delegate) return 'Nobody yet: delegate to count your UNI';
  return delegate === account ? 'Yourself' : shortAddress(delegate);
}
