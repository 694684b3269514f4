import { readFileSync } from 'node:fs';
import { type Abi, type AbiParameter, getAbiItem, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { type ArtifactName, contractArtifact } from '../chain/protocolArtifacts.ts';
import { solidityArtifacts } from '../chain/solidityArtifacts.ts';
import { GET_SLOT0_SELECTOR } from './functionSelectors.ts';
import * as protocolAbis from './protocolAbis.ts';
import { swapErrorAbi } from './swapErrorAbi.ts';

/** Our own contracts (chain/launchAuctions/*.sol), compiled as the local chain compiles them. */
const ours = await solidityArtifacts('launchAuctions');

/**
 * Where each ABI slice of protocol/ is declared: the compiled contract the local chain deploys (an npm
 * artifact, or one of ours), or, for Permit2 (whose npm copy is runtime code only), its interface
 * source. Typed by the module's exports, so a slice added without its artifact does not compile, and
 * checked at run time too.
 */
const DECLARED_BY: Record<
  keyof typeof protocolAbis,
  ArtifactName | 'permit2 source' | 'permit2 signature source' | { ours: string }
> = {
  v2FactoryAbi: 'v2Factory',
  v2PairAbi: 'v2Pair',
  v2PairEventsAbi: 'v2Pair',
  v2FactoryEventsAbi: 'v2Factory',
  v2RouterAbi: 'v2Router02',
  v3FactoryAbi: 'v3Factory',
  v3PoolAbi: 'v3Pool',
  v3PoolEventsAbi: 'v3Pool',
  v3TickLensAbi: 'v3TickLens',
  v3QuoterAbi: 'v3QuoterV2',
  v3SwapRouter02Abi: 'v3SwapRouter02',
  v3PositionManagerAbi: 'v3NonfungiblePositionManager',
  v3MigratorAbi: 'v3Migrator',
  v3PositionTransferEventAbi: 'v3NonfungiblePositionManager',
  v4PositionTransferEventAbi: 'v4PositionManager',
  v4PoolManagerEventsAbi: 'v4PoolManager',
  v4StateViewAbi: 'v4StateView',
  v4PositionManagerAbi: 'v4PositionManager',
  v4QuoterAbi: 'v4Quoter',
  interfaceMulticallAbi: 'multicall',
  weth9Abi: 'weth9',
  permit2Abi: 'permit2 source',
  permit2NoncesAbi: 'permit2 signature source',
  limitOrderReactorAbi: 'limitOrderReactor',
  orderQuoterAbi: 'orderQuoter',
  swapRouter02ExecutorAbi: 'swapRouter02Executor',
  // The V2 pair is itself an ERC-20 (UniswapV2ERC20), with the standard's parameter names.
  erc20TransferEventAbi: 'v2Pair',
  erc20ApprovalEventAbi: 'v2Pair',
  tokenLaunchAuctionAbi: { ours: 'TokenLaunchAuction' },
  governorAlphaAbi: 'governorAlpha',
  governorAlphaEventsAbi: 'governorAlpha',
  uniVotesAbi: 'uni',
  timelockAbi: 'timelock',
};

const source = (path: string) =>
  readFileSync(new URL(`../node_modules/@uniswap/${path}`, import.meta.url), 'utf8');

describe('every ABI slice of protocol/ is the npm artifacts’ own', () => {
  it('names an artifact for every slice', () => {
    expect(Object.keys(protocolAbis).sort()).toEqual(Object.keys(DECLARED_BY).sort());
  });

  it.each(
    (Object.entries(protocolAbis) as [keyof typeof protocolAbis, Abi][]).flatMap(([name, slice]) => {
      const artifact = DECLARED_BY[name];
      return artifact === 'permit2 source' || artifact === 'permit2 signature source'
        ? []
        : [[name, slice, artifact] as const];
    }),
  )('%s', (_name, slice, artifact) => {
    const declared = typeof artifact === 'string' ? contractArtifact(artifact).abi : ours[artifact.ours]?.abi;
    if (!declared) throw new Error(`chain/launchAuctions has no contract ${JSON.stringify(artifact)}`);
    for (const item of slice) expect(declaredMatch(declared, item)).toEqual(shapeOf(item));
  });

  it('Permit2: each function as its interface in the package that ships Permit2 declares it', () => {
    const permit2 = source('v4-periphery/lib/permit2/src/interfaces/IAllowanceTransfer.sol').replace(
      /\s+/g,
      ' ',
    );
    for (const item of protocolAbis.permit2Abi) {
      const params = (list: readonly AbiParameter[]) => list.map((p) => `${p.type} ${p.name}`).join(', ');
      expect(permit2).toContain(`function ${item.name}(${params(item.inputs)})`);
      if (item.outputs.length > 0) expect(permit2).toContain(`returns (${params(item.outputs)})`);
    }
  });

  it('Permit2 nonces: each item as SignatureTransfer’s interface declares it', () => {
    const permit2 = source('v4-periphery/lib/permit2/src/interfaces/ISignatureTransfer.sol').replace(
      /\s+/g,
      ' ',
    );
    for (const item of protocolAbis.permit2NoncesAbi) {
      const params = item.inputs
        .map((p) =>
          [p.type, 'indexed' in p && p.indexed ? 'indexed' : '', 'name' in p ? p.name : '']
            .filter(Boolean)
            .join(' '),
        )
        .join(', ');
      expect(permit2).toContain(`${item.type} ${item.name}(${params})`);
    }
  });

  it('every decoded swap error is one the router, the PoolManager or Permit2 can raise', () => {
    const raised = (['universalRouter', 'v4PoolManager', 'v4PositionManager'] as const).flatMap((name) =>
      contractArtifact(name).abi.filter((item) => item.type === 'error'),
    );
    // Permit2's errors are declared in its sources (its npm copy is runtime code only); V4's
    // WrappedError (ERC-7751) is raised through CustomRevert, a library.
    const sources = [
      'v4-periphery/lib/permit2/src/PermitErrors.sol',
      'v4-periphery/lib/permit2/src/interfaces/IAllowanceTransfer.sol',
      'v4-periphery/lib/permit2/src/libraries/SignatureVerification.sol',
      'v4-core/src/libraries/CustomRevert.sol',
      'v4-core/src/libraries/Pool.sol',
    ]
      .map(source)
      .join('\n');
    for (const error of swapErrorAbi) {
      const inArtifact = declaredMatch(raised, error) !== undefined;
      const inSource = new RegExp(`error ${error.name}\\(`).test(sources);
      expect(inArtifact || inSource, error.name).toBe(true);
    }
  });

  it("the pool page's hand-sent getSlot0 selector is StateView's", () => {
    expect(GET_SLOT0_SELECTOR).toBe(
      toFunctionSelector(getAbiItem({ abi: protocolAbis.v4StateViewAbi, name: 'getSlot0' })),
    );
  });
});

/**
 * The artifact's item of the same kind, name and parameter types, in the slice's shape: a parameter
 * the slice names must carry the artifact's name (decoded events and results are read by name), and
 * an event's indexed flags must agree (they decide how a log decodes).
 */
function declaredMatch(declared: Abi, item: Abi[number]) {
  const wanted = shapeOf(item);
  const match = declared.find((candidate) => {
    const shape = shapeOf(candidate);
    return shape.kind === wanted.kind && shape.types === wanted.types;
  });
  if (!match) return undefined;
  const shape = shapeOf(match);
  const inputs = shape.inputs.map((parameter, i) => ({
    ...parameter,
    name: wanted.inputs[i]?.name === '' ? '' : parameter.name,
  }));
  return { ...shape, inputs };
}

interface Parameter {
  type: string;
  name: string;
  indexed: boolean;
}

/** Kind, name, parameter types (tuples expanded), results and mutability; each input's name and indexed flag apart. */
function shapeOf(item: Abi[number]) {
  if (item.type !== 'function' && item.type !== 'error' && item.type !== 'event')
    return { kind: item.type, types: '', inputs: [] as Parameter[] };
  const inputs: Parameter[] = item.inputs.map((parameter) => ({
    type: parameterType(parameter),
    name: parameter.name ?? '',
    indexed: 'indexed' in parameter ? (parameter.indexed ?? false) : false,
  }));
  const results =
    item.type === 'function'
      ? ` ${item.stateMutability} returns (${item.outputs.map(parameterType).join(',')})`
      : '';
  return {
    kind: `${item.type} ${item.name}`,
    types: `(${inputs.map((input) => input.type).join(',')})${results}`,
    inputs,
  };
}

function parameterType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  const components = 'components' in parameter ? parameter.components : [];
  return `(${components.map(parameterType).join(',')})${parameter.type.slice('tuple'.length)}`;
}
