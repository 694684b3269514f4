import { defaultAppChain } from '../../wallet/appChains.ts';

/**
 * The chain governance lives on: Ethereum, the default chain, whose governor the Data API's indexer
 * follows. Every governance read, write and clock move goes there, whichever chain the wallet trades on.
 */
export const GOVERNANCE_CHAIN = defaultAppChain;
