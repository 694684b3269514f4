import type { SwapQuote } from '../../trading/quoteSwap.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import type { TradingError } from '../../trading/tradingError.ts';
import type { WalletReadiness } from '../../wallet/appWallet.ts';

/** The one big button's next step, and whether it can be pressed. */
export type SwapAction =
  | {
      kind:
        | 'offline'
        | 'unsupported-chain'
        | 'select-token'
        | 'enter-amount'
        | 'quoting'
        | 'no-route'
        | 'token-refused'
        | 'insufficient-balance'
        | 'chain-unreachable'
        | 'wallet-loading'
        | 'checking-approval';
      label: string;
      enabled: false;
    }
  | { kind: 'connect' | 'switch-network' | 'approve' | 'review'; label: string; enabled: true };

export interface SwapActionInputs {
  /** The browser says it is offline and the chain does not answer (a local chain may, offline). */
  offline: boolean;
  unsupportedChain: string | undefined;
  input: SwapCurrency | undefined;
  output: SwapCurrency | undefined;
  hasAmount: boolean;
  quote: SwapQuote | undefined;
  quoteError: TradingError | undefined;
  /** `connecting`: an address is known but the wallet cannot sign yet (its client is still loading). */
  account: WalletReadiness;
  /** The input balance (raw units); undefined while unknown. */
  inputBalance: bigint | undefined;
  /** The most the swap may take of the input (its maximum sent). */
  maximumIn: bigint | undefined;
  needsApproval: boolean | undefined;
}

/**
 * What the trader must do next, in the order that matters: the chain must be reachable, the swap
 * complete and priced, the wallet connected and on the right network, the balance enough, the token
 * approved — then review. The label says it (UI.md: Connect wallet, Enter an amount, Insufficient USDC
 * balance, Approve USDC, Review swap).
 */
export function swapAction(inputs: SwapActionInputs): SwapAction {
  const off = (kind: Extract<SwapAction, { enabled: false }>['kind'], label: string): SwapAction => ({
    kind,
    label,
    enabled: false,
  });
  const on = (kind: Extract<SwapAction, { enabled: true }>['kind'], label: string): SwapAction => ({
    kind,
    label,
    enabled: true,
  });
  if (inputs.offline) return off('offline', 'You are offline');
  if (inputs.unsupportedChain) return off('unsupported-chain', 'Only Ethereum swaps here');
  if (!inputs.input || !inputs.output) return off('select-token', 'Select a token');
  if (!inputs.hasAmount) return off('enter-amount', 'Enter an amount');
  if (inputs.quoteError?.code === 'rpc-unreachable') return off('chain-unreachable', 'Chain unreachable');
  if (inputs.quoteError?.code === 'no-liquidity') return off('no-route', 'Not enough liquidity');
  // The words under the card say why (transfers that fail, a fee that forbids exact output, decimals).
  if (inputs.quoteError?.code === 'token-refused') return off('token-refused', "This swap can't be made");
  if (inputs.quoteError) return off('no-route', 'No route for this swap');
  if (inputs.account === 'disconnected') return on('connect', 'Connect wallet');
  if (inputs.account === 'wrong-network') return on('switch-network', 'Switch network');
  if (inputs.account === 'connecting') return off('wallet-loading', 'Connecting wallet…');
  if (!inputs.quote) return off('quoting', 'Finding the best price…');
  if (
    inputs.inputBalance !== undefined &&
    inputs.maximumIn !== undefined &&
    inputs.inputBalance < inputs.maximumIn
  )
    return off('insufficient-balance', `Insufficient ${inputs.input.symbol} balance`);
  const approvalMatters = inputs.quote.kind === 'swap' && inputs.input.address !== null;
  // Unknown is not approved: a Review pressed now would ask for a permit the token cannot honour.
  if (approvalMatters && inputs.needsApproval === undefined)
    return off('checking-approval', `Checking ${inputs.input.symbol} approval…`);
  if (approvalMatters && inputs.needsApproval) return on('approve', `Approve ${inputs.input.symbol}`);
  const verb = inputs.quote.kind === 'swap' ? 'swap' : inputs.quote.kind;
  return on('review', `Review ${verb}`);
}
