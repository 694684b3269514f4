import { readFileSync } from 'node:fs';
import type { Abi, AbiFunction, AbiParameter } from 'viem';
import { describe, expect, it } from 'vitest';
import { type ArtifactName, contractArtifact } from '../chain/protocolArtifacts.ts';
import {
  interfaceMulticallAbi,
  v2FactoryAbi,
  v2PairAbi,
  v2RouterAbi,
  v3FactoryAbi,
  v3PoolAbi,
  v3QuoterAbi,
  v4QuoterAbi,
  v4StateViewAbi,
  weth9Abi,
} from './protocolAbis.ts';
import { swapErrorAbi } from './swapFailure.ts';

/** Each hand-written ABI slice against the compiled contract the local chain deploys. */
const SLICES: [string, Abi, ArtifactName][] = [
  ['V2 factory', v2FactoryAbi, 'v2Factory'],
  ['V2 pair', v2PairAbi, 'v2Pair'],
  ['V2 Router02', v2RouterAbi, 'v2Router02'],
  ['V3 factory', v3FactoryAbi, 'v3Factory'],
  ['V3 pool', v3PoolAbi, 'v3Pool'],
  ['QuoterV2', v3QuoterAbi, 'v3QuoterV2'],
  ['StateView', v4StateViewAbi, 'v4StateView'],
  ['V4Quoter', v4QuoterAbi, 'v4Quoter'],
  ['interface multicall', interfaceMulticallAbi, 'multicall'],
  ['WETH9', weth9Abi, 'weth9'],
];

describe('trading ABIs match the deployed artifacts', () => {
  it.each(SLICES)('%s', (_name, slice, artifact) => {
    const deployed = new Set(contractArtifact(artifact).abi.map(signatureOf));
    for (const item of slice) expect(deployed).toContain(signatureOf(item));
  });

  it('Permit2 allowance() matches its interface in the package that ships Permit2', () => {
    const source = readFileSync(
      new URL(
        '../node_modules/@uniswap/v4-periphery/lib/permit2/src/interfaces/IAllowanceTransfer.sol',
        import.meta.url,
      ),
      'utf8',
    );
    expect(source).toMatch(/function allowance\(address user, address token, address spender\)/);
    expect(source).toMatch(/returns \(uint160 amount, uint48 expiration, uint48 nonce\)/);
  });

  it('every decoded swap error is one the router, the PoolManager or Permit2 can raise', () => {
    const raised = new Set(
      (['universalRouter', 'v4PoolManager'] as const).flatMap((name) =>
        contractArtifact(name)
          .abi.filter((item) => item.type === 'error')
          .map(signatureOf),
      ),
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
      .map((path) => readFileSync(new URL(`../node_modules/@uniswap/${path}`, import.meta.url), 'utf8'))
      .join('\n');
    for (const error of swapErrorAbi) {
      const signature = signatureOf(error);
      const declared = new RegExp(`error ${error.name}\\(`).test(sources);
      expect(raised.has(signature) || declared, signature).toBe(true);
    }
  });
});

/** A canonical form: kind, name, parameter types (tuples expanded), results and mutability; names of parameters aside. */
function signatureOf(item: Abi[number]): string {
  if (item.type !== 'function' && item.type !== 'error' && item.type !== 'event') return item.type;
  const inputs = item.inputs.map(parameterType).join(',');
  if (item.type !== 'function') return `${item.type} ${item.name}(${inputs})`;
  const fn = item as AbiFunction;
  return `function ${fn.name}(${inputs}) ${fn.stateMutability} returns (${fn.outputs.map(parameterType).join(',')})`;
}

function parameterType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  const components = 'components' in parameter ? parameter.components : [];
  return `(${components.map(parameterType).join(',')})${parameter.type.slice('tuple'.length)}`;
}
