import {
  type Address,
  createTestClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseAbi,
  publicActions,
  toHex,
  walletActions,
} from 'viem';
import { LOCAL_CHAIN_ID, PROTOCOL_ADDRESSES } from './protocolAddresses.ts';

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
  constructor(readonly chainId: number) {
    super(`The faucet only serves the local chain (${LOCAL_CHAIN_ID}); this RPC is chain ${chainId}`);
    this.name = 'FaucetRefusedError';
  }
}

/** Sends the mints. Impersonated on the local chain: nobody holds its key. */
const FAUCET_ACCOUNT = getAddress('0xfa0cE70000000000000000000000000000fa0ce7');
/** WETH9 keeps `balanceOf` in storage slot 3 (after name, symbol, decimals). */
const WETH9_BALANCE_SLOT = 3n;
const mintAbi = parseAbi(['function mint(address to, uint256 amount)']);

/**
 * Raises `account`'s balances to at least the given amounts; balances already higher are left alone,
 * so calling it twice gives nothing more. ERC-20s are minted (a real Transfer from address zero); WETH
 * is WETH9, which nobody can mint: its balance is written with the ETH that backs it.
 */
export async function topUp(rpcUrl: string, account: Address, { eth, tokens }: TopUp): Promise<void> {
  const client = createTestClient({ mode: 'hardhat', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions);
  const chainId = await client.getChainId();
  if (chainId !== LOCAL_CHAIN_ID) throw new FaucetRefusedError(chainId);
  if ((await client.getBalance({ address: account })) < eth)
    await client.setBalance({ address: account, value: eth });
  const minting = tokens.some((grant) => getAddress(grant.token) !== PROTOCOL_ADDRESSES.weth9);
  if (minting) {
    await client.impersonateAccount({ address: FAUCET_ACCOUNT });
    await client.setBalance({ address: FAUCET_ACCOUNT, value: 10n ** 21n });
  }
  for (const grant of tokens) {
    const token = getAddress(grant.token);
    const balance = await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    });
    if (balance >= grant.amount) continue;
    if (token === PROTOCOL_ADDRESSES.weth9) {
      const backing = await client.getBalance({ address: token });
      await client.setBalance({ address: token, value: backing + grant.amount - balance });
      await client.setStorageAt({
        address: token,
        index: keccak256(
          encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, WETH9_BALANCE_SLOT]),
        ),
        value: toHex(grant.amount, { size: 32 }),
      });
      continue;
    }
    const hash = await client.sendTransaction({
      account: FAUCET_ACCOUNT,
      chain: null,
      to: token,
      data: encodeFunctionData({
        abi: mintAbi,
        functionName: 'mint',
        args: [account, grant.amount - balance],
      }),
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Faucet mint of ${token} reverted`);
  }
}
