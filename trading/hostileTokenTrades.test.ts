import { type Address, encodeFunctionData, erc20Abi, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TEST_TOKENS } from '../protocol/hostileTestTokens.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { sendTransfer, trySend } from '../transfer/sendTransfer.ts';
import { executeSwap } from './executeSwap.ts';
import { quoteSwap } from './quoteSwap.ts';
import { runTransaction } from './sendTransaction.ts';
import { NATIVE_ETH, type SwapCurrency } from './swapCurrency.ts';
import { swapLimits } from './swapLimits.ts';
import { permit2ApprovalTransaction } from './tokenAllowance.ts';
import { TradingError } from './tradingError.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
const SLIPPAGE_BPS = 50;
/** A recipient nobody else uses: its balances move only by what these tests send. */
const recipient: Address = privateKeyToAccount(
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
).address;

const token = (kind: keyof typeof HOSTILE_TEST_TOKENS, symbol: string, decimals = 18): SwapCurrency => ({
  address: HOSTILE_TEST_TOKENS[kind].address,
  symbol,
  name: symbol,
  decimals,
});
const FOT = token('feeOnTransfer', 'TFOT');
const REVERTING = token('revertingTransfer', 'TREV');
const FALSE = token('falseTransfer', 'TFALSE');
const REBASING = token('rebasing', 'TREB');
const ZERO_DECIMALS = token('zeroDecimals', 'TZERO', 0);
const MAX_DECIMALS = token('maxDecimals', 'TMAX', 255);

beforeAll(async () => {
  chain = await startTradingTestChain();
  for (const held of [FOT, REVERTING, REBASING, ZERO_DECIMALS]) {
    const hash = await chain.wallet.sendTransaction({
      account: chain.account,
      chain: chain.chain,
      ...permit2ApprovalTransaction(held.address as Address, PROTOCOL_ADDRESSES.permit2),
    });
    await chain.client.waitForTransactionReceipt({ hash });
  }
}, 120_000);
afterAll(() => chain?.stop());

const owner = () => chain.account.address;
const swap = (quote: Awaited<ReturnType<typeof quoteSwap>>) =>
  executeSwap({
    client: chain.client,
    wallet: chain.wallet,
    account: owner(),
    chainId: chain.chain.id,
    quote,
    slippageBps: SLIPPAGE_BPS,
    deadlineMinutes: 30,
  });
const untouched = async (tokens: readonly SwapCurrency[]) => ({
  nonce: await chain.client.getTransactionCount({ address: owner() }),
  balances: await Promise.all(tokens.map((of) => chain.balanceOf(owner(), of))),
});

describe('a fee-on-transfer token (1 % burnt on every transfer)', () => {
  it('buys it: the quoted output and the minimum are what arrives, and the fee is named', async () => {
    const quote = await quoteSwap(chain.client, {
      input: NATIVE_ETH,
      output: FOT,
      tradeType: 'exactIn',
      amount: parseUnits('0.1', 18),
    });
    expect(quote.slices[0]?.route.version).toBe('V2');
    expect(quote.transferFees.output?.bps).toBe(100n);
    const before = await chain.balanceOf(owner(), FOT);
    const outcome = await swap(quote);
    const arrived = (await chain.balanceOf(owner(), FOT)) - before;
    expect(arrived).toBe(quote.amountOut);
    expect(outcome.amountOut).toBe(arrived);
    expect(arrived).toBeGreaterThanOrEqual(swapLimits(quote, SLIPPAGE_BPS).minimumOut);
    // The fee named is the share the pool paid out that never arrived.
    expect(quote.transferFees.output?.amount).toBe((arrived * 10_000n) / 9_900n - arrived);
  });

  it('sells it: the pool is priced on what reaches it, the output is what arrives', async () => {
    const quote = await quoteSwap(chain.client, {
      input: FOT,
      output: NATIVE_ETH,
      tradeType: 'exactIn',
      amount: parseUnits('50', 18),
    });
    expect(quote.transferFees.input).toEqual({ bps: 100n, amount: parseUnits('0.5', 18) });
    const outcome = await swap(quote);
    expect(outcome.amountIn).toBe(parseUnits('50', 18));
    expect(outcome.amountOut).toBe(quote.amountOut);
  });

  it('refuses an exact output: no exact amount can be promised on arrival', async () => {
    const refusal = await quoteSwap(chain.client, {
      input: NATIVE_ETH,
      output: FOT,
      tradeType: 'exactOut',
      amount: parseUnits('10', 18),
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TradingError);
    expect((refusal as TradingError).code).toBe('token-refused');
    expect((refusal as TradingError).message).toMatch(/^TFOT takes a fee on every transfer/);
  });

  it('sends it: the recipient gets what the token leaves, said before signing', async () => {
    const transfer = {
      token: { address: FOT.address, symbol: 'TFOT' },
      amount: parseUnits('10', 18),
      recipient,
    };
    const tried = await trySend(chain.client, owner(), transfer);
    expect(tried.received).toBe(parseUnits('9.9', 18));
    const before = await chain.balanceOf(recipient, FOT);
    const outcome = await sendTransfer({
      client: chain.client,
      wallet: chain.wallet,
      account: owner(),
      transfer,
      summary: 'Send 10 TFOT',
    });
    expect((await chain.balanceOf(recipient, FOT)) - before).toBe(tried.received);
    expect(outcome.amountSent).toBe(tried.received);
  });
});

describe('tokens whose transfers fail are refused before anything is signed', () => {
  it.each([
    ['TREV', REVERTING, /its transfer reverts/],
    ['TFALSE', FALSE, /its transfer answers false and moves nothing/],
  ])('refuses to buy %s: the pool could not pay it out', async (_, refused, how) => {
    const before = await untouched([refused]);
    const refusal = await quoteSwap(chain.client, {
      input: NATIVE_ETH,
      output: refused,
      tradeType: 'exactIn',
      amount: parseUnits('0.1', 18),
    }).catch((error: unknown) => error);
    expect((refusal as TradingError).code).toBe('token-refused');
    expect((refusal as TradingError).message).toMatch(/^This token's transfers fail/);
    expect((refusal as TradingError).message).toMatch(how);
    expect(await untouched([refused])).toEqual(before);
  });

  it('sells a token whose transfer reverts (Permit2 pulls it with transferFrom, which works)', async () => {
    const quote = await quoteSwap(chain.client, {
      input: REVERTING,
      output: NATIVE_ETH,
      tradeType: 'exactIn',
      amount: parseUnits('20', 18),
    });
    const outcome = await swap(quote);
    expect(outcome.amountIn).toBe(parseUnits('20', 18));
    expect(outcome.amountOut).toBe(quote.amountOut);
  });

  it.each([
    ['TREV', REVERTING, /its transfer reverts/],
    ['TFALSE', FALSE, /its transfer answers false and moves nothing/],
  ])('refuses to send %s, nonce and balances as they were', async (_, refused, how) => {
    const before = await untouched([refused]);
    const stages: string[] = [];
    const refusal = await sendTransfer({
      client: chain.client,
      wallet: chain.wallet,
      account: owner(),
      transfer: {
        token: { address: refused.address, symbol: refused.symbol },
        amount: 10n ** 18n,
        recipient,
      },
      summary: `Send 1 ${refused.symbol}`,
      onStage: ({ stage }) => stages.push(stage),
    }).catch((error: unknown) => error);
    expect((refusal as TradingError).code).toBe('token-refused');
    expect((refusal as TradingError).message).toMatch(how);
    expect(stages).toEqual(['checking']);
    expect(await untouched([refused])).toEqual(before);
  });

  it('the one transaction path reads a token call that answers false as a failure', async () => {
    const before = await untouched([FALSE]);
    const refusal = await runTransaction({
      client: chain.client,
      wallet: chain.wallet,
      account: owner(),
      call: {
        to: FALSE.address as Address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 10n ** 18n] }),
        value: 0n,
      },
      action: 'send',
    }).catch((error: unknown) => error);
    expect((refusal as TradingError).code).toBe('token-refused');
    expect(await untouched([FALSE])).toEqual(before);
  });
});

