import { type Address, getAddress } from 'viem';
import type { TokenRecord } from '../backend/dataset/tokens.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import { SEED_ACCOUNT } from './deployProtocol.ts';
import { PROTOCOL_ADDRESSES } from './protocolAddresses.ts';
import { creationCode } from './protocolArtifacts.ts';
import { cachedDomainSeparator, relocate } from './relocation.ts';

/** A token on the local chain: the dataset's token at its mainnet address. */
export interface LocalToken {
  address: Address;
  symbol: string;
  decimals: number;
  /** WETH is WETH9 itself (deposit to get it); every other token is a test ERC-20 with a public mint. */
  isWeth: boolean;
}

/** Solmate's ERC20 caches its EIP-2612 domain separator, which hashes in its own address. */
export const TEST_TOKEN_PATCHED_IMMUTABLES = ['INITIAL_DOMAIN_SEPARATOR'] as const;

/**
 * Deploys each dataset token at its real address with its real name, symbol and decimals (the test
 * ERC-20, relocated there). WETH is already there: it is WETH9.
 */
export async function deployTokens(
  admin: ChainAdmin,
  records: readonly TokenRecord[],
): Promise<LocalToken[]> {
  const tokens: LocalToken[] = [];
  for (const record of records) {
    if (!record.address) continue;
    const address = getAddress(record.address);
    const symbol = record.symbol ?? '';
    const isWeth = address === PROTOCOL_ADDRESSES.weth9;
    if (!isWeth) {
      const name = record.name ?? symbol;
      const code = creationCode('testToken', [name, symbol, record.decimals]);
      const separator = cachedDomainSeparator(
        TEST_TOKEN_PATCHED_IMMUTABLES[0],
        { name, version: '1' },
        address,
      );
      await relocate(admin, SEED_ACCOUNT, code, address, [separator]);
    }
    tokens.push({ address, symbol, decimals: record.decimals, isWeth });
  }
  return tokens;
}
