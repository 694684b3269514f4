import { describe, expect, it } from 'vitest';
import type { SwapQuote } from '../../trading/quoteSwap.ts';
import { NATIVE_ETH, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { TradingError } from '../../trading/tradingError.ts';
import { type SwapActionInputs, swapAction } from './swapAction.ts';

const USDC: SwapCurrency = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
};
const quote = { kind: 'swap', amountIn: 100n, amountOut: 1n } as SwapQuote;
const ready: SwapActionInputs = {
  offline: false,
  unsupportedChain: undefined,
  input: USDC,
  output: NATIVE_ETH,
  hasAmount: true,
  quote,
  quoteError: undefined,
  account: 'connected',
  inputBalance: 1000n,
  maximumIn: 100n,
  needsApproval: false,
};

describe('the swap button says the next step', () => {
  it.each<[string, Partial<SwapActionInputs>, string, boolean]>([
    ['offline', { offline: true }, 'You are offline', false],
    ['no output token', { output: undefined }, 'Select a token', false],
    ['no amount', { hasAmount: false }, 'Enter an amount', false],
    ['disconnected', { account: 'disconnected' }, 'Connect wallet', true],
    ['wrong network', { account: 'wrong-network' }, 'Switch network', true],
    ['wallet still loading', { account: 'connecting' }, 'Connecting wallet…', false],
    ['quoting', { quote: undefined }, 'Finding the best price…', false],
    [
      'no route',
      { quote: undefined, quoteError: new TradingError('no-route', 'x') },
      'No route for this swap',
      false,
    ],
    [
      'chain down',
      { quote: undefined, quoteError: new TradingError('rpc-unreachable', 'x') },
      'Chain unreachable',
      false,
    ],
    ['balance short', { inputBalance: 99n }, 'Insufficient USDC balance', false],
    ['not approved', { needsApproval: true }, 'Approve USDC', true],
    ['approval unknown yet', { needsApproval: undefined }, 'Checking USDC approval…', false],
    ['ETH needs no approval', { input: NATIVE_ETH, needsApproval: undefined }, 'Review swap', true],
    ['ready', {}, 'Review swap', true],
    ['wrap', { input: NATIVE_ETH, quote: { ...quote, kind: 'wrap' } }, 'Review wrap', true],
  ])('%s', (_case, change, label, enabled) => {
    const action = swapAction({ ...ready, ...change });
    expect(action.label).toBe(label);
    expect(action.enabled).toBe(enabled);
  });
});
