import { AllowanceTransfer, type PermitSingle } from '@uniswap/permit2-sdk';
import { Trade as RouterTrade } from '@uniswap/router-sdk';
import { CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { SwapRouter, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import { Pool as V4Pool, Route as V4Route } from '@uniswap/v4-sdk';
import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  type Hex,
  maxUint160,
  type PublicActions,
  parseAbi,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';

/**
 * One swap through each protocol path of the local chain, driven the way a wallet drives it (signed
 * transactions from the account, Permit2 signatures, Universal Router calldata from the SDK). The
 * chain's tests prove them and the bench times them; the app's trading code is its own.
 */
export type SwapClient = WalletClient<Transport, Chain, Account> & PublicActions<Transport, Chain>;

/** A pool key of V4 (no hook: the only kind seeded as tradable). */
export interface V4PoolKey {
  currency0: Address;
  currency1: Address;
  fee: number;
  tickSpacing: number;
}

/** Far in the future: these swaps test execution, not expiry. */
const DEADLINE = 2n ** 40n;

export const ROUTER02_ABI = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
]);
export const SWAP_ROUTER02_ABI = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256)',
]);
export const V4_QUOTER_ABI = parseAbi([
  'struct PoolKey { address currency0; address currency1; uint24 fee; int24 tickSpacing; address hooks; }',
  'struct QuoteExactSingleParams { PoolKey poolKey; bool zeroForOne; uint128 exactAmount; bytes hookData; }',
  'function quoteExactInputSingle(QuoteExactSingleParams params) returns (uint256 amountOut, uint256 gasEstimate)',
]);
export const STATE_VIEW_ABI = parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
  'function getLiquidity(bytes32 poolId) view returns (uint128)',
]);

/** Sends and waits; a revert throws. Returns the receipt's gas cost in wei. */
export async function sendAndConfirm(
  client: SwapClient,
  request: { to: Address; data: Hex; value?: bigint },
): Promise<bigint> {
  const hash = await client.sendTransaction(request);
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

export async function approve(
  client: SwapClient,
  token: Address,
  spender: Address,
  amount: bigint,
): Promise<void> {
  const { request } = await client.simulateContract({
    account: client.account,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  const hash = await client.writeContract(request);
  await client.waitForTransactionReceipt({ hash });
}

/** Exact input through a V2 pair with Router02 (the router must be approved for `amountIn`). */
export async function swapThroughV2(
  client: SwapClient,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
): Promise<void> {
  const hash = await client.writeContract({
    address: A.v2Router02,
    abi: ROUTER02_ABI,
    functionName: 'swapExactTokensForTokens',
    args: [amountIn, 1n, [tokenIn, tokenOut], client.account.address, DEADLINE],
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`V2 swap ${hash} reverted`);
}

/** Exact input through one V3 pool with SwapRouter02 (the router must be approved for `amountIn`). */
export async function swapThroughV3(
  client: SwapClient,
  tokenIn: Address,
  tokenOut: Address,
  fee: number,
  amountIn: bigint,
): Promise<void> {
  const hash = await client.writeContract({
    address: A.v3SwapRouter02,
    abi: SWAP_ROUTER02_ABI,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn,
        tokenOut,
        fee,
        recipient: client.account.address,
        amountIn,
        amountOutMinimum: 1n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`V3 swap ${hash} reverted`);
}

/**
 * A hookless V4 pool of native ETH (currency0) and an ERC-20 as the V4 SDK sees it, read from the
 * chain's StateView now: for building a Universal Router trade through it.
 */
export async function ethPoolOnChain(
  client: PublicActions<Transport, Chain>,
  key: V4PoolKey,
  poolId: Hex,
  token: { address: Address; decimals: number },
) {
  const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
    client.readContract({
      address: A.v4StateView,
      abi: STATE_VIEW_ABI,
      functionName: 'getSlot0',
      args: [poolId],
    }),
    client.readContract({
      address: A.v4StateView,
      abi: STATE_VIEW_ABI,
      functionName: 'getLiquidity',
      args: [poolId],
    }),
  ]);
  // The SDKs know mainnet (chain 1); the local contracts sit at mainnet's addresses, so its currencies fit.
  const eth = Ether.onChain(1);
  const erc20 = new Token(1, token.address, token.decimals);
  const pool = new V4Pool(
    eth,
    erc20,
    key.fee,
    key.tickSpacing,
    zeroAddress,
    sqrtPriceX96.toString(),
    liquidity.toString(),
    tick,
  );
  return { eth, erc20, pool };
}

/**
 * Exact input of an ERC-20 for native ETH in a V4 pool (ETH is currency0) through the Universal Router:
 * quoted on chain by V4Quoter, the input pulled by Permit2 with a fresh signature, the calldata from
 * universal-router-sdk encoded for Universal Router 2.1 (`V2_1_1`). The token must be approved to
 * Permit2. Returns what the quote promised, which the swap must deliver exactly (nothing else trades).
 */
export async function swapForEthThroughUniversalRouter(
  client: SwapClient,
  key: V4PoolKey,
  poolId: Hex,
  token: { address: Address; decimals: number },
  amountIn: bigint,
): Promise<{ quotedOut: bigint; gasPaid: bigint }> {
  const poolKey = { ...key, hooks: zeroAddress };
  const { result } = await client.simulateContract({
    address: A.v4Quoter,
    abi: V4_QUOTER_ABI,
    functionName: 'quoteExactInputSingle',
    args: [{ poolKey, zeroForOne: false, exactAmount: amountIn, hookData: '0x' }],
  });
  const [quotedOut] = result;
  const { eth, erc20, pool } = await ethPoolOnChain(client, key, poolId, token);
  const trade = new RouterTrade({
    v4Routes: [
      {
        routev4: new V4Route([pool], erc20, eth),
        inputAmount: CurrencyAmount.fromRawAmount(erc20, amountIn.toString()),
        outputAmount: CurrencyAmount.fromRawAmount(eth, quotedOut.toString()),
      },
    ],
    tradeType: TradeType.EXACT_INPUT,
  });
  const [, , nonce] = await client.readContract({
    address: A.permit2,
    abi: parseAbi(['function allowance(address, address, address) view returns (uint160, uint48, uint48)']),
    functionName: 'allowance',
    args: [client.account.address, token.address, A.universalRouter],
  });
  const permit: PermitSingle = {
    details: { token: token.address, amount: maxUint160.toString(), expiration: DEADLINE.toString(), nonce },
    spender: A.universalRouter,
    sigDeadline: DEADLINE.toString(),
  };
  const { domain, types, values } = AllowanceTransfer.getPermitData(permit, A.permit2, LOCAL_CHAIN_ID);
  // permit2-sdk speaks ethers' typed-data shapes; viem signs the same EIP-712 structure.
  const signature = await client.signTypedData({
    domain,
    types,
    primaryType: 'PermitSingle',
    message: values,
  } as unknown as Parameters<SwapClient['signTypedData']>[0]);
  const { calldata, value } = SwapRouter.swapCallParameters(trade, {
    slippageTolerance: new Percent(50, 10_000),
    recipient: client.account.address,
    inputTokenPermit: { ...permit, signature },
    urVersion: UniversalRouterVersion.V2_1_1,
    deadlineOrPreviousBlockhash: DEADLINE.toString(),
  });
  const gasPaid = await sendAndConfirm(client, {
    to: A.universalRouter,
    data: calldata as Hex,
    value: BigInt(value),
  });
  return { quotedOut, gasPaid };
}
