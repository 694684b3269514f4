import { type Address, getAddress, type Hex, keccak256, padHex, stringToHex } from 'viem';
import { FAUCET_ACCOUNT } from '../devChain/faucet.ts';
import { FEE_TIERS } from '../protocol/feeTiers.ts';
import { PROTOCOL_ADDRESSES, type ProtocolContract } from '../protocol/protocolAddresses.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import { permit2Code } from './permit2Code.ts';
import { contractArtifact, creationCode, encodeCall } from './protocolArtifacts.ts';
import { cachedDomainSeparator, type ImmutablePatch, relocate } from './relocation.ts';

/**
 * The accounts that deployed V2 and V3 on mainnet, and the nonce of each deployment. Replaying them
 * (impersonated, nonce set) runs each constructor exactly as on mainnet, at exactly the mainnet address.
 */
const V2_DEPLOYER = getAddress('0x9C33eaCC2F50E39940D3AfaF2c7B8246B681A374');
const V3_DEPLOYER = getAddress('0x6C9FC64A53c1b71FB3f9Af64d1ae3A4931A5f4E9');
const MAINNET_NONCES = {
  v2Factory: 0,
  v2Router02: 3,
  v3Factory: 0,
  v3TickLens: 2,
  v3NonfungiblePositionManager: 8,
  v3Migrator: 9,
  v3QuoterV2: 13,
  v3SwapRouter02: 14,
} as const;

/**
 * The local set-up account: deploys what is relocated or needs no fixed address (the NFT descriptors),
 * and provides the seeded liquidity. Impersonated, never a key anyone holds.
 */
export const SEED_ACCOUNT = getAddress('0x5eed000000000000000000000000000000005eed');

/** The label position NFTs give the native currency. */
const NATIVE_LABEL = padHex(stringToHex('ETH'), { dir: 'right', size: 32 });
/** V4 PositionManager's gas allowance for a subscriber's unsubscribe hook, as deployed on mainnet. */
const V4_UNSUBSCRIBE_GAS_LIMIT = 300_000n;
/** The low 14 bits of a V4 hook's address: which callbacks the PoolManager makes (v4-core `Hooks.sol`). */
const V4_HOOK_FLAGS_MASK = (1n << 14n) - 1n;
/** Fee tiers mainnet governance enabled after deployment (the factory's constructor knows 500, 3000, 10000). */
const LATER_FEE_TIERS = FEE_TIERS.filter(({ fee }) => fee === 100);

export interface DeployedProtocol {
  /** Per relocated contract, the immutables patched because they depend on where the constructor ran. */
  patchedImmutables: Partial<Record<ProtocolContract, string[]>>;
}

const A = PROTOCOL_ADDRESSES;

/**
 * Deploys every protocol contract at its mainnet address, from the npm artifacts, whatever the chain's
 * id: what the id changes (the EIP-712 domains cached at construction) is patched for the chain's own.
 */
