import { createPublicClient, createWalletClient, http, parseUnits, erc20Abi, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { HOSTILE_TEST_TOKENS } from '/work/wt-honest/protocol/hostileTestTokens.ts';
import { quoteSwap } from '/work/wt-honest/trading/quoteSwap.ts';
import { executeSwap } from '/work/wt-honest/trading/executeSwap.ts';
import { approvePermit2 } from '/work/wt-honest/trading/approvePermit2.ts';
import { swapLimits } from '/work/wt-honest/trading/swapLimits.ts';
import { NATIVE_ETH } from '/work/wt-honest/trading/swapCurrency.ts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '/work/wt-honest/devChain/devAccount.ts';
import { defineLocalChain } from '/work/wt-honest/wallet/localChain.ts';
const url = 'http://127.0.0.1:48545';
const chain = defineLocalChain(url);
const client = createPublicClient({ chain, transport: http(url) }) as PublicClient;
const account = privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY);
const wallet = createWalletClient({ chain, account, transport: http(url) });
const fot = { address: HOSTILE_TEST_TOKENS.feeOnTransfer.address, symbol: 'TFOT', name: 'x', decimals: 18 };
const bal = () => client.readContract({ address: fot.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
// buy
let q = await quoteSwap(client, { input: NATIVE_ETH, output: fot, tradeType: 'exactIn', amount: parseUnits('0.1', 18) });
let before = await bal();
let out = await executeSwap({ client, wallet, account: account.address, chainId: chain.id, quote: q, slippageBps: 50, deadlineMinutes: 30 });
console.log('buy quoted', q.amountOut, 'min', swapLimits(q, 50).minimumOut, 'moved', out.amountOut, 'balance delta', (await bal()) - before);
// sell
await approvePermit2({ client, wallet, owner: account.address, token: fot.address, onStage: () => {} }).catch(e => console.log('approve', e.message));
q = await quoteSwap(client, { input: fot, output: NATIVE_ETH, tradeType: 'exactIn', amount: parseUnits('10', 18) });
before = await bal();
out = await executeSwap({ client, wallet, account: account.address, chainId: chain.id, quote: q, slippageBps: 50, deadlineMinutes: 30 });
console.log('sell quoted', q.amountOut, 'moved', out.amountOut, 'in', out.amountIn, 'delta', before - (await bal()));
try { await quoteSwap(client, { input: fot, output: NATIVE_ETH, tradeType: 'exactOut', amount: parseUnits('0.01', 18) }); } catch (e) { console.log('exactOut', (e as Error).message); }
