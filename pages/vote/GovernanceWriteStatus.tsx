import { shortAddress } from '../../components/formatNumbers.ts';
import { TransactionLink } from '../../components/TransactionLink.tsx';
import { GOVERNANCE_CHAIN } from './governanceChain.ts';
import type { GovernanceWrite } from './useGovernanceWrite.ts';

/** A governance step's progress in words: every wait names what it waits for. */
export function GovernanceWriteStatus({ write, done }: { write: GovernanceWrite; done: string }) {
  switch (write.status) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p className="small muted" role="status">
          Checking with the chain…
        </p>
      );
    case 'wallet-confirmation':
      return (
        <p className="small muted" role="status">
          Waiting for your signature in your wallet…
        </p>
      );
    case 'pending':
      return (
        <p className="small muted" role="status">
          Waiting for the network to confirm <Hash hash={write.hash} />…
        </p>
      );
    case 'confirmed':
      return (
        <p className="small" role="status" data-testid="governance-confirmed">
          {done} <Hash hash={write.hash} />
        </p>
      );
    case 'failed':
      return (
        <p className="small governance-error" role="alert">
          {write.message}
        </p>
      );
  }
}

function Hash({ hash }: { hash: string }) {
  return (
    <TransactionLink explorer={GOVERNANCE_CHAIN.blockExplorers?.default.url} hash={hash}>
      <code>{shortAddress(hash)}</code>
    </TransactionLink>
  );
}
