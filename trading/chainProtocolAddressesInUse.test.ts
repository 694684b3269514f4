import { createPublicClient, http, type PublicClient, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionManagerStep } from '../liquidity/v3/positionManagerStep.ts';
import { chainProtocolAddresses, withProtocolAddresses } from '../protocol/chainProtocolAddresses.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { protocolAddressesOf } from '../protocol/protocolAddressesOf.ts';
import { defineAppChain } from '../wallet/defineAppChain.ts';
import { wrapTransaction } from './executeSwap.ts';
import { quoteSwap } from './quoteSwap.ts';
import { routingPairs } from './swapRoutes.ts';
import { permit2ApprovalTransaction } from './tokenAllowance.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';
import { universalRouterCall } from './universalRouterCall.ts';

const BASE = chainProtocolAddresses({ chainId: 8453, local: false });

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;
beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

describe("trading follows the chain's protocol addresses", () => {
  it('finds pools through the chain’s own factories and quoters: told Base’s, the local pools are not there', async () => {
    const request = {
      input: chain.currency('USDC'),
      output: chain.currency('ETH'),
      tradeType: 'exactIn' as const,
      amount: parseUnits('100', 6),
    };
    expect((await quoteSwap(chain.client, request)).kind).toBe('swap');
    const toldBase = createPublicClient({
      chain: { ...chain.chain, protocol: BASE },
      transport: http(chain.node.url),
    }) as PublicClient;
    await expect(quoteSwap(toldBase, request)).rejects.toThrow(/^No route between USDC and ETH/);
  });

  it('sends swaps, wraps, permits and position calls to the chain’s own contracts', async () => {
    // Through native ETH (V4): a WETH route's calldata would name the local chain's WETH, not Base's.
    const quote = await quoteSwap(
      chain.client,
      {
        input: chain.currency('ETH'),
        output: chain.currency('USDC'),
        tradeType: 'exactIn',
        amount: 10n ** 16n,
      },
      { versions: ['V4'] },
    );
    const call = universalRouterCall({
      quote,
      slippageBps: 50,
      recipient: chain.account.address,
      deadline: 1n,
      permit: undefined,
      chainId: 8453,
      protocol: BASE,
    });
    expect(call.to).toBe(BASE.universalRouter);
    expect(wrapTransaction({ kind: 'wrap', amountIn: 1n }, BASE.weth9).to).toBe(BASE.weth9);
    const usdc = chain.currency('USDC').address as `0x${string}`;
    expect(permit2ApprovalTransaction(usdc, BASE.permit2).data).toContain(
      BASE.permit2.slice(2).toLowerCase(),
    );
    expect(positionManagerStep(BASE, 'Add liquidity', { calldata: '0x', value: '0x00' }).call.to).toBe(
      BASE.v3NonfungiblePositionManager,
    );
    // Routes pass through the chain's own WETH: the mainnet tokens mean nothing there.
    const pairs = routingPairs(chain.currency('USDC'), chain.currency('ETH'), BASE).v2v3.flat();
    expect(new Set(pairs)).toEqual(new Set([usdc, BASE.weth9]));
  });

  it('reads an app chain’s addresses from the chain itself; the local chain and unbound clients take mainnet’s', () => {
    const base = defineAppChain(
      withProtocolAddresses({ chain: 'BASE', chainId: 8453, rpcUrl: 'https://base.example', local: false }),
    );
    expect(protocolAddressesOf({ chain: base })).toBe(base.protocol);
    expect(base.protocol.universalRouter).toBe(BASE.universalRouter);
    const localBase = defineAppChain({
      chain: 'BASE',
      chainId: 8453,
      rpcUrl: 'http://127.0.0.1:2',
      local: true,
    });
    expect(protocolAddressesOf({ chain: localBase })).toBe(PROTOCOL_ADDRESSES);
    expect(protocolAddressesOf(chain.client)).toBe(PROTOCOL_ADDRESSES);
    expect(protocolAddressesOf({ chain: undefined })).toBe(PROTOCOL_ADDRESSES);
    expect(() => protocolAddressesOf({ chain: { id: 8453 } })).toThrow(
      'No protocol addresses are known for chain 8453',
    );
  });
});
