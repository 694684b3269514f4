import { createPublicClient, createTestClient, createWalletClient, http, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../../devChain/devAccount.ts';
import { topUp } from '../../devChain/faucet.ts';
import { callBatch } from '../../protocol/callBatch.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { approvePermit2 } from '../../trading/approvePermit2.ts';
import { executeSwap } from '../../trading/executeSwap.ts';
import { quoteSwap, type SwapQuote } from '../../trading/quoteSwap.ts';
import { routeQuoteCall } from '../../trading/routeQuoteCall.ts';
import { routeTicksCrossed } from '../../trading/routeSearch.ts';
import { findRoutingPools, type ProtocolVersion } from '../../trading/routingPools.ts';
import type { SwapCurrency } from '../../trading/swapCurrency.ts';
import { SWAP_OVERHEAD_GAS, sliceGas } from '../../trading/swapGas.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';

/**
 * What a Universal Router swap costs on the chain, by part, from the receipts of reference swaps: the
 * swap's own overhead (transaction, dispatch, one Permit2 permit), a route's first pool by its version
 * (the pull, the pool's swap and its transfers) and each further pool of a route by its version.
 */
export interface SwapGasTable {
  overhead: bigint;
  firstPool: Record<ProtocolVersion, bigint>;
  furtherPool: Record<ProtocolVersion, bigint>;
  /** Each initialized tick a V3 or V4 pool crosses (not charged by `gasByTable`: the router's routes do not say). */
  tickCrossed: Record<'V3' | 'V4', bigint>;
}

/** The gas a set of routes (each as its pools' versions) costs by the table. */
export function gasByTable(table: SwapGasTable, routes: readonly (readonly ProtocolVersion[])[]): bigint {
  return routes.reduce(
    (gas, versions) =>
      versions.reduce(
        (sum, version, index) => sum + (index === 0 ? table.firstPool : table.furtherPool)[version],
        gas,
      ),
    table.overhead,
  );
}

/**
 * Measures the table on the local chain at `rpcUrl`: $100-ish swaps from USDC (a permit each, as a
 * person swapping a token signs) down one pool and down two pools of each version, and one split of
 * two one-pool V3 routes; each sent through the app's own executor (trading/executeSwap.ts), its
 * receipt's gasUsed read, and the chain put back as it was (a snapshot, reverted) so the pools the
 * bench then quotes are the seeded ones. No swap crosses an initialized tick but the two that measure
 * a crossing (a one-pool swap crossing one, less the one-pool swap crossing none).
 */
export async function measureSwapGasTable(
  rpcUrl: string,
  currency: (symbol: string) => SwapCurrency,
): Promise<{ table: SwapGasTable; receipts: Record<string, bigint>; quoted: Record<string, bigint> }> {
  const chain = defineLocalChain(rpcUrl);
  const account = privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY);
  const client = createPublicClient({ chain, transport: http(rpcUrl) }) as PublicClient;
  const wallet = createWalletClient({ chain, account, transport: http(rpcUrl) });
  const tester = createTestClient({ mode: 'hardhat', transport: http(rpcUrl) });
  const snapshot = await tester.snapshot();
  try {
    const usdc = currency('USDC');
    const token = usdc.address;
    if (!token) throw new Error('USDC has no address');
    await topUp(rpcUrl, account.address, { eth: 10n ** 21n, tokens: [{ token, amount: 10n ** 13n }] });
    await approvePermit2({ client, wallet, owner: account.address, token, symbol: 'USDC' });
    const amount = 100n * 10n ** 6n;
    const quoted: Record<string, bigint> = {};
    const gasOf = async (quote: SwapQuote) => {
      const crossed = quote.slices.map((slice) => routeTicksCrossed(slice.route, slice.amountIn, true));
      quoted[
        `${quote.slices.map((slice) => slice.route.pools.map((pool) => pool.version).join('>')).join(' + ')} → ${quote.output.symbol}, ${crossed.reduce((sum, { V3, V4 }) => sum + V3 + V4, 0)} tick(s) crossed`
      ] = quote.gasEstimate;
      const outcome = await executeSwap({
        client,
        wallet,
        account: account.address,
        chainId: chain.id,
        quote,
        slippageBps: 50,
        deadlineMinutes: 30,
      });
      return (await client.getTransactionReceipt({ hash: outcome.hash })).gasUsed;
    };
    const single = async (to: string, version: ProtocolVersion, pools: number) => {
      const quote = await quoteSwap(
        client,
        { input: usdc, output: currency(to), tradeType: 'exactIn', amount },
        { versions: [version] },
      );
      const shape = quote.slices.map((slice) => slice.route.pools.length);
      if (shape.length !== 1 || shape[0] !== pools)
        throw new Error(`USDC → ${to} through ${version} took ${shape.join('+')} pools, not ${pools}`);
      // A pool's and a person's first swap pay once for what later ones do not (a V2 pair's first price
      // accumulators, the permit's first write, an empty balance filled): the table is of repeat swaps.
      await gasOf(quote);
      return gasOf(
        await quoteSwap(
          client,
          { input: usdc, output: currency(to), tradeType: 'exactIn', amount },
          { versions: [version] },
        ),
      );
    };
    // The smallest of these amounts whose one-pool route crosses exactly one initialized tick.
    const crossingOne = async (to: string, version: 'V3' | 'V4') => {
      for (const usd of [1_000n, 2_000n, 3_000n, 5_000n, 10_000n, 100_000n, 300_000n, 1_000_000n]) {
        const quote = await quoteSwap(
          client,
          { input: usdc, output: currency(to), tradeType: 'exactIn', amount: usd * 10n ** 6n },
          { versions: [version] },
        );
        const [slice, ...more] = quote.slices;
        if (!slice || more.length > 0 || slice.route.pools.length !== 1) continue;
        if (routeTicksCrossed(slice.route, slice.amountIn, true)[version] === 1) return gasOf(quote);
      }
      throw new Error(`no USDC → ${to} swap through ${version} crosses exactly one tick`);
    };
    const receipts: Record<string, bigint> = {
      'V2 1 pool (USDC→WETH)': await single('WETH', 'V2', 1),
      'V2 2 pools (USDC→WETH→UNI)': await single('UNI', 'V2', 2),
      'V3 1 pool (USDC→WETH)': await single('WETH', 'V3', 1),
      'V3 2 pools (USDC→WETH→UNI)': await single('UNI', 'V3', 2),
      'V4 1 pool (USDC→ETH)': await single('ETH', 'V4', 1),
      'V4 2 pools (USDC→ETH→DAI)': await single('DAI', 'V4', 2),
      'V3 1 pool crossing 1 tick (USDC→WETH)': await crossingOne('WETH', 'V3'),
      'V4 1 pool crossing 1 tick (USDC→ETH)': await crossingOne('ETH', 'V4'),
      'V3 split 50/50 over two pools (USDC→WETH)': await gasOf(
        await twoPoolSplit(client, usdc, currency('WETH'), amount),
      ).then(async () => gasOf(await twoPoolSplit(client, usdc, currency('WETH'), amount))),
    };
    const [v2a, v2b, v3a, v3b, v4a, v4b, v3Cross, v4Cross, split] = Object.values(receipts) as bigint[];
    // One V3 route is overhead + its first pool; two one-pool V3 routes add a first pool more.
    const firstV3 = (split as bigint) - (v3a as bigint);
    const overhead = (v3a as bigint) - firstV3;
    return {
      table: {
        overhead,
        firstPool: { V2: (v2a as bigint) - overhead, V3: firstV3, V4: (v4a as bigint) - overhead },
        furtherPool: {
          V2: (v2b as bigint) - (v2a as bigint),
          V3: (v3b as bigint) - (v3a as bigint),
          V4: (v4b as bigint) - (v4a as bigint),
        },
        tickCrossed: { V3: (v3Cross as bigint) - (v3a as bigint), V4: (v4Cross as bigint) - (v4a as bigint) },
      },
      receipts,
      quoted,
    };
  } finally {
    await tester.revert({ id: snapshot });
  }
}

