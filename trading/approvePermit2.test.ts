import { type Address, erc20Abi, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_ADDRESSES } from '../protocol/protocolAddresses.ts';
import { approvePermit2 } from './approvePermit2.ts';
import { TradingError } from './tradingError.ts';
import { startTradingTestChain } from './tradingTestChain.fixture.ts';

/** Runtime code that reverts whatever it is asked: PUSH1 0, PUSH1 0, REVERT. */
const ALWAYS_REVERTS: Hex = '0x60006000fd';

let chain: Awaited<ReturnType<typeof startTradingTestChain>>;

beforeAll(async () => {
  chain = await startTradingTestChain();
}, 60_000);
afterAll(() => chain?.stop());

describe('the Permit2 approval through the one transaction path', () => {
  it('approves a token for Permit2 and says when it is done', async () => {
    const token = chain.currency('DAI').address as Address;
    const stages: string[] = [];
    await approvePermit2({
      client: chain.client,
      wallet: chain.wallet,
      owner: chain.account.address,
      token,
      symbol: 'DAI',
      onStage: ({ stage }) => stages.push(stage),
    });
    expect(await permit2Allowance(token)).toBeGreaterThan(0n);
    expect(stages).toEqual(['wallet-confirmation', 'pending']);
  });

  it('reports an approval that passed simulation but reverted on chain as a failure', async () => {
    const token = chain.currency('USDC').address as Address;
    const code = (await chain.client.getCode({ address: token })) as Hex;
    // The chain holds the transaction until told to mine, and the token turns hostile meanwhile: the
    // simulation passed, the mined transaction reverts.
    const nonce = await chain.client.getTransactionCount({ address: chain.account.address });
    await rpc('evm_setAutomine', [false]);
    try {
      const failure = await approvePermit2({
        client: chain.client,
        wallet: chain.wallet,
        owner: chain.account.address,
        token,
        symbol: 'USDC',
        onStage: ({ stage }) => {
          if (stage === 'pending')
            void rpc('hardhat_setCode', [token, ALWAYS_REVERTS]).then(() => rpc('evm_mine', []));
        },
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TradingError);
      expect((failure as TradingError).code).toBe('reverted');
    } finally {
      await rpc('hardhat_setCode', [token, code]);
      await rpc('evm_setAutomine', [true]);
    }
    // It was sent and mined (the nonce moved), and it changed nothing: the chain reverted it.
    expect(await chain.client.getTransactionCount({ address: chain.account.address })).toBe(nonce + 1);
    expect(await permit2Allowance(token)).toBe(0n);
  });
});

function permit2Allowance(token: Address) {
  return chain.client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [chain.account.address, PROTOCOL_ADDRESSES.permit2],
  });
}

function rpc(method: string, params: unknown[]) {
  return chain.client.request({ method: method as never, params: params as never });
}
