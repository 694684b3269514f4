import { LIMIT_ORDER_CONTRACTS, LIMIT_ORDER_FILLER } from '../protocol/limitOrderContracts.ts';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import { SEED_ACCOUNT } from './deployProtocol.ts';
import { creationCode } from './protocolArtifacts.ts';
import { relocate } from './relocation.ts';

/**
 * UniswapX's limit orders, from the SDK's own creation code, relocated to the SDK's Ethereum addresses
 * (`LIMIT_ORDER_CONTRACTS`): the reactor (ExclusiveDutchOrderReactor, over the chain's Permit2, its fee
 * switch owned by governance's Timelock), the order quoter, and the filler's SwapRouter02Executor,
 * which trades through the chain's SwapRouter02 and answers only the local filler. None of their
 * constructors caches the chain id or its own address, so the code moves unpatched; what they store
 * (owners, the reentrancy lock) is copied with it. Needs the protocol deployed first.
 */
export async function deployLimitOrders(admin: ChainAdmin): Promise<void> {
  const L = LIMIT_ORDER_CONTRACTS;
  await relocate(
    admin,
    SEED_ACCOUNT,
    creationCode('limitOrderReactor', [PROTOCOL_ADDRESSES.permit2, PROTOCOL_ADDRESSES.timelock]),
    L.reactor,
  );
  await relocate(admin, SEED_ACCOUNT, creationCode('orderQuoter'), L.orderQuoter);
  await relocate(
    admin,
    SEED_ACCOUNT,
    creationCode('swapRouter02Executor', [
      LIMIT_ORDER_FILLER,
      L.reactor,
      LIMIT_ORDER_FILLER,
      PROTOCOL_ADDRESSES.v3SwapRouter02,
    ]),
    L.executor,
  );
}
