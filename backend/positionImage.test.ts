import { print } from 'graphql';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../chain/startLocalChain.ts';
import { Position } from '../data/operations/positions.ts';
import { positionVariables } from '../data/positionDetails.ts';
import { v3PositionManagerAbi, v4PositionManagerAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import { type ChainIndexer, startChainIndexer } from './indexer/chainIndexer.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi, type DataApi } from './yoga.ts';

const market = localChainMarket();
let chain: LocalChain;
let indexer: ChainIndexer;
let api: DataApi;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: market });
  indexer = startChainIndexer({ rpcUrl: chain.url, dataset: market.dataset, log: () => {} });
  await indexer.caughtUp;
  api = createDataApi({ dataset: market.dataset, chain: indexer });
}, 180_000);

afterAll(async () => {
  await indexer?.stop();
  await chain?.stop();
});

/** The picture in a tokenURI, decoded here on its own (not by the code under test). */
async function tokenUriImage(version: 'v3' | 'v4', id: bigint): Promise<string> {
  const client = createPublicClient({ transport: http(chain.url) });
  const tokenUri =
    version === 'v3'
      ? await client.readContract({
          address: A.v3NonfungiblePositionManager,
          abi: v3PositionManagerAbi,
          functionName: 'tokenURI',
          args: [id],
        })
      : await client.readContract({
          address: A.v4PositionManager,
          abi: v4PositionManagerAbi,
          functionName: 'tokenURI',
          args: [id],
        });
  const [, base64 = ''] = tokenUri.split('base64,');
  return JSON.parse(Buffer.from(base64, 'base64').toString('utf8')).image;
}

async function imageOf(version: 'v2' | 'v3' | 'v4', id: string, withImage = true) {
  const answer = await queryDataApi<{ position: { id: string; image?: string | null } | null }>(
    api,
    print(Position),
    positionVariables({ chain: 'ETHEREUM', version, id, withImage }),
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.position;
}

describe('a position NFT’s picture from the Data API', () => {
  it.each(['v3', 'v4'] as const)('is the %s tokenURI’s SVG, read on the chain', async (version) => {
    const expected = await tokenUriImage(version, 1n);
    expect(expected).toMatch(/^data:image\/svg\+xml;base64,/);
    const position = await imageOf(version, '1');
    expect(position?.image).toBe(expected);
    // Asked again at the same block: the same picture (kept, not read again).
    expect((await imageOf(version, '1'))?.image).toBe(expected);
  });

  it('is not in the answer unless asked for, and null in the list of an owner’s positions', async () => {
    expect(await imageOf('v3', '1', false)).not.toHaveProperty('image');
    const one = await queryDataApi<{ position: { owner: string } }>(
      api,
      'query { position(chain: ETHEREUM, protocolVersion: V3, id: "1") { owner } }',
    );
    const owner = one.data?.position.owner;
    expect(owner).toMatch(/^0x/);
    const list = await queryDataApi<{ positions: { id: string; image: string | null }[] }>(
      api,
      `query { positions(ownerAddress: "${owner}") { id image } }`,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.positions.length).toBeGreaterThan(0);
    for (const position of list.data?.positions ?? []) expect(position.image).toBeNull();
  });
});
