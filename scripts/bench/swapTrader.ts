import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { LocalChainMarket } from '../../backend/dataset/localChainMarket.ts';
import type { TokenRecord } from '../../backend/dataset/tokens.ts';
import { baseUnits } from '../../chain/seedPools.ts';
import { PROTOCOL_ADDRESSES } from '../../protocol/protocolAddresses.ts';
import { approvePermit2 } from '../../trading/approvePermit2.ts';
import { executeSwap } from '../../trading/executeSwap.ts';
import { quoteSwap, type SwapRequest } from '../../trading/quoteSwap.ts';
import { isWrapPair, NATIVE_ETH, type SwapCurrency } from '../../trading/swapCurrency.ts';
import { swapLimits } from '../../trading/swapLimits.ts';
import { AUTO_SLIPPAGE_BPS, DEFAULT_DEADLINE_MINUTES } from '../../trading/swapSettings.ts';
import { needsPermit2Approval } from '../../trading/tokenAllowance.ts';
import { TradingError } from '../../trading/tradingError.ts';
import { defineLocalChain } from '../../wallet/localChain.ts';

/** What each swap is worth, in USD at the dataset's prices: small beside every seeded pool's TVL. */
const SWAP_USD = 100;

/** One direction of a seeded pool's pair, with what one swap of it is worth on its exact side. */
export interface TradingPair {
  input: SwapCurrency;
  output: SwapCurrency;
  usdPrice: { input: number; output: number };
}

/** Every pair of the seeded pools, both ways (ETH and ERC-20 inputs), each once. */
export function tradingPairs(market: LocalChainMarket): TradingPair[] {
  const currency = (token: TokenRecord): SwapCurrency =>
    token.standard === 'NATIVE'
      ? NATIVE_ETH
      : {
          address: token.address as Address,
          symbol: token.symbol ?? '',
          name: token.name ?? '',
          decimals: token.decimals,
        };
  const pairs = new Map<string, TradingPair>();
  for (const pool of market.pools) {
    for (const [from, to] of [
      [pool.token0, pool.token1],
      [pool.token1, pool.token0],
    ] as const) {
      const input = currency(from);
      const output = currency(to);
      if (isWrapPair(input, output, PROTOCOL_ADDRESSES.weth9)) continue;
      pairs.set(`${input.symbol}→${output.symbol}`, {
        input,
        output,
        usdPrice: { input: market.usdPrice(from), output: market.usdPrice(to) },
      });
    }
  }
  return [...pairs.values()];
}

/** What a trader reports as it goes; the bench gathers it across traders. */
export interface TraderEvents {
  quoted(ms: number): void;
  /** A transaction the trader sent reached its receipt (an approval or a swap), `ms` after it was sent. */
  confirmed(receipt: TransactionReceipt, kind: 'approval' | 'swap', ms: number): void;
  /** `reason`: a TradingError's code (or `thrown`); `words`: the swap and what the error said. */
  failed(reason: string, words: string): void;
}

/**
 * One person trading as the /swap page does it, with a local-account wallet: quote (trading/quoteSwap),
 * the one Permit2 approval when the input token needs it, then executeSwap through the one transaction
 * path, the next swap only after the last one's receipt (so the account's nonces stay in order). Pairs
 * and directions rotate from `offset`; every third swap asks for an exact output.
 */
export async function trade({
  rpcUrl,
  privateKey,
  pairs,
  offset,
  until,
  events,
}: {
  rpcUrl: string;
  privateKey: Hex;
  pairs: readonly TradingPair[];
  offset: number;
  until: number;
  events: TraderEvents;
}): Promise<void> {
  const chain = defineLocalChain(rpcUrl);
  const account = privateKeyToAccount(privateKey);
  const reader = createPublicClient({
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
    // As the app's client (wallet/appChainClient.ts): the local chain mines at once.
    pollingInterval: 200,
  }) as PublicClient;
  const wallet = createWalletClient({ chain, account, transport: http(rpcUrl, { retryCount: 0 }) });
  let sentAt = 0;
  let kind: 'approval' | 'swap' = 'swap';
  // The transaction path follows each sent transaction through this reader (wallet/transactionFate.ts): the
  // first receipt it gets is the confirm.
  const client: PublicClient = {
    ...reader,
    async getTransactionReceipt(args) {
      const receipt = await reader.getTransactionReceipt(args);
      events.confirmed(receipt, kind, performance.now() - sentAt);
      return receipt;
    },
  };
  const onStage = (stage: { stage: string }) => {
    if (stage.stage === 'wallet-confirmation') sentAt = performance.now();
  };
  for (let i = 0; performance.now() < until; i++) {
    const pair = pairs[(offset + i) % pairs.length] as TradingPair;
    const exactOut = i % 3 === 2;
    const exact = exactOut ? pair.output : pair.input;
    const request: SwapRequest = {
      input: pair.input,
      output: pair.output,
      tradeType: exactOut ? 'exactOut' : 'exactIn',
      amount: baseUnits(SWAP_USD / (exactOut ? pair.usdPrice.output : pair.usdPrice.input), exact.decimals),
    };
    try {
      const started = performance.now();
      const quote = await quoteSwap(client, request);
      events.quoted(performance.now() - started);
      const token = quote.input.address;
      const { maximumIn } = swapLimits(quote, AUTO_SLIPPAGE_BPS);
      if (token && (await needsPermit2Approval(client, account.address, token, maximumIn))) {
        kind = 'approval';
        await approvePermit2({
          client,
          wallet,
          owner: account.address,
          token,
          symbol: quote.input.symbol,
          onStage,
        });
      }
      kind = 'swap';
      await executeSwap({
        client,
        wallet,
        account: account.address,
        chainId: chain.id,
        quote,
        slippageBps: AUTO_SLIPPAGE_BPS,
        deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
        onStage,
      });
    } catch (error) {
      const swap = `${pair.input.symbol} → ${pair.output.symbol} ${request.tradeType}`;
      if (error instanceof TradingError) events.failed(error.code, `${swap}: ${error.message}`);
      else events.failed('thrown', `${swap}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
