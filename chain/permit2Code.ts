import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Address, domainSeparator, type Hex, toHex } from 'viem';

/**
 * Permit2's runtime code. `@uniswap/permit2` is not on npm; the only npm copy of its compiled code is the
 * hex literal v4-periphery's tests deploy it from (Node only: read at chain start).
 */
const SOURCE = fileURLToPath(
  new URL('../node_modules/@uniswap/v4-periphery/lib/permit2/test/utils/DeployPermit2.sol', import.meta.url),
);

/** The npm copy as published, before patching. */
export function publishedPermit2Code(): Hex {
  const literal = /hex"([0-9a-f]+)"/.exec(readFileSync(SOURCE, 'utf8'))?.[1];
  if (!literal) throw new Error(`No Permit2 runtime code found in ${SOURCE}`);
  return `0x${literal}`;
}

/**
 * Permit2's runtime code as its constructor would have left it on this chain at this address. Its
 * EIP712 reads `block.chainid == _CACHED_CHAIN_ID ? _CACHED_DOMAIN_SEPARATOR : recompute`, compiled as
 * `CHAINID PUSH32 <chain id> SUB PUSH2 JUMPI PUSH32 <separator>`: both words are replaced. Unpatched,
 * every permit fails with InvalidSigner().
 */
export function permit2Code(chainId: number, address: Address): Hex {
  const code = publishedPermit2Code().slice(2);
  const match = /467f([0-9a-f]{64})0361[0-9a-f]{4}577f([0-9a-f]{64})/.exec(code);
  if (!match?.[1] || !match[2])
    throw new Error('Permit2 code: cached chain id and domain separator not found');
  const chainIdWord = toHex(chainId, { size: 32 }).slice(2);
  const separator = domainSeparator({ domain: { name: 'Permit2', chainId, verifyingContract: address } });
  const patched = match[0].replace(match[1], chainIdWord).replace(match[2], separator.slice(2));
  return `0x${code.replace(match[0], patched)}`;
}
