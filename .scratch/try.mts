import { createPublicClient, http, parseUnits, type PublicClient } from 'viem';
import { HOSTILE_TEST_TOKENS } from '/work/wt-honest/protocol/hostileTestTokens.ts';
import { quoteSwap } from '/work/wt-honest/trading/quoteSwap.ts';
import { NATIVE_ETH } from '/work/wt-honest/trading/swapCurrency.ts';
import { PROTOCOL_ADDRESSES } from '/work/wt-honest/protocol/protocolAddresses.ts';
const client = createPublicClient({ transport: http('http://127.0.0.1:48545') }) as PublicClient;
const weth = { address: PROTOCOL_ADDRESSES.weth9, symbol: 'WETH', name: 'WETH', decimals: 18 };
for (const [kind, t] of Object.entries(HOSTILE_TEST_TOKENS)) {
  const decimals = kind === 'zeroDecimals' ? 0 : kind === 'maxDecimals' ? 255 : 18;
  const token = { address: t.address, symbol: kind, name: kind, decimals };
  for (const [input, output, amt] of [[NATIVE_ETH, token, parseUnits('0.1', 18)], [token, NATIVE_ETH, decimals === 0 ? 5n : parseUnits('10', decimals)], [token, weth, decimals === 0 ? 5n : parseUnits('10', decimals)]] as const) {
    try {
      const q = await quoteSwap(client, { input, output, tradeType: 'exactIn', amount: amt });
      console.log(kind, input.symbol, '→', output.symbol, q.route?.version, q.amountIn, q.amountOut, JSON.stringify(q.transferFees, (_, v) => typeof v === 'bigint' ? v.toString() : v));
    } catch (e) { console.log(kind, input.symbol, '→', output.symbol, 'ERR', (e as Error).message); }
  }
}
