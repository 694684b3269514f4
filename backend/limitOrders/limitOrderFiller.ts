import { encodeAbiParameters, encodeFunctionData, type Hex, parseAbiParameters } from 'viem';
import { FEE_TIERS } from '../../protocol/feeTiers.ts';
import { LIMIT_ORDER_CONTRACTS, LIMIT_ORDER_FILLER } from '../../protocol/limitOrderContracts.ts';
import {
  permit2NoncesAbi,
  swapRouter02ExecutorAbi,
  v3QuoterAbi,
  v3SwapRouter02Abi,
} from '../../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import type { LimitOrderStore, StoredLimitOrder } from '../store/limitOrderStore.ts';
import { type LimitOrderChain, nonceSpent } from './limitOrderChain.ts';

/** Gas money for the filler account, topped up when it runs low (local chains only: it is impersonated). */
const FILLER_GAS_ETH = 10n ** 20n;
const FILLER_GAS_FLOOR = 10n ** 18n;

/** The executor's callback: tokens to approve for SwapRouter02 and for the reactor, then the router's calls. */
const CALLBACK_PARAMETERS = parseAbiParameters('address[], address[], bytes[]');

export interface LimitOrderFiller {
  /** Settles what the latest block decides now (the filler also runs on every new block). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * The local filler: on every new block it settles each open order of its chain. Past its deadline it is
 * expired; with its Permit2 nonce spent (the swapper cancelled it) it is cancelled; else, when a V3
 * pool of the pair would pay at least the order's output for its whole input (QuoterV2, every fee
 * tier), the filler fills it through the reactor: SwapRouter02Executor trades the input on that pool
 * and the reactor pays the swapper the signed output (the router's minimum is that output, and the
 * reactor reverts on less), the rest staying with the executor as the filler's margin.
 */
export function startLimitOrderFiller(
  chain: LimitOrderChain,
  store: LimitOrderStore,
  log: (line: string) => void = console.log,
): LimitOrderFiller {
  const { client, chainId } = chain;
  let running: Promise<void> | undefined;
  let again = false;

  const check = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = settleOpenOrders()
      .catch((error: unknown) => log(`Limit-order filler (chain ${chainId}): ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void check();
        }
      });
    return running;
  };
  const unwatch = client.watchBlockNumber({
    onBlockNumber: () => void check(),
    emitOnBegin: true,
    // A chain that is down or restarting is the indexer's to report; the filler resumes with its next block.
    onError: () => {},
  });

  async function settleOpenOrders(): Promise<void> {
    const open = store.openOn(chainId);
    if (open.length === 0) return;
    const { timestamp } = await client.getBlock();
    for (const order of open) {
      if (BigInt(order.deadline) < timestamp) {
        store.settle(order.orderHash, 'expired', Number(timestamp));
        continue;
      }
      const bitmap = await client.readContract({
        address: PROTOCOL_ADDRESSES.permit2,
        abi: permit2NoncesAbi,
        functionName: 'nonceBitmap',
        args: [order.swapper, BigInt(order.nonce) >> 8n],
      });
      if (nonceSpent(bitmap, BigInt(order.nonce))) {
        store.settle(order.orderHash, 'cancelled', Number(timestamp));
        continue;
      }
      const fee = await payingFeeTier(order);
      if (fee !== undefined) await fill(order, fee);
    }
  }

  /** The fee tier of a V3 pool that pays at least the order's output for its input, if any. */
  async function payingFeeTier(order: StoredLimitOrder): Promise<number | undefined> {
    const quotes = await Promise.all(
      FEE_TIERS.map(({ fee }) =>
        client
          .simulateContract({
            address: PROTOCOL_ADDRESSES.v3QuoterV2,
            abi: v3QuoterAbi,
            functionName: 'quoteExactInputSingle',
            args: [
              {
                tokenIn: order.inputToken,
                tokenOut: order.outputToken,
                amountIn: BigInt(order.inputAmount),
                fee,
                sqrtPriceLimitX96: 0n,
              },
            ],
          })
          .then(({ result: [amountOut] }) => ({ fee, amountOut }))
          .catch(() => ({ fee, amountOut: 0n })),
      ),
    );
    const best = quotes.reduce((a, b) => (b.amountOut > a.amountOut ? b : a));
    return best.amountOut >= BigInt(order.outputAmount) ? best.fee : undefined;
  }

  async function fill(order: StoredLimitOrder, fee: number): Promise<void> {
    await client.impersonateAccount({ address: LIMIT_ORDER_FILLER });
    if ((await client.getBalance({ address: LIMIT_ORDER_FILLER })) < FILLER_GAS_FLOOR)
      await client.setBalance({ address: LIMIT_ORDER_FILLER, value: FILLER_GAS_ETH });
    const hash = await client.sendTransaction({
      account: LIMIT_ORDER_FILLER,
      chain: null,
      to: LIMIT_ORDER_CONTRACTS.executor,
      data: fillCall(order, fee),
    });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status === 'success') {
      const { timestamp } = await client.getBlock({ blockHash: receipt.blockHash });
      store.settle(order.orderHash, 'filled', Number(timestamp), hash);
      log(`Limit order ${order.orderHash} filled on chain ${chainId} (${hash})`);
    } else {
      log(`Limit order ${order.orderHash}: the fill reverted (${hash}); it stays open`);
    }
  }

  return { check, stop: unwatch };
}

/** The executor's call that fills the order through the reactor, trading on the V3 pool of `fee`. */
export function fillCall(
  order: Pick<
    StoredLimitOrder,
    'encodedOrder' | 'signature' | 'inputToken' | 'outputToken' | 'inputAmount' | 'outputAmount'
  >,
  fee: number,
): Hex {
  const swap = encodeFunctionData({
    abi: v3SwapRouter02Abi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: order.inputToken,
        tokenOut: order.outputToken,
        fee,
        recipient: LIMIT_ORDER_CONTRACTS.executor,
        amountIn: BigInt(order.inputAmount),
        amountOutMinimum: BigInt(order.outputAmount),
        sqrtPriceLimitX96: 0n,
      },
    ],
  });
  return encodeFunctionData({
    abi: swapRouter02ExecutorAbi,
    functionName: 'execute',
    args: [
      { order: order.encodedOrder, sig: order.signature },
      encodeAbiParameters(CALLBACK_PARAMETERS, [[order.inputToken], [order.outputToken], [swap]]),
    ],
  });
}
