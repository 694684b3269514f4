import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Abi, encodeDeployData, encodeFunctionData, type Hex } from 'viem';

/**
 * The compiled contracts the local chain runs, read from the official npm packages (never recompiled).
 * Node only: these files weigh hundreds of megabytes together and must never reach a browser bundle.
 */
export const CONTRACT_ARTIFACTS = {
  weth9: '@uniswap/v2-periphery/build/WETH9.json',
  v2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  v2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  v2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
  v3Factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  v3Pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  v3NftDescriptorLibrary:
    '@uniswap/v3-periphery/artifacts/contracts/libraries/NFTDescriptor.sol/NFTDescriptor.json',
  v3PositionDescriptor:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json',
  v3NonfungiblePositionManager:
    '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  // SwapRouter02 ships in swap-router-contracts, which router-sdk depends on (installed beside it).
  v3SwapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
  v3QuoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  v3TickLens: '@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json',
  v3Migrator: '@uniswap/v3-periphery/artifacts/contracts/V3Migrator.sol/V3Migrator.json',
  multicall:
    '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
  v4PoolManager: '@uniswap/v4-core/out/PoolManager.sol/PoolManager.json',
  v4PositionDescriptor: '@uniswap/v4-periphery/foundry-out/PositionDescriptor.sol/PositionDescriptor.json',
  v4PositionManager: '@uniswap/v4-periphery/foundry-out/PositionManager.sol/PositionManager.json',
  v4StateView: '@uniswap/v4-periphery/foundry-out/StateView.sol/StateView.json',
  v4Quoter: '@uniswap/v4-periphery/foundry-out/V4Quoter.sol/V4Quoter.json',
  // A hook that allows every callback and changes nothing: a real hook for a pool to run.
  v4TestHook: '@uniswap/v4-core/out/EmptyTestHooks.sol/EmptyTestHooks.json',
  universalRouter: '@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json',
  uni: '@uniswap/governance/build/Uni.json',
  timelock: '@uniswap/governance/build/Timelock.json',
  governorAlpha: '@uniswap/governance/build/GovernorAlpha.json',
  // Solmate's MockERC20: name, symbol and decimals of our choosing, and a public mint (the faucet's).
  testToken: '@uniswap/v4-periphery/foundry-out/MockERC20.sol/MockERC20.json',
} as const;

/**
 * UniswapX publishes its compiled contracts only inside its SDK, as typechain factories carrying the
 * ABI and creation code (files outside the package's `exports` map, so read by path).
 */
export const UNISWAPX_FACTORIES = {
  limitOrderReactor: 'ExclusiveDutchOrderReactor',
  orderQuoter: 'OrderQuoter',
  swapRouter02Executor: 'SwapRouter02Executor',
} as const;

export type ArtifactName = keyof typeof CONTRACT_ARTIFACTS | keyof typeof UNISWAPX_FACTORIES;

/** Library address placeholders, by source file and library name, at byte offsets into the code. */
type LinkReferences = Record<string, Record<string, { start: number; length: number }[]>>;

export interface ContractArtifact {
  abi: Abi;
  /** Creation code, libraries unlinked. */
  bytecode: Hex;
  /** Runtime code as compiled: immutables are zero until a constructor fills them. */
  deployedBytecode: Hex;
  linkReferences: LinkReferences;
  /** Byte ranges of immutables in the runtime code, when the compiler output names them (Foundry). */
  immutableRanges: { start: number; length: number }[] | undefined;
}

/** The three artifact formats the packages use: Waffle (V2), Hardhat (V3, routers), Foundry (V4). */
interface RawArtifact {
  abi: Abi;
  bytecode: string | { object: string; linkReferences?: LinkReferences };
  deployedBytecode?:
    | string
    | { object: string; immutableReferences?: Record<string, { start: number; length: number }[]> };
  evm?: { deployedBytecode: { object: string } };
  linkReferences?: LinkReferences;
}

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));
const cache = new Map<ArtifactName, ContractArtifact>();

export function contractArtifact(name: ArtifactName): ContractArtifact {
  let artifact = cache.get(name);
  if (!artifact) {
    artifact =
      name in UNISWAPX_FACTORIES
        ? uniswapxArtifact(UNISWAPX_FACTORIES[name as keyof typeof UNISWAPX_FACTORIES])
        : normalize(
            JSON.parse(
              readFileSync(
                NODE_MODULES + CONTRACT_ARTIFACTS[name as keyof typeof CONTRACT_ARTIFACTS],
                'utf8',
              ),
            ),
          );
    cache.set(name, artifact);
  }
  return artifact;
}

function normalize(raw: RawArtifact): ContractArtifact {
  const bytecode = typeof raw.bytecode === 'string' ? raw.bytecode : raw.bytecode.object;
  const deployed =
    typeof raw.deployedBytecode === 'string'
      ? raw.deployedBytecode
      : (raw.deployedBytecode?.object ?? raw.evm?.deployedBytecode.object ?? '');
  const immutables =
    typeof raw.deployedBytecode === 'object' ? raw.deployedBytecode.immutableReferences : undefined;
  return {
    abi: raw.abi,
    bytecode: prefixed(bytecode),
    deployedBytecode: prefixed(deployed),
    linkReferences:
      (typeof raw.bytecode === 'object' ? raw.bytecode.linkReferences : raw.linkReferences) ?? {},
    immutableRanges: immutables ? Object.values(immutables).flat() : undefined,
  };
}

function uniswapxArtifact(contract: string): ContractArtifact {
  const path = `${NODE_MODULES}@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/${contract}__factory.js`;
  const factory = (createRequire(import.meta.url)(path) as Record<string, { abi: Abi; bytecode: string }>)[
    `${contract}__factory`
  ];
  if (!factory) throw new Error(`The UniswapX SDK has no factory for ${contract}`);
  return {
    abi: factory.abi,
    bytecode: prefixed(factory.bytecode),
    // Typechain factories carry creation code only: the runtime code is what the constructor returns.
    deployedBytecode: '0x',
    linkReferences: {},
    immutableRanges: undefined,
  };
}

function prefixed(code: string): Hex {
  return (code.startsWith('0x') ? code : `0x${code}`) as Hex;
}

/** Creation code with constructor arguments, libraries linked at the given addresses. */
export function creationCode(
  name: ArtifactName,
  args: readonly unknown[] = [],
  libraries: Record<string, Hex> = {},
): Hex {
  const artifact = contractArtifact(name);
  let code = artifact.bytecode;
  for (const [file, byLibrary] of Object.entries(artifact.linkReferences)) {
    for (const [library, ranges] of Object.entries(byLibrary)) {
      const address = libraries[library];
      if (!address) throw new Error(`${name} needs library ${library} (${file}) linked`);
      for (const { start, length } of ranges) {
        const from = 2 + start * 2;
        code =
          `${code.slice(0, from)}${address.slice(2).toLowerCase()}${code.slice(from + length * 2)}` as Hex;
      }
    }
  }
  return args.length === 0 ? code : encodeDeployData({ abi: artifact.abi, bytecode: code, args });
}

/** Calldata for a function of an artifact's ABI. */
export function encodeCall(name: ArtifactName, functionName: string, args: readonly unknown[] = []): Hex {
  return encodeFunctionData({ abi: contractArtifact(name).abi, functionName, args });
}
