import { parseAbi } from 'viem';

/**
 * Every slice of the protocol's ABIs the product calls or decodes (trading, the indexer, the chain's
 * reference swaps), one copy each, as `const` so viem infers every argument and result. Written as
 * signatures rather than imported from the npm artifacts (which carry megabytes of bytecode);
 * `protocolAbis.test.ts` checks each one against the artifact the local chain deploys. Each is marked
 * pure so a bundle keeps only the slices it uses: the indexer's events never reach the swap page.
 */

export const v2FactoryAbi = /* @__PURE__ */ parseAbi([
  'function getPair(address, address) view returns (address)',
]);

export const v2PairAbi = /* @__PURE__ */ parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
]);

/** What a V2 pair says of its liquidity and trades: the indexer's V2 events. */
export const v2PairEventsAbi = /* @__PURE__ */ parseAbi([
  'event Mint(address indexed sender, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed sender, uint256 amount0, uint256 amount1, address indexed to)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
]);

/** The V2 factory announces each new pair with its tokens: how the indexer knows a pair's LP shares. */
export const v2FactoryEventsAbi = /* @__PURE__ */ parseAbi([
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256)',
]);

export const v2RouterAbi = /* @__PURE__ */ parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) returns (uint256 amountToken, uint256 amountETH)',
]);

export const v3FactoryAbi = /* @__PURE__ */ parseAbi([
  'function getPool(address, address, uint24) view returns (address)',
]);

export const v3PoolAbi = /* @__PURE__ */ parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
  'function tickBitmap(int16) view returns (uint256)',
  'function ticks(int24) view returns (uint128 liquidityGross, int128 liquidityNet, uint256 feeGrowthOutside0X128, uint256 feeGrowthOutside1X128, int56 tickCumulativeOutside, uint160 secondsPerLiquidityOutsideX128, uint32 secondsOutside, bool initialized)',
]);

/** The V3 periphery's lens on a pool's initialized ticks, one bitmap word (256 spaced ticks) per call. */
export const v3TickLensAbi = /* @__PURE__ */ parseAbi([
  'struct PopulatedTick { int24 tick; int128 liquidityNet; uint128 liquidityGross; }',
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (PopulatedTick[] populatedTicks)',
]);

/** What a V3 pool says of its liquidity and trades: the indexer's V3 events. */
export const v3PoolEventsAbi = /* @__PURE__ */ parseAbi([
  'event Mint(address sender, address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed owner, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount, uint256 amount0, uint256 amount1)',
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
]);

export const v3QuoterAbi = /* @__PURE__ */ parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'struct QuoteExactOutputSingleParams { address tokenIn; address tokenOut; uint256 amount; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactOutputSingle(QuoteExactOutputSingleParams params) returns (uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactOutput(bytes path, uint256 amountOut) returns (uint256 amountIn, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
]);

export const v3SwapRouter02Abi = /* @__PURE__ */ parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
]);

export const v3PositionManagerAbi = /* @__PURE__ */ parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'struct IncreaseLiquidityParams { uint256 tokenId; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function increaseLiquidity(IncreaseLiquidityParams params) payable returns (uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function burn(uint256 tokenId) payable',
  'function refundETH() payable',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function transferFrom(address from, address to, uint256 tokenId)',
]);

/** The V3 periphery's migrator: a V2 position into a V3 range, creating the V3 pool first when needed. */
export const v3MigratorAbi = /* @__PURE__ */ parseAbi([
  'struct MigrateParams { address pair; uint256 liquidityToMigrate; uint8 percentageToMigrate; address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; bool refundAsETH; }',
  'function migrate(MigrateParams params)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
]);

/** A V3 position NFT changing hands (minted from, burned to the zero address): the index of owners. */
export const v3PositionTransferEventAbi = /* @__PURE__ */ parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
]);

/** The V4 PositionManager is not enumerable: its Transfer events are the only list of who holds what. */
export const v4PositionTransferEventAbi = /* @__PURE__ */ parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed id)',
]);

export const v4PositionManagerAbi = /* @__PURE__ */ parseAbi([
  'struct PoolKey { address currency0; address currency1; uint24 fee; int24 tickSpacing; address hooks; }',
  'function getPoolAndPositionInfo(uint256 tokenId) view returns (PoolKey poolKey, uint256 info)',
  'function getPositionLiquidity(uint256 tokenId) view returns (uint128 liquidity)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function ownerOf(uint256 id) view returns (address owner)',
]);

