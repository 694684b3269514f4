import type { RememberedTransaction, TransactionKind, TransactionStatus } from './rememberedTransactions.ts';

const KIND_WORDS: Record<TransactionKind, string> = {
  swap: 'Swap',
  approval: 'Approval',
  send: 'Send',
  liquidity: 'Liquidity change',
  bid: 'Bid',
  claim: 'Claim',
  governance: 'Governance',
};

const STATUS_WORDS: Record<TransactionStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  failed: 'failed',
  dropped: 'dropped',
};

/** "Swap pending", "Send confirmed", "Approval dropped". */
export function transactionTitle({ kind, status }: Pick<RememberedTransaction, 'kind' | 'status'>): string {
  return `${KIND_WORDS[kind]} ${STATUS_WORDS[status]}`;
}

/** What the end means for the person, beside the summary of what the transaction does. */
export function transactionOutcomeWords(status: TransactionStatus): string {
  switch (status) {
    case 'pending':
      return 'Waiting for the network to include it.';
    case 'confirmed':
      return 'Done: your balances are updated.';
    case 'failed':
      return 'It reverted on chain: nothing moved but the network cost.';
    case 'dropped':
      return 'The chain no longer knows it (it restarted, or the transaction was replaced): it will never be mined, and nothing moved.';
  }
}
