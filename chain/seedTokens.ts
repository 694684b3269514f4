import {
  type Address,
  domainSeparator,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  padHex,
  stringToBytes,
  toHex,
} from 'viem';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import { SEED_ACCOUNT } from './deployProtocol.ts';
import type { SeedToken } from './localChainSeed.ts';
import { creationCode } from './protocolArtifacts.ts';

/** A token on the local chain: the dataset's token at its mainnet address. */
export interface LocalToken {
  address: Address;
  symbol: string;
  decimals: number;
  /** WETH is WETH9 itself (deposit to get it); every other token is a test ERC-20 with a public mint, but UNI. */
  isWeth: boolean;
}

/** Solmate's ERC20 caches its EIP-2612 domain separator, which hashes in its own address and name. */
export const TEST_TOKEN_PATCHED_IMMUTABLES = ['INITIAL_DOMAIN_SEPARATOR'] as const;

/** Solmate's ERC20 keeps `name` in slot 0 and `symbol` in slot 1 (its first two state variables). */
const NAME_SLOT = 0n;
const SYMBOL_SLOT = 1n;
/** The name and symbol the template instances are built with. */
const TEMPLATE_NAME = 'Template';

/**
 * Deploys each dataset token at its real address with its real name, symbol and decimals. WETH and
 * UNI are already there: they are WETH9 and the governance token (deployProtocol.ts). Hundreds of tokens cost one constructor run per distinct decimals: the
 * test ERC-20 is built once per decimals (its constructor writes only name and symbol, which this
 * checks by tracing it), and each token gets that runtime code with its own domain separator, and its
 * own name and symbol written as Solidity stores strings.
 */
export async function deployTokens(admin: ChainAdmin, records: readonly SeedToken[]): Promise<LocalToken[]> {
  const chainId = await admin.client.getChainId();
  const templates = new Map<number, Promise<Template>>();
  const tokens: LocalToken[] = [];
  const writes: Promise<unknown>[] = [];
  for (const record of records) {
    if (!record.address) continue;
    const address = getAddress(record.address);
    const symbol = record.symbol ?? '';
    const isWeth = address === PROTOCOL_ADDRESSES.weth9;
    tokens.push({ address, symbol, decimals: record.decimals, isWeth });
    if (isWeth || address === PROTOCOL_ADDRESSES.uni) continue;
    let template = templates.get(record.decimals);
    if (!template) {
      template = buildTemplate(admin, record.decimals, chainId);
      templates.set(record.decimals, template);
    }
    const { code, separator } = await template;
    const name = record.name ?? symbol;
    const ownSeparator = tokenDomainSeparator(name, address, chainId);
    writes.push(
      admin.client.setCode({
        address,
        bytecode: code.replaceAll(separator.slice(2), ownSeparator.slice(2)) as Hex,
      }),
      ...[...stringSlots(NAME_SLOT, name), ...stringSlots(SYMBOL_SLOT, symbol)].map(([index, value]) =>
        admin.client.setStorageAt({ address, index, value }),
      ),
    );
  }
  await Promise.all(writes);
  await Promise.all(
    [...templates.values()].map(async (template) =>
      admin.client.setCode({ address: (await template).address, bytecode: '0x' }),
    ),
  );
  return tokens;
}

interface Template {
  address: Address;
  code: Hex;
  /** The template's cached domain separator, as it appears in its code. */
  separator: Hex;
}

async function buildTemplate(admin: ChainAdmin, decimals: number, chainId: number): Promise<Template> {
  const creation = creationCode('testToken', [TEMPLATE_NAME, TEMPLATE_NAME, decimals]);
  const slots = await admin.slotsWrittenByConstructor(creation);
  if (slots.map(BigInt).join() !== [NAME_SLOT, SYMBOL_SLOT].join()) {
    throw new Error(`The test ERC-20's constructor writes slots ${slots.join()}, not name and symbol only`);
  }
  const { address } = await admin.deploy(SEED_ACCOUNT, creation);
  const code = await admin.client.getCode({ address });
  const separator = tokenDomainSeparator(TEMPLATE_NAME, address, chainId);
  if (!code?.includes(separator.slice(2))) throw new Error('The test ERC-20 caches no domain separator');
  return { address, code, separator };
}

function tokenDomainSeparator(name: string, verifyingContract: Address, chainId: number): Hex {
  return domainSeparator({ domain: { name, version: '1', chainId, verifyingContract } });
}

/**
 * The storage words of a Solidity `string` at `slot`: up to 31 bytes inline with twice the length in
 * the lowest byte; longer, `2·length + 1` in the slot and the bytes from `keccak256(slot)` on.
 */
export function stringSlots(slot: bigint, value: string): [Hex, Hex][] {
  const bytes = stringToBytes(value);
  const word = (index: bigint) => numberToHex(index, { size: 32 });
  if (bytes.length < 32) {
    const inline = new Uint8Array(32);
    inline.set(bytes);
    inline[31] = bytes.length * 2;
    return [[word(slot), toHex(inline)]];
  }
  const data = BigInt(keccak256(word(slot)));
  const words: [Hex, Hex][] = [[word(slot), numberToHex(bytes.length * 2 + 1, { size: 32 })]];
  for (let offset = 0; offset < bytes.length; offset += 32) {
    words.push([
      word(data + BigInt(offset / 32)),
      padHex(toHex(bytes.slice(offset, offset + 32)), { dir: 'right' }),
    ]);
  }
  return words;
}