/** What the V4 PoolManager says of every V4 pool: the indexer's V4 events. */
export const v4PoolManagerEventsAbi = /* @__PURE__ */ parseAbi([
  'event Initialize(bytes32 indexed id, address indexed currency0, address indexed currency1, uint24 fee, int24 tickSpacing, address hooks, uint160 sqrtPriceX96, int24 tick)',
  'event ModifyLiquidity(bytes32 indexed id, address indexed sender, int24 tickLower, int24 tickUpper, int256 liquidityDelta, bytes32 salt)',
  'event Swap(bytes32 indexed id, address indexed sender, int128 amount0, int128 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick, uint24 fee)',
]);

export const v4StateViewAbi = /* @__PURE__ */ parseAbi([
  'function getSlot0(bytes32 poolId) view returns (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee)',
  'function getLiquidity(bytes32 poolId) view returns (uint128 liquidity)',
  'function getTickBitmap(bytes32 poolId, int16 tick) view returns (uint256 tickBitmap)',
  'function getTickLiquidity(bytes32 poolId, int24 tick) view returns (uint128 liquidityGross, int128 liquidityNet)',
  'function getPositionInfo(bytes32 poolId, address owner, int24 tickLower, int24 tickUpper, bytes32 salt) view returns (uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128)',
  'function getFeeGrowthInside(bytes32 poolId, int24 tickLower, int24 tickUpper) view returns (uint256 feeGrowthInside0X128, uint256 feeGrowthInside1X128)',
]);

export const v4QuoterAbi = /* @__PURE__ */ parseAbi([
  'struct PoolKey { address currency0; address currency1; uint24 fee; int24 tickSpacing; address hooks; }',
  'struct PathKey { address intermediateCurrency; uint24 fee; int24 tickSpacing; address hooks; bytes hookData; }',
  'struct QuoteExactSingleParams { PoolKey poolKey; bool zeroForOne; uint128 exactAmount; bytes hookData; }',
  'struct QuoteExactParams { address exactCurrency; PathKey[] path; uint128 exactAmount; }',
  'function quoteExactInputSingle(QuoteExactSingleParams params) returns (uint256 amountOut, uint256 gasEstimate)',
  'function quoteExactOutputSingle(QuoteExactSingleParams params) returns (uint256 amountIn, uint256 gasEstimate)',
  'function quoteExactInput(QuoteExactParams params) returns (uint256 amountOut, uint256 gasEstimate)',
  'function quoteExactOutput(QuoteExactParams params) returns (uint256 amountIn, uint256 gasEstimate)',
]);

