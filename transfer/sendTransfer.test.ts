import { type Address, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TradingError } from '../trading/tradingError.ts';
import { startTradingTestChain } from '../trading/tradingTestChain.fixture.ts';
import { sendTransfer } from './sendTransfer.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
/** A recipient nobody else uses: its balances move only by what these tests send. */
const recipient: Address = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
).address;

beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

describe('sendTransfer through the one transaction path', () => {
  it.each([
    ['ETH', '1.25'],
    ['USDC', '12.345678'],
  ])('sends %s %s: the recipient gets exactly the amount, and each stage is named', async (symbol, typed) => {
    const currency = chain.currency(symbol);
    const amount = parseUnits(typed, currency.decimals);
    const before = await chain.balanceOf(recipient, currency);
    const stages: string[] = [];
    const outcome = await sendTransfer({
      client: chain.client,
      wallet: chain.wallet,
      account: chain.account.address,
      transfer: { token: { address: currency.address, symbol: currency.symbol }, amount, recipient },
      summary: `Send ${typed} ${symbol}`,
      onStage: ({ stage }) => stages.push(stage),
    });
    expect(outcome.amountSent).toBe(amount);
    expect((await chain.balanceOf(recipient, currency)) - before).toBe(amount);
    expect(stages).toEqual(['checking', 'wallet-confirmation', 'pending']);
  });

  it('refuses more than the balance before anything is signed: nonce and balances untouched', async () => {
    const usdc = chain.currency('USDC');
    const owner = chain.account.address;
    const held = await chain.balanceOf(owner, usdc);
    const eth = await chain.balanceOf(owner, chain.currency('ETH'));
    const nonce = await chain.client.getTransactionCount({ address: owner });
    const stages: string[] = [];
    const failure = await sendTransfer({
      client: chain.client,
      wallet: chain.wallet,
      account: owner,
      transfer: { token: { address: usdc.address, symbol: usdc.symbol }, amount: held + 1n, recipient },
      summary: 'Send too much USDC',
      onStage: ({ stage }) => stages.push(stage),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TradingError);
    expect((failure as TradingError).message).toMatch(/^Your USDC balance is less than this send/);
    expect(stages).toEqual(['checking']);
    expect(await chain.client.getTransactionCount({ address: owner })).toBe(nonce);
    expect(await chain.balanceOf(owner, usdc)).toBe(held);
    expect(await chain.balanceOf(owner, chain.currency('ETH'))).toBe(eth);
  });
});
