import type { RecipientCheck } from '../../transfer/recipientAddress.ts';
import type { WalletReadiness } from '../../wallet/appWallet.ts';

/** What the send card's one big button does next, and the words on it (UI.md: the label says the step). */
export type SendNextStep =
  | { kind: 'connect'; label: string }
  | { kind: 'switch'; label: string }
  | { kind: 'blocked'; label: string }
  | { kind: 'review'; label: string };

export interface SendFormFacts {
  /** The browser says it is offline and the chain does not answer (a local chain may, offline). */
  offline: boolean;
  /** `connecting`: an address is known, the wallet's signer is still loading. */
  account: WalletReadiness;
  appChainName: string;
  /** Whether the chain answered the last balance read (false: unreachable). */
  chainAnswers: boolean;
  tokenSymbol: string | undefined;
  amountText: string;
  /** The amount in the token's smallest unit; undefined when the text is not an amount. */
  amount: bigint | undefined;
  /** undefined while it is read. */
  balance: bigint | undefined;
  recipient: RecipientCheck;
}

export function sendNextStep(facts: SendFormFacts): SendNextStep {
  if (facts.offline) return { kind: 'blocked', label: 'Offline: a send needs the chain' };
  if (facts.account === 'disconnected') return { kind: 'connect', label: 'Connect wallet' };
  if (facts.account === 'wrong-network') return { kind: 'switch', label: `Switch to ${facts.appChainName}` };
  if (facts.account === 'connecting') return { kind: 'blocked', label: 'Connecting wallet…' };
  if (!facts.chainAnswers) return { kind: 'blocked', label: 'Chain unreachable' };
  if (!facts.tokenSymbol) return { kind: 'blocked', label: 'Select a token' };
  if (facts.amountText.trim() === '') return { kind: 'blocked', label: 'Enter an amount' };
  if (facts.amount === undefined) return { kind: 'blocked', label: 'Enter a valid amount' };
  if (facts.amount === 0n) return { kind: 'blocked', label: 'Enter an amount' };
  if (facts.recipient.kind === 'empty') return { kind: 'blocked', label: 'Enter a recipient' };
  if (facts.recipient.kind === 'invalid') return { kind: 'blocked', label: 'Enter a valid address' };
  if (facts.balance === undefined) return { kind: 'blocked', label: 'Reading your balance…' };
  if (facts.amount > facts.balance)
    return { kind: 'blocked', label: `Insufficient ${facts.tokenSymbol} balance` };
  return { kind: 'review', label: 'Review send' };
}