/** The interface multicall of the V3 periphery: one eth_call for a batch, each call's gas and success. */
export const interfaceMulticallAbi = /* @__PURE__ */ parseAbi([
  'struct Call { address target; uint256 gasLimit; bytes callData; }',
  'struct Result { bool success; uint256 gasUsed; bytes returnData; }',
  'function multicall(Call[] calls) returns (uint256 blockNumber, Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** WETH9 moves WETH on wrap and unwrap without a Transfer event: its own two events say so. */
export const weth9Abi = /* @__PURE__ */ parseAbi([
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

export const permit2Abi = /* @__PURE__ */ parseAbi([
  'function allowance(address user, address token, address spender) view returns (uint160 amount, uint48 expiration, uint48 nonce)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
]);

/**
 * Permit2's unordered nonces (SignatureTransfer): a limit order spends one bit of its swapper's bitmap
 * when it fills, and the swapper cancels orders by spending their bits first.
 */
export const permit2NoncesAbi = /* @__PURE__ */ parseAbi([
  'function nonceBitmap(address, uint256) view returns (uint256)',
  'function invalidateUnorderedNonces(uint256 wordPos, uint256 mask)',
  'event UnorderedNonceInvalidation(address indexed owner, uint256 word, uint256 mask)',
]);

/** UniswapX's limit-order reactor (ExclusiveDutchOrderReactor): a fill, and its event by order hash. */
export const limitOrderReactorAbi = /* @__PURE__ */ parseAbi([
  'struct SignedOrder { bytes order; bytes sig; }',
  'function execute(SignedOrder order) payable',
  'event Fill(bytes32 indexed orderHash, address indexed filler, address indexed swapper, uint256 nonce)',
]);

/**
 * UniswapX's order quoter: runs an order through its reactor up to the fill and reverts with the
 * resolved order, so a signature, nonce, deadline, balance or allowance that would fail fails here.
 */
export const orderQuoterAbi = /* @__PURE__ */ parseAbi([
  'struct OrderInfo { address reactor; address swapper; uint256 nonce; uint256 deadline; address additionalValidationContract; bytes additionalValidationData; }',
  'struct InputToken { address token; uint256 amount; uint256 maxAmount; }',
  'struct OutputToken { address token; uint256 amount; address recipient; }',
  'struct ResolvedOrder { OrderInfo info; InputToken input; OutputToken[] outputs; bytes sig; bytes32 hash; }',
  'function quote(bytes order, bytes sig) returns (ResolvedOrder result)',
]);

/** The filler's executor: fills an order through the reactor, trading its input on SwapRouter02. */
export const swapRouter02ExecutorAbi = /* @__PURE__ */ parseAbi([
  'struct SignedOrder { bytes order; bytes sig; }',
  'function execute(SignedOrder order, bytes callbackData)',
]);

/**
 * ERC-20's two events, as the indexer reads them: Transfer on every token it follows, Approval from
 * the receipts of an account's own transactions. (Calls to ERC-20s use viem's `erc20Abi`.)
 */
export const erc20TransferEventAbi = /* @__PURE__ */ parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

export const erc20ApprovalEventAbi = /* @__PURE__ */ parseAbi([
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
]);

/**
 * A token launch's auction (ours: chain/launchAuctions/TokenLaunchAuction.sol, checked against its
 * compiled artifact): its terms, its state, a bid, a claim, and the bids as events.
 */
export const tokenLaunchAuctionAbi = /* @__PURE__ */ parseAbi([
  'function token() view returns (address)',
  'function supply() view returns (uint256)',
  'function floorPrice() view returns (uint256)',
  'function startTime() view returns (uint64)',
  'function endTime() view returns (uint64)',
  'function clearingPrice() view returns (uint256)',
  'function bidCount() view returns (uint256)',
  'function bids(uint256) view returns (address owner, uint128 budget, uint128 maxPrice, uint64 placedAt, bool claimed)',
  'function settlement(uint256 bidId) view returns (uint256 tokens, uint256 refund)',
  'function bid(uint256 maxPrice) payable returns (uint256 bidId)',
  'function claim(uint256 bidId)',
  'event BidPlaced(uint256 indexed bidId, address indexed owner, uint256 budget, uint256 maxPrice, uint256 clearingPrice, uint256 placedAt)',
  'event Claimed(uint256 indexed bidId, address indexed owner, uint256 tokens, uint256 refund)',
]);

/** The governor: proposals, their state and tallies, votes, queue and execute. */
export const governorAlphaAbi = /* @__PURE__ */ parseAbi([
  'function proposalCount() view returns (uint256)',
  'function proposalThreshold() pure returns (uint256)',
  'function quorumVotes() pure returns (uint256)',
  'function votingPeriod() pure returns (uint256)',
  'function proposalMaxOperations() pure returns (uint256)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, bool canceled, bool executed)',
  'struct Receipt { bool hasVoted; bool support; uint96 votes; }',
  'function getReceipt(uint256 proposalId, address voter) view returns (Receipt)',
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
  'function castVote(uint256 proposalId, bool support)',
  'function queue(uint256 proposalId)',
  'function execute(uint256 proposalId) payable',
]);

/** What the governor says happened to proposals: the indexer's governance events. */
export const governorAlphaEventsAbi = /* @__PURE__ */ parseAbi([
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
  'event VoteCast(address voter, uint256 proposalId, bool support, uint256 votes)',
  'event ProposalQueued(uint256 id, uint256 eta)',
  'event ProposalExecuted(uint256 id)',
  'event ProposalCanceled(uint256 id)',
]);

/** UNI's votes: who an address delegates to and the voting power it holds. (Transfers use viem's `erc20Abi`.) */
export const uniVotesAbi = /* @__PURE__ */ parseAbi([
  'function delegate(address delegatee)',
  'function delegates(address) view returns (address)',
  'function getCurrentVotes(address account) view returns (uint96)',
  'function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)',
]);

export const timelockAbi = /* @__PURE__ */ parseAbi([
  'function delay() view returns (uint256)',
  'function GRACE_PERIOD() view returns (uint256)',
]);
