import {
  type Address,
  createWalletClient,
  erc20Abi,
  erc20Abi_bytes32,
  getAddress,
  hexToString,
  http,
  parseEther,
  publicActions,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { DEV_ACCOUNT_ADDRESS, DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { topUp } from '../devChain/faucet.ts';
import { HOSTILE_TEST_TOKENS as T } from '../protocol/hostileTestTokens.ts';
import { v2PairAbi, v3PoolAbi } from '../protocol/protocolAbis.ts';
import { hostileTokenGrants, hostileTokenPools } from './hostileTokens.ts';
import { solidityArtifacts } from './solidityArtifacts.ts';
import { type LocalChain, startLocalChain } from './startLocalChain.ts';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: localChainMarket() });
}, 120_000);
afterAll(() => chain?.stop());

const dev = () =>
  createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
    chain: hardhat,
    transport: http(chain.url),
  }).extend(publicActions);

/** A fresh account with ETH for gas and nothing else: balances it ends with came from the test. */
async function freshAccount() {
  const account = privateKeyToAccount(generatePrivateKey());
  await topUp(chain.url, account.address, { eth: parseEther('1'), tokens: [] });
  return createWalletClient({ account, chain: hardhat, transport: http(chain.url) }).extend(publicActions);
}

const read = (address: Address, functionName: 'symbol' | 'name' | 'decimals') =>
  dev().readContract({ address, abi: erc20Abi, functionName });
const balance = (token: Address, account: Address) =>
  dev().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });

// First: the tests after it spend from the dev account.
describe('their pools and funds', () => {
  it('each has a V2 pair with WETH holding both tokens, and a V3 pool where transfers are exact', async () => {
    const pools = hostileTokenPools();
    expect(pools.filter((pool) => pool.version === 'V2')).toHaveLength(Object.keys(T).length);
    expect(pools.filter((pool) => pool.version === 'V3').map((pool) => pool.kind)).toEqual([
      'bytes32Metadata',
      'revertingMetadata',
      'zeroDecimals',
    ]);
    for (const pool of pools) {
      if (pool.version === 'V2') {
        const [reserve0, reserve1] = await dev().readContract({
          address: pool.address,
          abi: v2PairAbi,
          functionName: 'getReserves',
        });
        expect(reserve0, pool.kind).toBeGreaterThan(0n);
        expect(reserve1, pool.kind).toBeGreaterThan(0n);
      } else {
        const liquidity = await dev().readContract({
          address: pool.address,
          abi: v3PoolAbi,
          functionName: 'liquidity',
        });
        expect(liquidity, pool.kind).toBeGreaterThan(0n);
      }
    }
  });

  it('the dev account holds each one', async () => {
    for (const grant of hostileTokenGrants()) {
      expect(await balance(grant.token, DEV_ACCOUNT_ADDRESS), grant.token).toBeGreaterThanOrEqual(
        grant.amount,
      );
    }
  });

  it('the faucet tops a fresh account up with them (a mint: no fee, no false transfer)', async () => {
    const fresh = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    const grants = hostileTokenGrants();
    await topUp(chain.url, fresh, { eth: 0n, tokens: grants });
    for (const grant of grants) expect(await balance(grant.token, fresh), grant.token).toBe(grant.amount);
  });
});

