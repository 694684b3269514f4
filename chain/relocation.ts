import { type Address, domainSeparator, type Hex, type TypedDataDomain } from 'viem';
import type { ChainAdmin } from './chainAdmin.ts';

/** An immutable whose value depends on where the constructor ran, and what it must read at the target. */
export interface ImmutablePatch {
  name: string;
  /** The 32-byte word as the constructor wrote it at the temporary address. */
  at(temporary: Address): Hex;
  /** The word as the constructor would have written it at the target. */
  target: Hex;
}

/** Named in the code test: the contract's own address, captured as an immutable by its constructor. */
export const SELF_ADDRESS_IMMUTABLE = 'address(this)';

/**
 * Moves a contract to its mainnet address when its deployer and nonce cannot be replayed: deploys it
 * anywhere, then copies its runtime code to `target` with the immutables that depend on the contract's
 * own address patched, and the storage slots its constructor wrote (read from a trace of the
 * constructor). The temporary copy is removed so each contract exists once. Returns the names of the
 * patched immutables.
 */
export async function relocate(
  admin: ChainAdmin,
  deployer: Address,
  code: Hex,
  target: Address,
  patches: readonly ImmutablePatch[] = [],
): Promise<string[]> {
  const { client } = admin;
  const slots = await admin.slotsWrittenByConstructor(code);
  const { address: temporary } = await admin.deploy(deployer, code);
  const [runtime, ...values] = await Promise.all([
    client.getCode({ address: temporary }),
    ...slots.map((slot) => client.getStorageAt({ address: temporary, slot })),
  ]);
  if (!runtime) throw new Error(`Deployment to ${temporary} left no code`);
  const patched: string[] = [];
  const self = new RegExp(temporary.slice(2), 'gi');
  const targetHex = target.slice(2).toLowerCase();
  let moved = runtime.replace(self, targetHex) as Hex;
  if (moved !== runtime) patched.push(SELF_ADDRESS_IMMUTABLE);
  for (const patch of patches) {
    const from = patch.at(temporary).slice(2).toLowerCase();
    if (!moved.includes(from)) throw new Error(`Immutable ${patch.name} not found in the code for ${target}`);
    moved = moved.replaceAll(from, patch.target.slice(2).toLowerCase()) as Hex;
    patched.push(patch.name);
  }
  await Promise.all([
    client.setCode({ address: target, bytecode: moved }),
    client.setCode({ address: temporary, bytecode: '0x' }),
    ...slots.map((slot, i) =>
      client.setStorageAt({
        address: target,
        index: slot,
        value: (values[i] ?? '0x0').replace(self, targetHex) as Hex,
      }),
    ),
  ]);
  return patched;
}

/** An EIP-712 domain separator cached by the constructor: it hashes in the chain id and its own address. */
export function cachedDomainSeparator(
  name: string,
  domain: Pick<TypedDataDomain, 'name' | 'version'>,
  target: Address,
  chainId: number,
): ImmutablePatch {
  const at = (verifyingContract: Address) =>
    domainSeparator({ domain: { ...domain, chainId, verifyingContract } });
  return { name, at, target: at(target) };
}
