import type { Address } from 'viem';
import { chainTokenLabels } from '../../components/chainTokenLabels.ts';
import type { ImportedToken } from '../../components/importedTokens.ts';
import type { SwapTokenData } from '../../data/hooks/useSwapTokens.ts';
import type { TokenMetadata } from '../../protocol/tokenMetadata.ts';
import { tradingChain } from '../../wallet/tradingChain.ts';

/**
 * An imported token as the send form holds tokens (the Data API's shape): its labels as
 * chainTokenLabels.ts gives them, no logo, no price (so no USD amount).
 */
export function sendTokenOfImported(token: ImportedToken): SwapTokenData {
  return {
    id: `imported:${token.chain}:${token.address.toLowerCase()}`,
    chain: token.chain,
    address: token.address,
    standard: 'ERC20',
    decimals: token.decimals,
    ...chainTokenLabels(token),
    project: null,
    market: null,
  };
}

/** The token at a pasted address, read from the chain; viem and the read load when first asked. */
export async function readTokenFromChain(address: Address): Promise<TokenMetadata> {
  const [{ readTokenMetadata }, { chainClientOf }] = await Promise.all([
    import('../../protocol/tokenMetadata.ts'),
    import('../../wallet/appChainClient.ts'),
  ]);
  return readTokenMetadata(chainClientOf(tradingChain()), address);
}
