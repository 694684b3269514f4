import {
  type Account,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type PublicClient,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { startLocalChain } from '../chain/startLocalChain.ts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { defineLocalChain } from '../wallet/localChain.ts';
import { NATIVE_ETH, type SwapCurrency } from './swapCurrency.ts';

/**
 * A fresh local chain for one test file (its own port), seeded with the dataset's market, with a
 * reader, the funded dev account's wallet, and the chain's tokens as swap currencies by symbol.
 */
export async function startTradingTestChain() {
  const market = localChainMarket();
  const node = await startLocalChain({ port: 0, seed: market });
  const chain = defineLocalChain(node.url);
  const client = createPublicClient({ chain, transport: http(node.url) }) as PublicClient;
  const account: Account = privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY);
  const wallet: WalletClient = createWalletClient({ chain, account, transport: http(node.url) });
  const tokens = new Map(
    market.tokens.map((token) => [
      token.symbol ?? '',
      {
        address: token.address as SwapCurrency['address'],
        symbol: token.symbol ?? '',
        name: token.name ?? '',
        decimals: token.decimals,
      } satisfies SwapCurrency,
    ]),
  );
  const currency = (symbol: string): SwapCurrency => {
    if (symbol === 'ETH') return NATIVE_ETH;
    const found = tokens.get(symbol);
    if (!found) throw new Error(`No ${symbol} on the local chain`);
    return found;
  };
  const balanceOf = async (holder: `0x${string}`, of: SwapCurrency) =>
    of.address === null
      ? client.getBalance({ address: holder })
      : client.readContract({
          address: of.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder],
        });
  return { node, chain, client, account, wallet, currency, balanceOf, stop: () => node.stop() };
}