export async function deployProtocol(admin: ChainAdmin): Promise<DeployedProtocol> {
  const { client } = admin;
  const chainId = await client.getChainId();
  await client.setCode({ address: A.permit2, bytecode: permit2Code(chainId, A.permit2) });
  const patchedImmutables: DeployedProtocol['patchedImmutables'] = {};
  const moveTo = async (contract: ProtocolContract, code: Hex, patches?: readonly ImmutablePatch[]) => {
    patchedImmutables[contract] = await relocate(admin, SEED_ACCOUNT, code, A[contract], patches);
  };
  const replay = async (deployer: Address, contract: keyof typeof MAINNET_NONCES, code: Hex) => {
    const { address } = await admin.deploy(deployer, code);
    if (address !== A[contract]) throw new Error(`${contract} would land at ${address}, not ${A[contract]}`);
  };

  await moveTo('weth9', creationCode('weth9'));
  await moveTo('multicall', creationCode('multicall'));
  await moveTo('v4PoolManager', creationCode('v4PoolManager', [SEED_ACCOUNT]));
  const { address: v4Descriptor } = await admin.deploy(
    SEED_ACCOUNT,
    creationCode('v4PositionDescriptor', [A.v4PoolManager, A.weth9, NATIVE_LABEL]),
  );
  await moveTo(
    'v4PositionManager',
    creationCode('v4PositionManager', [
      A.v4PoolManager,
      A.permit2,
      V4_UNSUBSCRIBE_GAS_LIMIT,
      v4Descriptor,
      A.weth9,
    ]),
    [
      cachedDomainSeparator(
        '_CACHED_DOMAIN_SEPARATOR',
        { name: 'Uniswap v4 Positions NFT' },
        A.v4PositionManager,
        chainId,
      ),
    ],
  );
  await placeTestHook(admin);
  await moveTo('v4StateView', creationCode('v4StateView', [A.v4PoolManager]));
  await moveTo('v4Quoter', creationCode('v4Quoter', [A.v4PoolManager]));
  await moveTo(
    'universalRouter',
    creationCode('universalRouter', [
      {
        permit2: A.permit2,
        weth9: A.weth9,
        v2Factory: A.v2Factory,
        v3Factory: A.v3Factory,
        // The hashes of the npm pair and pool code, equal to mainnet's (the SDKs' constants; a test checks).
        pairInitCodeHash: keccak256(contractArtifact('v2Pair').bytecode),
        poolInitCodeHash: keccak256(contractArtifact('v3Pool').bytecode),
        v4PoolManager: A.v4PoolManager,
        v3NFTPositionManager: A.v3NonfungiblePositionManager,
        v4PositionManager: A.v4PositionManager,
        // Universal Router 2.1 can bridge through Across; the local chain has no bridge.
        spokePool: '0x0000000000000000000000000000000000000000',
      },
    ]),
  );
  const { address: nftDescriptor } = await admin.deploy(SEED_ACCOUNT, creationCode('v3NftDescriptorLibrary'));
  const { address: v3Descriptor } = await admin.deploy(
    SEED_ACCOUNT,
    creationCode('v3PositionDescriptor', [A.weth9, NATIVE_LABEL], { NFTDescriptor: nftDescriptor }),
  );
  await replay(V2_DEPLOYER, 'v2Factory', creationCode('v2Factory', [V2_DEPLOYER]));
  await replay(V3_DEPLOYER, 'v3Factory', creationCode('v3Factory'));
  for (const { fee, tickSpacing } of LATER_FEE_TIERS) {
    await admin.send(V3_DEPLOYER, {
      to: A.v3Factory,
      data: encodeCall('v3Factory', 'enableFeeAmount', [fee, tickSpacing]),
    });
  }

  await admin.setNonce(V2_DEPLOYER, MAINNET_NONCES.v2Router02);
  await admin.setNonce(V3_DEPLOYER, MAINNET_NONCES.v3TickLens);
  await replay(V2_DEPLOYER, 'v2Router02', creationCode('v2Router02', [A.v2Factory, A.weth9]));
  await replay(V3_DEPLOYER, 'v3TickLens', creationCode('v3TickLens'));

  await admin.setNonce(V3_DEPLOYER, MAINNET_NONCES.v3NonfungiblePositionManager);
  await replay(
    V3_DEPLOYER,
    'v3NonfungiblePositionManager',
    creationCode('v3NonfungiblePositionManager', [A.v3Factory, A.weth9, v3Descriptor]),
  );
  // The migrator took the nonce right after the position manager.
  await replay(
    V3_DEPLOYER,
    'v3Migrator',
    creationCode('v3Migrator', [A.v3Factory, A.weth9, A.v3NonfungiblePositionManager]),
  );

  // QuoterV2 and SwapRouter02 took consecutive nonces.
  await admin.setNonce(V3_DEPLOYER, MAINNET_NONCES.v3QuoterV2);
  await replay(V3_DEPLOYER, 'v3QuoterV2', creationCode('v3QuoterV2', [A.v3Factory, A.weth9]));
  await replay(
    V3_DEPLOYER,
    'v3SwapRouter02',
    creationCode('v3SwapRouter02', [A.v2Factory, A.v3Factory, A.v3NonfungiblePositionManager, A.weth9]),
  );

  // Governance: none of the three has immutables (Solidity 0.5), so relocation copies them as they are.
  // The faucet holds the supply (the real UNI has no public mint) and the Timelock, the treasury, its share.
  await moveTo('uni', creationCode('uni', [FAUCET_ACCOUNT, A.timelock, await mintingAllowedAfter(admin)]));
  await moveTo('timelock', creationCode('timelock', [A.governorAlpha, TIMELOCK_DELAY_SECONDS]));
  await moveTo('governorAlpha', creationCode('governorAlpha', [A.timelock, A.uni]));
  await admin.send(FAUCET_ACCOUNT, {
    to: A.uni,
    data: encodeCall('uni', 'transfer', [A.timelock, TREASURY_UNI]),
  });

  return { patchedImmutables };
}

/** The treasury's UNI: mainnet's community share, 43 % of the billion. */
const TREASURY_UNI = 430_000_000n * 10n ** 18n;
/** Mainnet's Timelock delay, the least the contract allows. */
const TIMELOCK_DELAY_SECONDS = 2n * 24n * 60n * 60n;
/** UNI's first mint could come four years after launch, as on mainnet (the constructor wants a future time). */
const UNI_MINTING_WAIT_SECONDS = 4n * 365n * 24n * 60n * 60n;

async function mintingAllowedAfter(admin: ChainAdmin): Promise<bigint> {
  const { timestamp } = await admin.client.getBlock();
  return timestamp + UNI_MINTING_WAIT_SECONDS;
}

/**
 * v4-core's EmptyTestHooks at its flagged address. Its constructor only checks that its own address
 * carries the 14 permission flags (reverting anywhere else, so a plain deployment cannot succeed and a
 * CREATE2 salt search would be needed to land on a flagged address); it writes no storage and the
 * contract has no immutables (the compiler output names none), so its runtime code as compiled is
 * exactly what that constructor would leave at the address.
 */
async function placeTestHook(admin: ChainAdmin): Promise<void> {
  const flags = BigInt(A.v4TestHook) & V4_HOOK_FLAGS_MASK;
  if (flags !== V4_HOOK_FLAGS_MASK) throw new Error(`${A.v4TestHook} does not grant every hook callback`);
  const { deployedBytecode, immutableRanges } = contractArtifact('v4TestHook');
  if (immutableRanges) throw new Error('The test hook has immutables now: deploy it with its constructor');
  await admin.client.setCode({ address: A.v4TestHook, bytecode: deployedBytecode });
}
