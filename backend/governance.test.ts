import { print } from 'graphql';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  parseEventLogs,
  publicActions,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Proposal, Proposals } from '../data/operations/governance.ts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { moveChainClock } from '../devChain/moveChainClock.ts';
import { governorAlphaAbi, governorAlphaEventsAbi, timelockAbi } from '../protocol/protocolAbis.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import {
  castVoteCall,
  delegateCall,
  executeCall,
  proposeCall,
  queueCall,
  treasuryTransferAction,
} from '../trading/governanceCalls.ts';
import type { PreparedCall } from '../trading/sendTransaction.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import { type IndexedDataApi, startIndexedDataApi } from './indexedDataApi.fixture.ts';
import { queryDataApi } from './queryDataApi.ts';

/** How long the index may take to show a mined change (it is typically milliseconds). */
const INDEXED_WITHIN_MS = 15_000;
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF';

let indexed: IndexedDataApi;
const dev = () =>
  createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
    chain: hardhat,
    transport: http(indexed.chain.url),
  }).extend(publicActions);
const send = async (call: PreparedCall) => {
  const client = dev();
  const receipt = await client.waitForTransactionReceipt({ hash: await client.sendTransaction(call) });
  expect(receipt.status).toBe('success');
  return receipt;
};
interface Answer {
  proposals: { id: string; state: string; forVotes: string; description: string }[];
  proposal: {
    state: string;
    eta: number | null;
    actions: { target: string; signature: string }[];
    votes: { voter: string; support: boolean; votes: string }[];
  } | null;
}
const ask = async (id = '1') => {
  const [list, one] = await Promise.all([
    queryDataApi<Answer>(indexed.api, print(Proposals), { chain: 'ETHEREUM' }),
    queryDataApi<Answer>(indexed.api, print(Proposal), { chain: 'ETHEREUM', governorIndex: 0, id }),
  ]);
  expect(list.errors ?? one.errors).toBeUndefined();
  return { list: list.data?.proposals ?? [], proposal: one.data?.proposal ?? null };
};

beforeAll(async () => {
  indexed = await startIndexedDataApi(localChainMarket());
}, 120_000);
afterAll(() => indexed?.stop());

describe('governance: the Data API follows the governor', () => {
  it('lists a proposal through its life: pending, active with its votes, succeeded, queued, executed', async () => {
    const client = dev();
    expect((await ask()).list).toEqual([]);
    await send(delegateCall(client.account.address));
    const amount = parseEther('1000');
    const receipt = await send(
      proposeCall([treasuryTransferAction(RECIPIENT, amount)], '# Pay the grants team\n\nSee **why**.'),
    );
    const [created] = parseEventLogs({
      abi: governorAlphaEventsAbi,
      eventName: 'ProposalCreated',
      logs: receipt.logs,
    });
    expect(created?.args.id).toBe(1n);
    await expect
      .poll(async () => (await ask()).list.map(({ id }) => id), { timeout: INDEXED_WITHIN_MS })
      .toEqual(['1']);
    expect((await ask()).proposal?.actions).toEqual([
      {
        target: A.uni.toLowerCase(),
        signature: 'transfer(address,uint256)',
        calldata: expect.any(String),
        value: '0',
      },
    ]);

    await moveChainClock(indexed.chain.url, { blocks: 2n });
    expect((await ask()).proposal?.state).toBe('ACTIVE');
    await send(castVoteCall(0, 1n, true));
    await expect
      .poll(async () => (await ask()).proposal?.votes, { timeout: INDEXED_WITHIN_MS })
      .toEqual([
        {
          voter: client.account.address.toLowerCase(),
          support: true,
          votes: parseEther('50000000').toString(),
          transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        },
      ]);
    expect((await ask()).list[0]?.forVotes).toBe(parseEther('50000000').toString());

    const votingPeriod = await client.readContract({
      address: A.governorAlpha,
      abi: governorAlphaAbi,
      functionName: 'votingPeriod',
    });
    await moveChainClock(indexed.chain.url, { blocks: votingPeriod + 1n });
    expect((await ask()).proposal?.state).toBe('SUCCEEDED');
    await send(queueCall(0, 1n));
    const queued = await ask();
    expect(queued.proposal?.state).toBe('QUEUED');
    const delay = await client.readContract({ address: A.timelock, abi: timelockAbi, functionName: 'delay' });
    await moveChainClock(indexed.chain.url, { seconds: delay + 1n });
    await send(executeCall(0, 1n, [{ value: 0n }]));
    expect((await ask()).proposal?.state).toBe('EXECUTED');
    expect(
      await client.readContract({
        address: A.uni,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECIPIENT],
      }),
    ).toBe(amount);
  }, 120_000);

  it('answers null for a proposal the governor does not have, and for an id that is not one', async () => {
    expect((await ask('999')).proposal).toBeNull();
    expect((await ask('-1')).proposal).toBeNull();
  });
});
