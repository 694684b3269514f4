import {
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  http,
  type PublicClient,
  parseUnits,
  UserRejectedRequestError,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBatch } from '../protocol/callBatch.ts';
import { permit2Abi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { executeSwap } from './executeSwap.ts';
import { quoteSwap, requoteRoute, type SwapQuote, type SwapRequest } from './quoteSwap.ts';
import { routeQuoteCall } from './routeQuoteCall.ts';
import { searchRoutes } from './routeSearch.ts';
import { findRoutingPools } from './routingPools.ts';
import { type SwapCurrency, v4CurrencyAddress } from './swapCurrency.ts';
import { describeTradingFailure } from './swapFailure.ts';
import { swapLimits } from './swapLimits.ts';
import { routingPairs } from './swapRoutes.ts';
import { permit2ApprovalTransaction } from './tokenAllowance.ts';
import { TradingError } from './tradingError.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';
import { universalRouterCall } from './universalRouterCall.ts';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
const SLIPPAGE_BPS = 50;

beforeAll(async () => {
  chain = await startTradingTestChain();
  for (const symbol of ['USDC', 'WETH']) {
    const hash = await chain.wallet.sendTransaction({
      account: chain.account,
      chain: chain.chain,
      ...permit2ApprovalTransaction(
        chain.currency(symbol).address as `0x${string}`,
        PROTOCOL_ADDRESSES.permit2,
      ),
    });
    await chain.client.waitForTransactionReceipt({ hash });
  }
}, 60_000);
afterAll(() => chain?.stop());

describe('executeSwap through the Universal Router', () => {
  it.each([
    ['USDC', 'WETH', 'exactIn', '1000', 'V3'],
    ['WETH', 'USDC', 'exactOut', '1000', 'V3'],
    ['ETH', 'USDC', 'exactIn', '1', 'V4'],
    ['ETH', 'DAI', 'exactIn', '0.5', 'V2'],
    ['USDC', 'ETH', 'exactOut', '0.1', 'V4'],
    ['ETH', 'WETH', 'exactIn', '2', undefined],
    ['WETH', 'ETH', 'exactIn', '1', undefined],
  ] as const)('%s → %s %s %s (%s)', async (from, to, tradeType, typed, version) => {
    const input = chain.currency(from);
    const output = chain.currency(to);
    const exact = tradeType === 'exactIn' ? input : output;
    const request: SwapRequest = { input, output, tradeType, amount: parseUnits(typed, exact.decimals) };
    const quote = await quoteSwap(chain.client, request, version ? { versions: [version] } : {});
    expect(quote.slices[0]?.route.version).toBe(version);
    const before = await balances(input, output);
    const stages: string[] = [];
    const outcome = await executeSwap({
      client: chain.client,
      wallet: chain.wallet,
      account: chain.account.address,
      chainId: chain.chain.id,
      quote,
      slippageBps: SLIPPAGE_BPS,
      deadlineMinutes: 20,
      onStage: ({ stage }) => stages.push(stage),
    });
    const after = await balances(input, output);
    const limits = swapLimits(quote, SLIPPAGE_BPS);
    // What the chain says moved is what the outcome reports, and within the reviewed limits.
    expect(after.output - before.output + (output.address ? 0n : gasPaid(outcome))).toBe(outcome.amountOut);
    expect(before.input - after.input - (input.address ? 0n : gasPaid(outcome))).toBe(outcome.amountIn);
    expect(outcome.amountOut).toBeGreaterThanOrEqual(limits.minimumOut);
    expect(outcome.amountIn).toBeLessThanOrEqual(limits.maximumIn);
    expect(stages).toEqual(
      input.address && quote.kind === 'swap'
        ? ['checking', 'permit-signature', 'wallet-confirmation', 'pending']
        : ['checking', 'wallet-confirmation', 'pending'],
    );
  });

  it.each([
    ['WETH', 'V2'],
    ['WETH', 'V3'],
    ['UNI', 'V3'],
    ['ETH', 'V4'],
    ['DAI', 'V4'],
  ] as const)(
    'shows the network cost the chain charges: USDC → %s through %s, within 5 % of the receipt',
    async (to, version) => {
      const input = chain.currency('USDC');
      const output = chain.currency(to);
      const request: SwapRequest = { input, output, tradeType: 'exactIn', amount: parseUnits('100', 6) };
      // The first swap pays once for what a repeat swap does not (a first permit, an empty balance filled).
      await executeSwap(common(await quoteSwap(chain.client, request, { versions: [version] })));
      const quote = await quoteSwap(chain.client, request, { versions: [version] });
      expect(quote.slices.map((slice) => slice.route.version)).toEqual([version]);
      const outcome = await executeSwap(common(quote));
      const { gasUsed } = await chain.client.getTransactionReceipt({ hash: outcome.hash });
      expect(Number(quote.gasEstimate)).toBeGreaterThan(Number(gasUsed) * 0.95);
      expect(Number(quote.gasEstimate)).toBeLessThan(Number(gasUsed) * 1.05);
    },
  );

  it.each([
    ['ETH', 'WBTC', '200'],
    ['WBTC', 'USDC', '5'],
    ['USDC', 'USDT', '500000'],
  ] as const)(
    'runs a split %s → %s %s in one Universal Router call with one permit, the minimum on the total',
    async (from, to, typed) => {
      const input = chain.currency(from);
      const output = chain.currency(to);
      if (input.address) await approvePermit2(input.address);
      const request: SwapRequest = {
        input,
        output,
        tradeType: 'exactIn',
        amount: parseUnits(typed, input.decimals),
      };
      const quote = await quoteSwap(chain.client, request);
      expect(quote.slices.length).toBeGreaterThan(1);
      const before = await balances(input, output);
      const stages: string[] = [];
      const outcome = await executeSwap({ ...common(quote), onStage: ({ stage }) => stages.push(stage) });
      const after = await balances(input, output);
      const limits = swapLimits(quote, SLIPPAGE_BPS);
      expect(after.output - before.output).toBe(outcome.amountOut);
      expect(before.input - after.input - (input.address ? 0n : gasPaid(outcome))).toBe(quote.amountIn);
      expect(outcome.amountOut).toBeGreaterThanOrEqual(limits.minimumOut);
      // Nothing else trades meanwhile: the chain pays what the slices' quotes said, to the unit.
      expect(outcome.amountOut).toBe(quote.amountOut);
      expect(stages.filter((stage) => stage === 'permit-signature')).toHaveLength(input.address ? 1 : 0);
      expect(stages.filter((stage) => stage === 'pending')).toHaveLength(1);
    },
  );

  it.each([
    ['USDC', 'LINK', '2000', 'V3>V2'],
    ['DAI', 'LINK', '2000', 'V4>V2'],
    ['WBTC', 'USDC', '0.5', 'V2>V4'],
  ] as const)(
    'runs a route that passes between versions (%s → %s, %s, %s) as its quote says',
    async (from, to, typed, versions) => {
      const input = chain.currency(from);
      const output = chain.currency(to);
      if (input.address) await approvePermit2(input.address);
      const pools = await findRoutingPools(chain.client, routingPairs(input, output, PROTOCOL_ADDRESSES));
      const route = searchRoutes(
        v4CurrencyAddress(input),
        v4CurrencyAddress(output),
        pools,
        true,
        PROTOCOL_ADDRESSES.weth9,
      ).find((candidate) => candidate.pools.map((pool) => pool.version).join('>') === versions);
      if (!route) throw new Error(`no ${versions} route between ${from} and ${to}`);
      expect(route.version).toBe('MIXED');
      const amount = parseUnits(typed, input.decimals);
      const [answer] = await callBatch(chain.client, [
        routeQuoteCall(route, 'exactIn', amount, PROTOCOL_ADDRESSES),
      ]);
      if (!answer?.ok) throw new Error('the mixed route did not quote');
      const quote: SwapQuote = {
        input,
        output,
        tradeType: 'exactIn',
        amount,
        kind: 'swap',
        amountIn: amount,
        amountOut: answer.value.amount,
        slices: [{ route, percent: 100, amountIn: amount, amountOut: answer.value.amount, gasEstimate: 0n }],
        priceImpactPpm: 0n,
        gasEstimate: 400_000n,
        gasPrice: await chain.client.getGasPrice(),
        quotedAt: Date.now(),
        transferFees: {},
      };
      const before = await balances(input, output);
      const outcome = await executeSwap(common(quote));
      const after = await balances(input, output);
      expect(after.output - before.output).toBe(outcome.amountOut);
      expect(before.input - after.input).toBe(amount);
      expect(outcome.amountOut).toBe(answer.value.amount);
    },
  );

  it('stops on a rejected permit signature and changes nothing on chain', async () => {
    const usdc = chain.currency('USDC');
    const weth = chain.currency('WETH');
    const quote = await quoteSwap(chain.client, {
      input: usdc,
      output: weth,
      tradeType: 'exactIn',
      amount: 10n ** 8n,
    });
    const before = await state(usdc, weth);
    const error = await executeSwap({ ...common(quote), wallet: rejectingWallet() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TradingError);
    expect((error as TradingError).code).toBe('rejected');
    expect(await state(usdc, weth)).toEqual(before);
  });

  it('refuses a reviewed quote the market has moved beyond its limits, and sends nothing', async () => {
    const usdc = chain.currency('USDC');
    const weth = chain.currency('WETH');
    const request: SwapRequest = {
      input: weth,
      output: usdc,
      tradeType: 'exactIn',
      amount: parseUnits('1', 18),
    };
    const reviewed = await quoteSwap(chain.client, request, { versions: ['V3'] });
    // Someone else sells a lot of ETH into the same pools first.
    const crash = await requoteRoute(chain.client, {
      ...reviewed,
      input: chain.currency('ETH'),
      amount: parseUnits('1500', 18),
    });
    await executeSwap({ ...common(crash), slippageBps: 5000 });
    const before = await state(weth, usdc);
    const error = await executeSwap(common(reviewed)).catch((e: unknown) => e);
    expect((error as TradingError).code).toBe('price-moved');
    expect(await state(weth, usdc)).toEqual(before);
  });

  it('decodes a router revert into words before anything is signed', async () => {
    const quote = await quoteSwap(chain.client, {
      input: chain.currency('ETH'),
      output: chain.currency('USDC'),
      tradeType: 'exactIn',
      amount: 10n ** 16n,
    });
    const late = universalRouterCall({
      quote,
      slippageBps: SLIPPAGE_BPS,
      recipient: chain.account.address,
      deadline: 1n,
      permit: undefined,
      chainId: chain.chain.id,
      protocol: PROTOCOL_ADDRESSES,
    });
    const error = await chain.client
      .call({ account: chain.account.address, ...late })
      .catch((e: unknown) => e);
    const failure = describeTradingFailure(error);
    expect(failure.code).toBe('reverted');
    expect(failure.message).toMatch(/deadline passed/);
  });

  it('names an empty balance before the permit is asked when the tokens are not there', async () => {
    const pauper = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    await chain.client.request({
      method: 'hardhat_setBalance' as never,
      params: [pauper.address, '0xde0b6b3a7640000'] as never,
    });
    const wallet = createWalletClient({
      chain: chain.chain,
      account: pauper,
      transport: http(chain.node.url),
    });
    const usdc = chain.currency('USDC');
    await chain.client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        account: pauper,
        chain: chain.chain,
        ...permit2ApprovalTransaction(usdc.address as `0x${string}`, PROTOCOL_ADDRESSES.permit2),
      }),
    });
    const quote = await quoteSwap(chain.client, {
      input: usdc,
      output: chain.currency('WETH'),
      tradeType: 'exactIn',
      amount: 10n ** 6n,
    });
    const error = await executeSwap({ ...common(quote), wallet, account: pauper.address }).catch(
      (e: unknown) => e,
    );
    expect((error as TradingError).message).toMatch(/^Your USDC balance is less than this swap needs/);
    expect((error as TradingError).code).toBe('insufficient-balance');
  });

  it('says the chain is unreachable when the RPC goes away mid-way', async () => {
    const quote = await quoteSwap(chain.client, {
      input: chain.currency('ETH'),
      output: chain.currency('USDC'),
      tradeType: 'exactIn',
      amount: 10n ** 16n,
    });
    const dead = createPublicClient({
      chain: chain.chain,
      transport: http('http://127.0.0.1:9', { retryCount: 0 }),
    });
    const error = await executeSwap({ ...common(quote), client: dead as PublicClient }).catch(
      (e: unknown) => e,
    );
    expect((error as TradingError).code).toBe('rpc-unreachable');
  });
});

