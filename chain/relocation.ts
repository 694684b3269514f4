import { type Address, domainSeparator, type Hex, type TypedDataDomain } from 'viem';
import type { ChainAdmin } from './chainAdmin.ts';
import { LOCAL_CHAIN_ID } from './protocolAddresses.ts';

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
 * Deploys a contract anywhere, then moves it to `target` (its mainnet address, whose deployer and nonce
 * we cannot replay): copies the runtime code with the immutables that depend on the contract's own
 * address patched, and the storage slots its constructor wrote (read from the deployment's trace). The
 * temporary copy is removed so each contract exists once. Returns the names of the patched immutables.
 */
export async function relocate(
  admin: ChainAdmin,
  deployer: Address,
  code: Hex,
  target: Address,
  patches: readonly ImmutablePatch[] = [],
): Promise<string[]> {
  const { client } = admin;
  const { address: temporary, hash } = await admin.deploy(deployer, code);
  const [runtime, slots] = await Promise.all([
    client.getCode({ address: temporary }),
    admin.slotsWrittenBy(hash),
  ]);
  if (!runtime) throw new Error(`Deployment to ${temporary} left no code`);
  const patched: string[] = [];
  const self = new RegExp(temporary.slice(2), 'gi');
  let moved = runtime.replace(self, target.slice(2).toLowerCase()) as Hex;
  if (moved !== runtime) patched.push(SELF_ADDRESS_IMMUTABLE);
  for (const patch of patches) {
    const from = patch.at(temporary).slice(2).toLowerCase();
    if (!moved.includes(from)) throw new Error(`Immutable ${patch.name} not found in the code for ${target}`);
    moved = moved.replaceAll(from, patch.target.slice(2).toLowerCase()) as Hex;
    patched.push(patch.name);
  }
  const values = await Promise.all(slots.map((slot) => client.getStorageAt({ address: temporary, slot })));
  await client.setCode({ address: target, bytecode: moved });
  await Promise.all(
    slots.map((slot, i) =>
      client.setStorageAt({
        address: target,
        index: slot,
        value: (values[i] ?? '0x0').replace(self, target.slice(2).toLowerCase()) as Hex,
      }),
    ),
  );
  await client.setCode({ address: temporary, bytecode: '0x' });
  return patched;
}

/** An EIP-712 domain separator cached by the constructor: it hashes in the contract's own address. */
export function cachedDomainSeparator(
  name: string,
  domain: Pick<TypedDataDomain, 'name' | 'version'>,
  target: Address,
): ImmutablePatch {
  const at = (verifyingContract: Address) =>
    domainSeparator({ domain: { ...domain, chainId: LOCAL_CHAIN_ID, verifyingContract } });
  return { name, at, target: at(target) };
}
