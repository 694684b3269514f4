import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

/** The compiler the sources are written for (the `solc` devDependency); part of the cache key. */
const SOLC_VERSION = '0.8.26';
const SOURCES = fileURLToPath(new URL('./testTokens/', import.meta.url));
const CACHE = fileURLToPath(new URL('../.cache/testTokens/', import.meta.url));

export interface TestTokenArtifact {
  abi: Abi;
  /** Creation code. */
  bytecode: Hex;
}

let compiled: Promise<Record<string, TestTokenArtifact>> | undefined;

/**
 * The hostile test tokens compiled from chain/testTokens/*.sol, by contract name. Compiling takes about
 * 1.5 s (loading soljson and running it), so the output is cached under .cache/ by the hash of the
 * compiler's whole input: a chain start reads it in a few milliseconds, and any edit to a source compiles
 * afresh.
 */
export function testTokenArtifacts(): Promise<Record<string, TestTokenArtifact>> {
  compiled ??= compileOrReadCache();
  return compiled;
}

async function compileOrReadCache(): Promise<Record<string, TestTokenArtifact>> {
  const files = (await readdir(SOURCES)).filter((file) => file.endsWith('.sol')).sort();
  const sources = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file, { content: await readFile(SOURCES + file, 'utf8') }] as const),
    ),
  );
  const input = JSON.stringify({
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // The chain's hardfork: the compiler may use what Cancun offers.
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  });
  const key = createHash('sha256').update(SOLC_VERSION).update(input).digest('hex');
  const cached = `${CACHE}${key}.json`;
  try {
    return JSON.parse(await readFile(cached, 'utf8'));
  } catch {
    const artifacts = await compile(input);
    await mkdir(CACHE, { recursive: true });
    // Written aside and renamed: test processes starting chains at once never read half a file.
    const partial = `${cached}.${process.pid}`;
    await writeFile(partial, JSON.stringify(artifacts));
    await rename(partial, cached);
    return artifacts;
  }
}

interface CompilerOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

async function compile(input: string): Promise<Record<string, TestTokenArtifact>> {
  // Loaded only on a cache miss: soljson is 9 MB of wasm.
  const { default: solc } = await import('solc');
  if (!solc.version().startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(`The test tokens need solc ${SOLC_VERSION}; installed: ${solc.version()}`);
  }
  const output: CompilerOutput = JSON.parse(solc.compile(input));
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const artifacts: Record<string, TestTokenArtifact> = {};
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, { abi, evm }] of Object.entries(contracts)) {
      // Abstract bases compile to nothing.
      if (evm.bytecode.object) artifacts[name] = { abi, bytecode: `0x${evm.bytecode.object}` };
    }
  }
  return artifacts;
}
