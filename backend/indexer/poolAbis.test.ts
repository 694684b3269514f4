import { createRequire } from 'node:module';
import type { AbiEvent, AbiFunction } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  ERC20_APPROVAL_EVENTS,
  ERC20_BALANCE,
  ERC20_EVENTS,
  V2_PAIR_EVENTS,
  V2_PAIR_STATE,
  V3_POOL_EVENTS,
  V3_POOL_STATE,
  V4_POOL_MANAGER_EVENTS,
  V4_STATE_VIEW,
  WETH9_EVENTS,
} from './poolAbis.ts';

const require = createRequire(import.meta.url);
type Item = AbiEvent | AbiFunction;
const artifactItems = (path: string): Item[] =>
  (require(path) as { abi: { type: string }[] }).abi.filter(
    (item): item is Item => item.type === 'event' || item.type === 'function',
  );

const params = (list: readonly { type: string; name?: string | undefined; indexed?: boolean }[]) =>
  list.map(({ type, name, indexed }) => ({ type, name: name ?? '', indexed: indexed ?? false }));
const shape = (item: Item) => ({
  type: item.type,
  name: item.name,
  inputs: params(item.inputs),
  outputs: item.type === 'function' ? params(item.outputs).map(({ type }) => type) : [],
});

const V2_PAIR = '@uniswap/v2-core/build/UniswapV2Pair.json';

describe('the indexer’s ABIs are the npm artifacts’ own', () => {
  it.each([
    ['V2 pair events', V2_PAIR_EVENTS, V2_PAIR],
    ['V2 pair reserves', V2_PAIR_STATE, V2_PAIR],
    [
      'V3 pool events',
      V3_POOL_EVENTS,
      '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
    ],
    [
      'V3 pool slot0',
      V3_POOL_STATE,
      '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
    ],
    [
      'V4 PoolManager events',
      V4_POOL_MANAGER_EVENTS,
      '@uniswap/v4-core/out/PoolManager.sol/PoolManager.json',
    ],
    [
      'V4 StateView getSlot0',
      V4_STATE_VIEW,
      '@uniswap/v4-periphery/foundry-out/StateView.sol/StateView.json',
    ],
    ['ERC-20 Transfer (the V2 pair’s own token)', ERC20_EVENTS, V2_PAIR],
    ['ERC-20 balanceOf', ERC20_BALANCE, '@uniswap/v2-core/build/ERC20.json'],
    ['ERC-20 Approval', ERC20_APPROVAL_EVENTS, '@uniswap/v2-core/build/ERC20.json'],
    ['WETH9 Deposit and Withdrawal', WETH9_EVENTS, '@uniswap/v2-periphery/build/WETH9.json'],
  ])('%s', (_name, items, artifact) => {
    const declared = artifactItems(artifact);
    for (const item of items as readonly Item[]) {
      const match = declared.find(
        (candidate) => candidate.type === item.type && candidate.name === item.name,
      );
      expect(match && shape(match)).toEqual(shape(item));
    }
  });
});
