import type { WalletReadiness } from '../../../wallet/appWallet.ts';
/** Where the connected wallet stands, as the flows' one button needs it. */

export interface CreatePositionAction {
  kind: 'connect' | 'switch-network' | 'blocked' | 'review';
  label: string;
}

/**
 * The create card's one button: what to do next, in the order a person meets it (pair, starting price,
 * range, amounts, balance, wallet), so the label always names the next step (UI.md, trading screens).
 */
export function createPositionAction(state: {
  account: WalletReadiness;
  pairChosen: boolean;
  sameToken: boolean;
  /** A V4 hook with no contract on the chain: no pool with it can be created or added to. */
  hookMissing: boolean;
  needsStartingPrice: boolean;
  rangeProblem: string | undefined;
  hasAmount: boolean;
  /** The symbol of the first token whose amount is beyond the balance held. */
  beyondBalance: string | undefined;
}): CreatePositionAction {
  if (!state.pairChosen) return blocked('Select a pair');
  if (state.sameToken) return blocked('Choose two different tokens');
  if (state.hookMissing) return blocked('Choose a pool without this hook');
  if (state.needsStartingPrice) return blocked('Set a starting price');
  if (state.rangeProblem) return blocked('Fix the price range');
  if (!state.hasAmount) return blocked('Enter an amount');
  if (state.account === 'disconnected') return { kind: 'connect', label: 'Connect wallet' };
  if (state.account === 'wrong-network') return { kind: 'switch-network', label: 'Switch network' };
  if (state.account === 'connecting') return blocked('Connecting…');
  if (state.beyondBalance) return blocked(`Insufficient ${state.beyondBalance} balance`);
  return { kind: 'review', label: 'Review' };
}

function blocked(label: string): CreatePositionAction {
  return { kind: 'blocked', label };
}
