import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Abi, Hex } from 'viem';

/** The compiler the sources are written for (the `solc` devDependency); part of the cache key. */
const SOLC_VERSION = '0.8.26';

/**
 * The folders of chain/ holding contracts of our own: the hostile test tokens, and the token launches'
 * auction with the token it sells (no compiled artifact of either is published).
 */
export type SolidityFolder = 'testTokens' | 'launchAuctions';

export interface SolidityArtifact {
  abi: Abi;
  /** Creation code. */
  bytecode: Hex;
}

const compiled = new Map<SolidityFolder, Promise<Record<string, SolidityArtifact>>>();

/**
 * The contracts of chain/{folder}/*.sol compiled, by contract name. Compiling takes about 1.5 s (loading
 * soljson and running it), so the output is cached under .cache/{folder}/ by the hash of the compiler's
 * whole input: a chain start reads it in a few milliseconds, and any edit to a source compiles afresh.
 */
export function solidityArtifacts(folder: SolidityFolder): Promise<Record<string, SolidityArtifact>> {
  let artifacts = compiled.get(folder);
  if (!artifacts) {
    artifacts = compileOrReadCache(folder);
    compiled.set(folder, artifacts);
  }
  return artifacts;
}

async function compileOrReadCache(folder: SolidityFolder): Promise<Record<string, SolidityArtifact>> {
  const sourceDir = fileURLToPath(new URL(`./${folder}/`, import.meta.url));
  const cacheDir = fileURLToPath(new URL(`../.cache/${folder}/`, import.meta.url));
  const files = (await readdir(sourceDir)).filter((file) => file.endsWith('.sol')).sort();
  const sources = Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file, { content: await readFile(sourceDir + file, 'utf8') }] as const),
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
  const cached = `${cacheDir}${key}.json`;
  try {
    return JSON.parse(await readFile(cached, 'utf8'));
  } catch {
    const artifacts = await compile(input);
    await mkdir(cacheDir, { recursive: true });
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

async function compile(input: string): Promise<Record<string, SolidityArtifact>> {
  // Loaded only on a cache miss: soljson is 9 MB of wasm.
  const { default: solc } = await import('solc');
  if (!solc.version().startsWith(`${SOLC_VERSION}+`)) {
    throw new Error(`Our contracts need solc ${SOLC_VERSION}; installed: ${solc.version()}`);
  }
  const output: CompilerOutput = JSON.parse(solc.compile(input));
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const artifacts: Record<string, SolidityArtifact> = {};
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, { abi, evm }] of Object.entries(contracts)) {
      // Abstract bases compile to nothing.
      if (evm.bytecode.object) artifacts[name] = { abi, bytecode: `0x${evm.bytecode.object}` };
    }
  }
  return artifacts;
}
