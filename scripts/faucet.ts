import { getAddress, isAddress } from 'viem';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { seededFunds } from '../chain/seededFunds.ts';
import { chainRpcUrlFrom } from '../data/chainRpcUrl.ts';
import { topUp } from '../devChain/faucet.ts';

/** `npm run faucet -- <address>`: tops the address up with ETH and every seeded token on the local chain. */
const address = process.argv[2];
if (!address || !isAddress(address)) {
  console.error('Usage: npm run faucet -- <address>');
  process.exit(2);
}
const url = chainRpcUrlFrom(process.env);
const funds = seededFunds(localChainMarket());
try {
  await topUp(url, getAddress(address), funds);
  console.log(`Topped up ${getAddress(address)} on ${url}: ETH and ${funds.tokens.length} tokens`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
