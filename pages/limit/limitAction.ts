import type { WalletReadiness } from '../../wallet/appWallet.ts';

/** The limit form's one big button: its next step, and whether it can be pressed. */
export type LimitAction =
  | {
      kind:
        | 'select-token'
        | 'enter-amount'
        | 'zero-amount'
        | 'enter-price'
        | 'insufficient-balance'
        | 'wallet-loading'
        | 'checking-approval';
      label: string;
      enabled: false;
    }
  | { kind: 'connect' | 'switch-network' | 'approve' | 'place'; label: string; enabled: true };

export interface LimitActionInputs {
  inputSymbol: string | undefined;
  hasOutput: boolean;
  /** The typed amount in base units: undefined when nothing (or no number) is typed. */
  amount: bigint | undefined;
  hasPrice: boolean;
  account: WalletReadiness;
  inputBalance: bigint | undefined;
  needsApproval: boolean | undefined;
}

/** Zero or more than the balance is refused; the price must be there before anything is signed. */
export function limitAction(inputs: LimitActionInputs): LimitAction {
  const { inputSymbol, amount, account, inputBalance, needsApproval } = inputs;
  if (!inputSymbol || !inputs.hasOutput)
    return { kind: 'select-token', label: 'Select a token', enabled: false };
  if (amount === undefined) return { kind: 'enter-amount', label: 'Enter an amount', enabled: false };
  if (amount === 0n) return { kind: 'zero-amount', label: 'Enter an amount above zero', enabled: false };
  if (!inputs.hasPrice) return { kind: 'enter-price', label: 'Enter a limit price', enabled: false };
  if (account === 'disconnected') return { kind: 'connect', label: 'Connect wallet', enabled: true };
  if (account === 'connecting') return { kind: 'wallet-loading', label: 'Connecting…', enabled: false };
  if (account === 'wrong-network') return { kind: 'switch-network', label: 'Switch network', enabled: true };
  if (inputBalance !== undefined && amount > inputBalance)
    return { kind: 'insufficient-balance', label: `Not enough ${inputSymbol}`, enabled: false };
  if (needsApproval === undefined)
    return { kind: 'checking-approval', label: 'Checking approval…', enabled: false };
  if (needsApproval) return { kind: 'approve', label: `Approve ${inputSymbol}`, enabled: true };
  return { kind: 'place', label: 'Place limit order', enabled: true };
}
