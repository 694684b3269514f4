import {
  type Address,
  createTestClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseAbi,
  publicActions,
  type Transport,
  walletActions,
} from 'viem';
import { weth9Abi } from '../protocol/protocolAbis.ts';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';

/**
 * The local chain's faucet: tops an address up with ETH and tokens. Runtime-neutral (viem only) so the
 * browser's dev wallet calls it as well as `npm run faucet`. Local chain only: it refuses any other chain.
 */

/** A balance to reach, in base units. */
export interface FaucetGrant {
  token: Address;
  amount: bigint;
}

export interface TopUp {
  /** The ETH balance to reach, in wei. */
  eth: bigint;
  tokens: readonly FaucetGrant[];
}

export class FaucetRefusedError extends Error {
  constructor(
    readonly chainId: number,
    localChainId: number,
  ) {
    super(`The faucet only serves the local chain (${localChainId}); this RPC is chain ${chainId}`);
    this.name = 'FaucetRefusedError';
  }
}

/**
 * Sends the mints and WETH transfers, and holds the UNI the treasury does not (the real UNI has no
 * public mint). Impersonated on the local chain: nobody holds its key.
 */
export const FAUCET_ACCOUNT = getAddress('0xfa0cE70000000000000000000000000000fa0ce7');
/** The faucet account's ETH for gas, set afresh on each top-up. */
const FAUCET_GAS_ETH = 10n ** 21n;
/** The public mint of the chain's test ERC-20s (Solmate's MockERC20, chain/protocolArtifacts.ts). */
const testTokenAbi = parseAbi(['function mint(address to, uint256 amount)']);

/**
 * Raises `account`'s balances on the chain at `rpc` (a JSON-RPC URL, or a viem transport) to at least
 * the given amounts, when that chain is the local chain the caller means (31337 unless a build's table
 * names a local chain with another id: data/chainRpcUrl.ts); balances already higher are left alone, so
 * calling it twice gives nothing more. Every token arrives by a real Transfer event: test ERC-20s are
 * minted; WETH is WETH9, which nobody can mint, so the faucet wraps ETH and sends it; UNI is the real
 * governance token, sent from the faucet's own.
 */
export async function topUp(
  rpc: string | Transport,
  account: Address,
  { eth, tokens }: TopUp,
  localChainId: number = LOCAL_CHAIN_ID,
): Promise<void> {
  const transport = typeof rpc === 'string' ? http(rpc) : rpc;
  const client = createTestClient({ mode: 'hardhat', transport }).extend(publicActions).extend(walletActions);
  const chainId = await client.getChainId();
  if (chainId !== localChainId) throw new FaucetRefusedError(chainId, localChainId);
  if ((await client.getBalance({ address: account })) < eth) {
    await client.setBalance({ address: account, value: eth });
  }
  if (tokens.length > 0) await client.impersonateAccount({ address: FAUCET_ACCOUNT });
  const send = async (to: Address, data: Hex, value = 0n) => {
    const hash = await client.sendTransaction({ account: FAUCET_ACCOUNT, chain: null, to, data, value });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Faucet transaction ${hash} to ${to} reverted`);
  };
  for (const grant of tokens) {
    const token = getAddress(grant.token);
    const balance = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    });
    if (balance >= grant.amount) continue;
    const missing = grant.amount - balance;
    if (token === PROTOCOL_ADDRESSES.weth9) {
      await client.setBalance({ address: FAUCET_ACCOUNT, value: FAUCET_GAS_ETH + missing });
      await send(token, encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }), missing);
      await send(
        token,
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account, missing] }),
      );
    } else if (token === PROTOCOL_ADDRESSES.uni) {
      await client.setBalance({ address: FAUCET_ACCOUNT, value: FAUCET_GAS_ETH });
      await send(
        token,
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [account, missing] }),
      );
    } else {
      await client.setBalance({ address: FAUCET_ACCOUNT, value: FAUCET_GAS_ETH });
      await send(
        token,
        encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [account, missing] }),
      );
    }
  }
}
