import { parseAbi, toEventSelector } from 'viem';

/**
 * The events the indexer reads and the views it calls, as the protocol's npm artifacts declare them
 * (`poolAbis.test.ts` compares each with its artifact). Written as `const` ABIs so viem infers every
 * decoded argument and return value.
 */
export const V2_PAIR_EVENTS = parseAbi([
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
]);

export const V3_POOL_EVENTS = parseAbi([
  'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
]);

export const V4_POOL_MANAGER_EVENTS = parseAbi([
  'event Initialize(bytes32 indexed id, address indexed currency0, address indexed currency1, uint24 fee, int24 tickSpacing, address hooks, uint160 sqrtPriceX96, int24 tick)',
  'event ModifyLiquidity(bytes32 indexed id, address indexed sender, int24 tickLower, int24 tickUpper, int256 liquidityDelta, bytes32 salt)',
  'event Swap(bytes32 indexed id, address indexed sender, int128 amount0, int128 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick, uint24 fee)',
]);

export const ERC20_EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

/**
 * What an account's own transactions say about its tokens besides transfers (read from the receipts
 * of the blocks the indexer follows, not from the logs subscription): approvals, and WETH9's wrap and
 * unwrap, which move WETH without a Transfer event.
 */
export const ERC20_APPROVAL_EVENTS = parseAbi([
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

export const WETH9_EVENTS = parseAbi([
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

export const INDEXED_EVENTS = [
  ...V2_PAIR_EVENTS,
  ...V3_POOL_EVENTS,
  ...V4_POOL_MANAGER_EVENTS,
  ...ERC20_EVENTS,
] as const;

/** One topic filter (any of these first topics) for `eth_getLogs` and the `logs` subscription alike. */
export const INDEXED_EVENT_SELECTORS = INDEXED_EVENTS.map((event) => toEventSelector(event));

export const V2_PAIR_STATE = parseAbi([
  'function getReserves() view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)',
]);

export const V3_POOL_STATE = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
]);

export const V4_STATE_VIEW = parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
]);

export const ERC20_BALANCE = parseAbi(['function balanceOf(address) view returns (uint256)']);
