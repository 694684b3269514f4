import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { erc20Abi, maxUint256, type PublicClient, parseUnits } from 'viem';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { type LimitOrderChain, limitOrderChainClient } from '../../backend/limitOrders/limitOrderChain.ts';
import { startLimitOrderFiller } from '../../backend/limitOrders/limitOrderFiller.ts';
import { IN_MEMORY_STORE, openBackendStore } from '../../backend/store/backendStore.ts';
import { createLimitOrderStore } from '../../backend/store/limitOrderStore.ts';
import { createDataApi } from '../../backend/yoga.ts';
import { approve, swapThroughV3 } from '../../chain/referenceSwaps.fixture.ts';
import { startLocalChain } from '../../chain/startLocalChain.ts';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { LIMIT_ORDERS_PATH, type LimitOrderSummary } from '../../data/limitOrderApi.ts';
import { topUp } from '../../devChain/faucet.ts';
import { encodeLimitOrder, type LimitOrder, limitOrderTypedData } from '../../protocol/limitOrder.ts';
import { v3QuoterAbi } from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID } from '../../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { freeLimitOrderNonce } from '../../trading/placeLimitOrder.ts';
import { ethCallAnchor } from './ethCallAnchor.ts';
import { percentile, round } from './percentile.ts';

const RUNS = Number(process.env.LIMIT_ORDER_BENCH_RUNS ?? 7);
const { LINK, USDC } = WELL_KNOWN_TOKENS;

/**
 * The limit-order figures on a fresh local chain with the order service over HTTP and its filler, as
 * `npm start` runs them: placement (a free nonce read, the EIP-712 signature, the POST, the service's
 * checks through the quoter, the store) until the service accepts it; and a market crossing (the
 * receipt of a swap that moves the pool past the order) until the order is filled on chain. Each as a
 * ratio to the anchor, one plain eth_call to the same node. Goals (printed, never asserted): placement
 * ≤ 300 ms, crossing to filled ≤ 2 s. The browser's click → accepted is printed by the e2e test.
 */
export default async function limitOrdersBench(): Promise<void> {
  const market = localChainMarket();
  const node = await startLocalChain({ port: 0, seed: market });
  const db = openBackendStore(IN_MEMORY_STORE);
  const store = createLimitOrderStore(db);
  const local: LimitOrderChain = {
    chain: 'ETHEREUM',
    chainId: LOCAL_CHAIN_ID,
    client: limitOrderChainClient(node.url),
  };
  const filler = startLimitOrderFiller(local, store, () => {});
  const server = createServer(createDataApi({ limitOrders: { store, chains: [local] } }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service = `http://127.0.0.1:${(server.address() as AddressInfo).port}${LIMIT_ORDERS_PATH}`;
  try {
    const [swapper, mover] = [await createTradingAccount(node.url), await createTradingAccount(node.url)];
    await approve(mover.client, LINK, A.v3SwapRouter02, maxUint256);
    await topUp(node.url, swapper.address, {
      eth: 0n,
      tokens: [{ token: LINK, amount: parseUnits('1000', 18) }],
    });
    await approve(swapper.client, LINK, A.permit2, maxUint256);
    const anchor = ethCallAnchor(local.client as unknown as PublicClient, market.pools);
    const placed: number[] = [];
    const crossed: number[] = [];
    const anchors: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const inputAmount = parseUnits('10', 18);
      const { result } = await local.client.simulateContract({
        address: A.v3QuoterV2,
        abi: v3QuoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [{ tokenIn: LINK, tokenOut: USDC, amountIn: inputAmount, fee: 500, sqrtPriceLimitX96: 0n }],
      });
      const started = performance.now();
      const { timestamp } = await local.client.getBlock();
      const order: LimitOrder = {
        swapper: swapper.address,
        nonce: await freeLimitOrderNonce(local.client as unknown as PublicClient, swapper.address, []),
        deadline: timestamp + 86_400n,
        inputToken: LINK,
        inputAmount,
        outputToken: USDC,
        // 1 % above what the pool pays now.
        outputAmount: (result[0] * 101n) / 100n,
      };
      const signature = await swapper.client.signTypedData(limitOrderTypedData(order, LOCAL_CHAIN_ID));
      const answer = await fetch(service, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chainId: LOCAL_CHAIN_ID, encodedOrder: encodeLimitOrder(order), signature }),
      });
      if (answer.status !== 201) throw new Error(`the service refused the order: ${await answer.text()}`);
      placed.push(performance.now() - started);
      const { orderHash } = (await answer.json()) as LimitOrderSummary;

      // Someone buys LINK on its one pool: the order is now worth filling.
      await swapThroughV3(mover.client, USDC, LINK, 500, parseUnits('200000', 6));
      const moved = performance.now();
      while (store.get(orderHash)?.state !== 'filled') await new Promise((resolve) => setTimeout(resolve, 5));
      crossed.push(performance.now() - moved);
      // Sell it back, so each run starts near the same price.
      const bought = await mover.client.readContract({
        address: LINK,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [mover.address],
      });
      await swapThroughV3(mover.client, LINK, USDC, 500, bought);
      for (let i = 0; i < 5; i++) anchors.push(await anchor());
    }
    const anchorMs = percentile(anchors, 50);
    const row = (name: string, times: number[], goal: string) => ({
      figure: name,
      'p50 ms': round(percentile(times, 50)),
      'p90 ms': round(percentile(times, 90)),
      'p50 / eth_call': round(percentile(times, 50) / anchorMs),
      goal,
    });
    console.table([
      row('placement → accepted by the service', placed, '≤ 300 ms'),
      row('market crossing → filled on chain', crossed, '≤ 2 s'),
    ]);
    console.log(`anchor: one eth_call, p50 ${round(anchorMs)} ms (${anchors.length} calls)`);
  } finally {
    filler.stop();
    server.close();
    db.close();
    await node.stop();
  }
}
