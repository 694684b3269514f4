import { AllowanceTransfer, type PermitSingle } from '@uniswap/permit2-sdk';
import { Trade as RouterTrade } from '@uniswap/router-sdk';
import { CurrencyAmount, Ether, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { type Permit2Permit, SwapRouter, UniversalRouterVersion } from '@uniswap/universal-router-sdk';
import { Pool as V4Pool, Route as V4Route } from '@uniswap/v4-sdk';
import {
  type Account,
  type Address,
  type Chain,
  erc20Abi,
  type Hash,
  type Hex,
  maxUint160,
  type PublicActions,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem';
import {
  permit2Abi,
  v2RouterAbi,
  v3SwapRouter02Abi,
  v4QuoterAbi,
  v4StateViewAbi,
} from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A, LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';

/**
 * The one reference trader of the local chain, for tests and benches (the app's trading code is its
 * own, in trading/): one swap through each protocol path, driven the way a wallet drives it (signed
 * transactions from the account, Permit2 signatures, Universal Router calldata from the SDK). Each
 * returns its receipt; a revert throws.
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
export const DEADLINE = 2n ** 40n;

/** Waits for a sent transaction (the local chain mines at once: poll at once too); a revert throws. */
export async function confirmed(client: SwapClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 1 });
  if (receipt.status !== 'success') throw new Error(`${what} reverted (${hash})`);
  return receipt;
}

export async function approve(
  client: SwapClient,
  token: Address,
  spender: Address,
  amount: bigint,
): Promise<TransactionReceipt> {
  const { request } = await client.simulateContract({
    account: client.account,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, amount],
  });
  return confirmed(client, await client.writeContract(request), 'approve');
}

/** Exact input through a V2 pair with Router02 (the router must be approved for `amountIn`). */
export async function swapThroughV2(
  client: SwapClient,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
): Promise<TransactionReceipt> {
  const hash = await client.writeContract({
    address: A.v2Router02,
    abi: v2RouterAbi,
    functionName: 'swapExactTokensForTokens',
    args: [amountIn, 1n, [tokenIn, tokenOut], client.account.address, DEADLINE],
  });
  return confirmed(client, hash, 'V2 swap');
}

/** Exact input through one V3 pool with SwapRouter02 (the router must be approved for `amountIn`). */
export async function swapThroughV3(
  client: SwapClient,
  tokenIn: Address,
  tokenOut: Address,
  fee: number,
  amountIn: bigint,
): Promise<TransactionReceipt> {
  const hash = await client.writeContract({
    address: A.v3SwapRouter02,
    abi: v3SwapRouter02Abi,
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
  return confirmed(client, hash, 'V3 swap');
}

/** The outcome of a V4 swap: what the quote promised (the swap must deliver exactly that), and its gas. */
export interface V4SwapOutcome {
  quotedOut: bigint;
  gasPaid: bigint;
  receipt: TransactionReceipt;
}

/**
 * Exact input through a hookless V4 pool of native ETH (currency0) and an ERC-20, through the Universal
 * Router: ETH in goes with the call; a token in is pulled by Permit2 with a fresh signature (the token
 * must be approved to Permit2). Quoted on chain by V4Quoter, the trade built from the quote with the
 * SDKs, the calldata from universal-router-sdk encoded for Universal Router 2.1 (`V2_1_1`).
 */
export async function swapThroughV4(
  client: SwapClient,
  swap: {
    key: V4PoolKey;
    poolId: Hex;
    token: { address: Address; decimals: number };
    amountIn: bigint;
    ethIn: boolean;
  },
): Promise<V4SwapOutcome> {
  const permit = swap.ethIn ? undefined : await signedPermit(client, swap.token.address);
  const { result } = await client.simulateContract({
    address: A.v4Quoter,
    abi: v4QuoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [
      {
        poolKey: { ...swap.key, hooks: zeroAddress },
        zeroForOne: swap.ethIn,
        exactAmount: swap.amountIn,
        hookData: '0x',
      },
    ],
  });
  const [quotedOut] = result;
  const { eth, erc20, pool } = await ethPoolOnChain(client, swap.key, swap.poolId, swap.token);
  const [input, output] = swap.ethIn ? [eth, erc20] : [erc20, eth];
  const trade = new RouterTrade({
    v4Routes: [
      {
        routev4: new V4Route([pool], input, output),
        inputAmount: CurrencyAmount.fromRawAmount(input, swap.amountIn.toString()),
        outputAmount: CurrencyAmount.fromRawAmount(output, quotedOut.toString()),
      },
    ],
    tradeType: TradeType.EXACT_INPUT,
  });
  const { calldata, value } = SwapRouter.swapCallParameters(trade, {
    slippageTolerance: new Percent(50, 10_000),
    recipient: client.account.address,
    inputTokenPermit: permit,
    urVersion: UniversalRouterVersion.V2_1_1,
    deadlineOrPreviousBlockhash: DEADLINE.toString(),
  });
  const hash = await client.sendTransaction({
    to: A.universalRouter,
    data: calldata as Hex,
    value: BigInt(value),
  });
  const receipt = await confirmed(client, hash, 'V4 swap');
  return { quotedOut, gasPaid: receipt.gasUsed * receipt.effectiveGasPrice, receipt };
}

/**
 * A hookless V4 pool of native ETH (currency0) and an ERC-20 as the V4 SDK sees it, read from the
 * chain's StateView now: for building a Universal Router trade through it.
 */
async function ethPoolOnChain(
  client: PublicActions<Transport, Chain>,
  key: V4PoolKey,
  poolId: Hex,
  token: { address: Address; decimals: number },
) {
  const [[sqrtPriceX96, tick], liquidity] = await Promise.all([
    client.readContract({
      address: A.v4StateView,
      abi: v4StateViewAbi,
      functionName: 'getSlot0',
      args: [poolId],
    }),
    client.readContract({
      address: A.v4StateView,
      abi: v4StateViewAbi,
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

/** A Permit2 signature letting the Universal Router pull `token` (any amount, until DEADLINE). */
async function signedPermit(client: SwapClient, token: Address): Promise<Permit2Permit> {
  const [, , nonce] = await client.readContract({
    address: A.permit2,
    abi: permit2Abi,
    functionName: 'allowance',
    args: [client.account.address, token, A.universalRouter],
  });
  const permit: PermitSingle = {
    details: { token, amount: maxUint160.toString(), expiration: DEADLINE.toString(), nonce },
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
  return { ...permit, signature };
}