describe('a rebasing token', () => {
  it('refuses at signing a swap its balance no longer covers, before the permit is asked', async () => {
    const held = await chain.balanceOf(owner(), REBASING);
    const quote = await quoteSwap(chain.client, {
      input: REBASING,
      output: NATIVE_ETH,
      tradeType: 'exactIn',
      amount: held,
    });
    // The balance shrinks by a tenth between the review and the signature.
    const hash = await chain.wallet.sendTransaction({
      account: chain.account,
      chain: chain.chain,
      to: REBASING.address as Address,
      data: encodeFunctionData({
        abi: parseAbi(['function rebase(uint256 newIndex)']),
        functionName: 'rebase',
        args: [9n * 10n ** 17n],
      }),
    });
    await chain.client.waitForTransactionReceipt({ hash });
    const before = await untouched([REBASING]);
    const requests: string[] = [];
    const watched = {
      ...chain.wallet,
      signTypedData: (...args: never[]) => {
        requests.push('signTypedData');
        return (chain.wallet.signTypedData as (...a: never[]) => unknown)(...args);
      },
    } as typeof chain.wallet;
    const refusal = await executeSwap({
      client: chain.client,
      wallet: watched,
      account: owner(),
      chainId: chain.chain.id,
      quote,
      slippageBps: SLIPPAGE_BPS,
      deadlineMinutes: 30,
    }).catch((error: unknown) => error);
    expect((refusal as TradingError).code).toBe('insufficient-balance');
    expect((refusal as TradingError).message).toMatch(
      /balance is less than this swap needs: it changed since you reviewed/,
    );
    expect(requests).toEqual([]);
    expect(await untouched([REBASING])).toEqual(before);
  });
});

describe('decimals', () => {
  it('swaps a token without decimals in whole units', async () => {
    const quote = await quoteSwap(chain.client, {
      input: ZERO_DECIMALS,
      output: NATIVE_ETH,
      tradeType: 'exactIn',
      amount: 7n,
    });
    const before = await chain.balanceOf(owner(), ZERO_DECIMALS);
    const outcome = await swap(quote);
    expect(before - (await chain.balanceOf(owner(), ZERO_DECIMALS))).toBe(7n);
    expect(outcome.amountOut).toBe(quote.amountOut);
  });

  it('refuses a token of 255 decimals in words', async () => {
    const refusal = await quoteSwap(chain.client, {
      input: NATIVE_ETH,
      output: MAX_DECIMALS,
      tradeType: 'exactIn',
      amount: 10n ** 15n,
    }).catch((error: unknown) => error);
    expect((refusal as TradingError).code).toBe('token-refused');
    expect((refusal as TradingError).message).toMatch(/^TMAX counts in 255 decimals/);
  });
});