/** A quote that splits the amount evenly over the 0.05 % and 0.3 % V3 pools of a pair, priced by QuoterV2. */
async function twoPoolSplit(
  client: PublicClient,
  input: SwapCurrency,
  output: SwapCurrency,
  amount: bigint,
): Promise<SwapQuote> {
  const base = await quoteSwap(client, { input, output, tradeType: 'exactIn', amount }, { versions: ['V3'] });
  const [first] = base.slices;
  if (!first) throw new Error('no V3 route');
  const pools = await findRoutingPools(client, {
    v2v3: [[input.address as `0x${string}`, output.address as `0x${string}`]],
    v4: [],
  });
  const routes = [500, 3000].map((fee) => {
    const pool = pools.find((candidate) => candidate.version === 'V3' && candidate.fee === fee);
    if (!pool) throw new Error(`no V3 pool at ${fee}`);
    return { ...first.route, pools: [pool] };
  });
  const half = amount / 2n;
  const answers = await callBatch(
    client,
    routes.map((route) => routeQuoteCall(route, 'exactIn', half, PROTOCOL_ADDRESSES)),
  );
  const slices = routes.map((route, index) => {
    const answer = answers[index];
    if (!answer?.ok) throw new Error('QuoterV2 did not price the split');
    return {
      route,
      percent: 50,
      amountIn: half,
      amountOut: answer.value.amount,
      gasEstimate: sliceGas(route),
    };
  });
  return {
    ...base,
    slices,
    amountIn: amount,
    amountOut: slices.reduce((sum, slice) => sum + slice.amountOut, 0n),
    gasEstimate: SWAP_OVERHEAD_GAS + slices.reduce((sum, slice) => sum + slice.gasEstimate, 0n),
  };
}