describe('the hostile test tokens, each at its fixed address', () => {
  it('are all deployed, compiled from chain/testTokens', async () => {
    const artifacts = await solidityArtifacts('testTokens');
    for (const { address, contract } of Object.values(T)) {
      expect(await dev().getCode({ address }), contract).toMatch(/^0x[0-9a-f]{100,}$/);
      expect(artifacts[contract], contract).toBeDefined();
    }
  });

  it('bytes32 metadata: a string read fails, a bytes32 read decodes to text', async () => {
    await expect(read(T.bytes32Metadata.address, 'symbol')).rejects.toThrow();
    const bytes32 = (functionName: 'symbol' | 'name') =>
      dev().readContract({ address: T.bytes32Metadata.address, abi: erc20Abi_bytes32, functionName });
    expect(hexToString(await bytes32('symbol'), { size: 32 })).toBe('TB32');
    expect(hexToString(await bytes32('name'), { size: 32 })).toBe('Test Bytes32 Metadata');
  });

  it('reverting metadata: name and symbol revert, decimals answer', async () => {
    await expect(read(T.revertingMetadata.address, 'symbol')).rejects.toThrow(/no symbol/);
    await expect(read(T.revertingMetadata.address, 'name')).rejects.toThrow(/no name/);
    expect(await read(T.revertingMetadata.address, 'decimals')).toBe(18);
  });

  it('reverting decimals: decimals revert, the symbol answers', async () => {
    await expect(read(T.revertingDecimals.address, 'decimals')).rejects.toThrow(/no decimals/);
    expect(await read(T.revertingDecimals.address, 'symbol')).toBe('TRDEC');
  });

  it('0 and 255 decimals', async () => {
    expect(await read(T.zeroDecimals.address, 'decimals')).toBe(0);
    expect(await read(T.maxDecimals.address, 'decimals')).toBe(255);
  });

  it('fee on transfer: the receiver gets 99 % and 1 % is burnt', async () => {
    const { feeOnTransfer: token } = T;
    const receiver = await freshAccount();
    const supply = await dev().readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    });
    const hash = await dev().writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.account.address, 1000n],
    });
    await dev().waitForTransactionReceipt({ hash });
    expect(await balance(token.address, receiver.account.address)).toBe(990n);
    expect(
      await dev().readContract({ address: token.address, abi: erc20Abi, functionName: 'totalSupply' }),
    ).toBe(supply - 10n);
  });

  it('reverting transfer: transfer reverts, transferFrom moves', async () => {
    const { revertingTransfer: token } = T;
    const receiver = await freshAccount();
    await expect(
      dev().simulateContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver.account.address, 1n],
      }),
    ).rejects.toThrow(/transfers are paused/);
    await dev().waitForTransactionReceipt({
      hash: await dev().writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [receiver.account.address, 5n],
      }),
    });
    await receiver.waitForTransactionReceipt({
      hash: await receiver.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [DEV_ACCOUNT_ADDRESS, receiver.account.address, 5n],
      }),
    });
    expect(await balance(token.address, receiver.account.address)).toBe(5n);
  });

  it('false transfer: the transaction succeeds, returns false and moves nothing', async () => {
    const { falseTransfer: token } = T;
    const receiver = await freshAccount();
    const request = {
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.account.address, 7n],
    } as const;
    expect((await dev().simulateContract(request)).result).toBe(false);
    const receipt = await dev().waitForTransactionReceipt({ hash: await dev().writeContract(request) });
    expect(receipt.status).toBe('success');
    expect(await balance(token.address, receiver.account.address)).toBe(0n);
  });

  it('rebasing: a rebase changes balances with no Transfer', async () => {
    const { rebasing: token } = T;
    const holder = await freshAccount();
    await dev().waitForTransactionReceipt({
      hash: await dev().writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [holder.account.address, parseEther('10')],
      }),
    });
    // Its compiled ABI: the source is the one home of what a rebase takes.
    const { abi } = (await solidityArtifacts('testTokens')).RebasingToken ?? { abi: [] };
    const receipt = await holder.waitForTransactionReceipt({
      hash: await holder.writeContract({
        address: token.address,
        abi,
        functionName: 'rebase',
        args: [parseEther('1.5')],
      }),
    });
    expect(receipt.logs.map((log) => log.topics[0])).not.toContain(TRANSFER_TOPIC);
    expect(await balance(token.address, holder.account.address)).toBe(parseEther('15'));
    // Back to one, so other tests read the balances they were given.
    await holder.writeContract({
      address: token.address,
      abi,
      functionName: 'rebase',
      args: [parseEther('1')],
    });
  });
});

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