async function approvePermit2(token: `0x${string}`) {
  const hash = await chain.wallet.sendTransaction({
    account: chain.account,
    chain: chain.chain,
    ...permit2ApprovalTransaction(token, PROTOCOL_ADDRESSES.permit2),
  });
  await chain.client.waitForTransactionReceipt({ hash });
}

function common(quote: SwapQuote) {
  return {
    client: chain.client,
    wallet: chain.wallet,
    account: chain.account.address,
    chainId: chain.chain.id,
    quote,
    slippageBps: SLIPPAGE_BPS,
    deadlineMinutes: 20,
  };
}

async function balances(input: SwapCurrency, output: SwapCurrency) {
  const [a, b] = await Promise.all([
    chain.balanceOf(chain.account.address, input),
    chain.balanceOf(chain.account.address, output),
  ]);
  return { input: a, output: b };
}

/** Balances of both sides and the token's Permit2 allowances: what a refused swap must leave alone. */
async function state(input: SwapCurrency, output: SwapCurrency) {
  const owner = chain.account.address;
  const token = input.address as `0x${string}`;
  return {
    ...(await balances(input, output)),
    erc20Allowance: await chain.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, PROTOCOL_ADDRESSES.permit2],
    }),
    permit2: await chain.client.readContract({
      address: PROTOCOL_ADDRESSES.permit2,
      abi: permit2Abi,
      functionName: 'allowance',
      args: [owner, token, PROTOCOL_ADDRESSES.universalRouter],
    }),
    nonce: await chain.client.getTransactionCount({ address: owner }),
  };
}

function gasPaid(outcome: { gasCost: bigint }): bigint {
  return outcome.gasCost;
}

/** A wallet whose owner says no to every request (EIP-1193 error 4001). */
function rejectingWallet() {
  return createWalletClient({
    chain: chain.chain,
    account: chain.account.address,
    transport: custom({
      request: async () => {
        throw new UserRejectedRequestError(new Error('User rejected the request.'));
      },
    }),
  });
}
