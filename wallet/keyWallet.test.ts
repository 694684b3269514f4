import { hashTypedData, recoverAddress, recoverMessageAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { createKeyWallet } from './keyWallet.ts';
import { defineLocalChain } from './localChain.ts';

/** Hardhat's account #1: a well-known test key. */
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// Nothing listens here: everything below is answered by the key alone, or refused without asking the node.
const wallet = createKeyWallet({ privateKey: KEY, chain: defineLocalChain('http://127.0.0.1:9') });

describe('a wallet over a private key', () => {
  it('answers accounts and the chain id itself', async () => {
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS]);
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('signs a message and typed data (as sent by apps: JSON text) with its key', async () => {
    const signature = await wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] });
    expect(await recoverMessageAddress({ message: 'hello', signature: signature as `0x${string}` })).toBe(
      ADDRESS,
    );
    const typed = {
      domain: {
        name: 'Permit2',
        chainId: 31337,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [{ name: 'amount', type: 'uint256' }],
      },
      primaryType: 'Permit',
      message: { amount: '1000000' },
    } as const;
    const typedSignature = await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS, JSON.stringify(typed)],
    });
    // The JSON request carries the chain id as a number; viem types a uint256 field as a bigint.
    const domain = { ...typed.domain, chainId: BigInt(typed.domain.chainId) };
    const hash = hashTypedData({ ...typed, domain, message: { amount: 1_000_000n } });
    expect(await recoverAddress({ hash, signature: typedSignature as `0x${string}` })).toBe(ADDRESS);
  });

  it('refuses to sign for another address, and refuses signing methods it does not support', async () => {
    await expect(
      wallet.request({
        method: 'personal_sign',
        params: ['0x00', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(wallet.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] })).rejects.toMatchObject({
      code: 4200,
    });
    await expect(wallet.request({ method: 'wallet_sendCalls', params: [] })).rejects.toMatchObject({
      code: 4200,
    });
  });
});
