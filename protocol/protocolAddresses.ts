import type { Address } from 'viem';

/**
 * The local chain's id. Never 1: a real browser wallet on chain 1 would send to the real mainnet.
 * The app maps this chain to the Data API's `ETHEREUM`, whose dataset uses mainnet addresses.
 */
export const LOCAL_CHAIN_ID = 31337;

/**
 * The protocol's contracts on the local chain, at their Ethereum mainnet addresses, so the SDKs'
 * mainnet defaults (pool address derivation, Permit2) hold and a pool the explore pages show is the
 * very pool a swap trades against. Written once: the chain deploys here, the app and the indexer read it.
 */
export const PROTOCOL_ADDRESSES = {
  weth9: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  v3NonfungiblePositionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  v3SwapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  v3QuoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  v3TickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
  multicall: '0x1F98415757620B543A52E61c46B32eB19261F984',
  v4PoolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
  v4PositionManager: '0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e',
  v4StateView: '0x7fFE42C4a5DEeA5b0feC41C94C136Cf115597227',
  v4Quoter: '0x52F0E24D1c21C8A0cB1e5a5dD6198556BD9E1203',
  permit2: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
  universalRouter: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
  /** Governance: the UNI token, the Timelock (the treasury, which holds UNI) and the first governor. */
  uni: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  timelock: '0x1a9C8182C09F50C8318d769245beA52c32BE35BC',
  governorAlpha: '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F',
  /**
   * Not a mainnet contract: v4-core's EmptyTestHooks, the one V4 hook the local chain runs (a pool of
   * the dataset uses it). V4 reads a hook's callbacks from the low 14 bits of its address; `0x3fff`
   * grants all 14, the permissions its constructor insists on.
   */
  v4TestHook: '0xEEEe000000000000000000000000000000003fFF',
} as const satisfies Record<string, Address>;

export type ProtocolContract = keyof typeof PROTOCOL_ADDRESSES;
