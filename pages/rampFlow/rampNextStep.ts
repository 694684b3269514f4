import type { RampDirection, RampQuote } from '../../data/rampApi.ts';
import type { WalletReadiness } from '../../wallet/appWallet.ts';

/** The one button of a buy or sell: what it says, and what it does. */
export type RampStep =
  | { kind: 'connect'; label: string }
  | { kind: 'switch'; label: string }
  | { kind: 'checkout'; label: string }
  | { kind: 'blocked'; label: string };

/**
 * The next step of a buy or sell, first blocker first: an amount, a price, a wallet on the chain the
 * provider settles on, and for a sell the tokens to send.
 */
export function rampNextStep({
  direction,
  account,
  appChainName,
  onSettlingChain,
  amountText,
  quotesLoading,
  quote,
  balance,
}: {
  direction: RampDirection;
  account: WalletReadiness;
  appChainName: string;
  /** The wallet's chain is the one the provider settles on. */
  onSettlingChain: boolean;
  amountText: string;
  quotesLoading: boolean;
  quote: RampQuote | undefined;
  /** A sell's token balance in base units; undefined while unknown. */
  balance: bigint | undefined;
}): RampStep {
  if (!amountText.trim() || Number(amountText) === 0) return { kind: 'blocked', label: 'Enter an amount' };
  if (!quote)
    return { kind: 'blocked', label: quotesLoading ? 'Getting prices…' : 'No price for this amount' };
  if (account === 'disconnected') return { kind: 'connect', label: 'Connect wallet' };
  if (account === 'connecting') return { kind: 'blocked', label: 'Connecting…' };
  if (account === 'wrong-network') return { kind: 'switch', label: `Switch to ${appChainName}` };
  if (!onSettlingChain)
    return { kind: 'blocked', label: `${quote.providerName} settles on the local Ethereum chain only` };
  if (direction === 'sell' && (balance === undefined || balance < BigInt(quote.tokenAmount)))
    return {
      kind: 'blocked',
      label: balance === undefined ? 'Reading your balance…' : `Not enough ${quote.tokenSymbol}`,
    };
  return { kind: 'checkout', label: `${direction === 'buy' ? 'Buy' : 'Sell'} with ${quote.providerName}` };
}
