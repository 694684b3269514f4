import { createPublicClient, http, type PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { type LocalChain, startLocalChain } from '../chain/startLocalChain.ts';
import { DEV_ACCOUNT_ADDRESS } from '../devChain/devAccount.ts';
import { HOSTILE_TEST_TOKENS as T } from './hostileTestTokens.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';
import { readTokenMetadata } from './tokenMetadata.ts';
import { WELL_KNOWN_TOKENS } from './wellKnownTokens.ts';

let chain: LocalChain;
let client: PublicClient;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: localChainMarket() });
  client = createPublicClient({ transport: http(chain.url) });
}, 120_000);
afterAll(() => chain?.stop());

describe('reading a token nobody listed, as its contract answers', () => {
  it('a well-behaved token: its string symbol, name and decimals', async () => {
    expect(await readTokenMetadata(client, WELL_KNOWN_TOKENS.USDC)).toEqual({
      kind: 'token',
      address: WELL_KNOWN_TOKENS.USDC,
      symbol: 'USDC',
      name: 'USDCoin',
      decimals: 6,
    });
  });

  it('bytes32 name and symbol decode to text', async () => {
    expect(await readTokenMetadata(client, T.bytes32Metadata.address)).toMatchObject({
      kind: 'token',
      symbol: 'TB32',
      name: 'Test Bytes32 Metadata',
      decimals: 18,
    });
  });

  it('a name and symbol that revert are null (the view labels them); the token is still a token', async () => {
    expect(await readTokenMetadata(client, T.revertingMetadata.address)).toMatchObject({
      kind: 'token',
      symbol: null,
      name: null,
      decimals: 18,
    });
  });

  it('0 decimals work', async () => {
    expect(await readTokenMetadata(client, T.zeroDecimals.address)).toMatchObject({
      kind: 'token',
      symbol: 'TZERO',
      decimals: 0,
    });
  });

  it('255 decimals are refused, saying why', async () => {
    const read = await readTokenMetadata(client, T.maxDecimals.address);
    expect(read).toMatchObject({ kind: 'refused', symbol: 'T255' });
    expect(read.kind === 'refused' && read.reason).toMatch(/255 decimals/);
  });

  it('decimals that revert are refused, saying why', async () => {
    const read = await readTokenMetadata(client, T.revertingDecimals.address);
    expect(read).toMatchObject({ kind: 'refused', symbol: 'TRDEC' });
    expect(read.kind === 'refused' && read.reason).toMatch(/does not say how many decimals/);
  });

  it('the tokens whose transfers misbehave read as plain tokens (their metadata is sound)', async () => {
    for (const token of [T.feeOnTransfer, T.revertingTransfer, T.falseTransfer, T.rebasing]) {
      expect(await readTokenMetadata(client, token.address), token.contract).toMatchObject({
        kind: 'token',
        decimals: 18,
      });
    }
  });

  it('an address without code is not a token', async () => {
    const read = await readTokenMetadata(client, DEV_ACCOUNT_ADDRESS);
    expect(read).toMatchObject({ kind: 'not-a-token', reason: expect.stringMatching(/no contract/) });
  });

  it('a contract that is not an ERC-20 is not a token', async () => {
    const read = await readTokenMetadata(client, PROTOCOL_ADDRESSES.v3Factory);
    expect(read).toMatchObject({ kind: 'not-a-token', reason: expect.stringMatching(/not an ERC-20/) });
  });
});
