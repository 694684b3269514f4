import { createPublicClient, http, type PublicClient, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalChain, startLocalChain } from '../../chain/startLocalChain.ts';
import { createTradingAccount } from '../../chain/tradingAccount.fixture.ts';
import { localChainMarket } from '../dataset/localChainMarket.ts';
import { type AccountBlockTarget, accountChecker, balanceReader, readMinedBlock } from './accountBlocks.ts';
import { blockCache } from './chainLogs.ts';

const market = localChainMarket();
let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: market });
}, 60_000);
afterAll(() => chain?.stop());

describe('reading a mined block for the accounts’ activity', { timeout: 60_000 }, () => {
  it('asks for the sender’s balances around the block beside the receipts, not after them', async () => {
    const trader = await createTradingAccount(chain.url);
    const swap = await trader.swapV3(parseUnits('1', 18), 500);
    const client = createPublicClient({ transport: http(chain.url) }) as PublicClient;
    // The node answers the receipts only once the test has seen what else was asked meanwhile.
    let answerReceipts: () => void = () => {};
    const receiptsHeld = new Promise<void>((resolve) => {
      answerReceipts = resolve;
    });
    const slowReceipts: PublicClient = {
      ...client,
      getTransactionReceipt: async (args) => {
        await receiptsHeld;
        return client.getTransactionReceipt(args);
      },
    };
    const balanceAt = vi.fn(balanceReader(client));
    const target: AccountBlockTarget = {
      client: slowReceipts,
      dataset: market.dataset,
      blocks: blockCache(client),
      isAccount: accountChecker(client),
      balanceAt,
    };
    const read = readMinedBlock(target, swap.blockNumber);
    const sender = trader.address.toLowerCase();
    await vi.waitFor(() =>
      expect(balanceAt.mock.calls).toEqual([
        [sender, swap.blockNumber - 1n],
        [sender, swap.blockNumber],
      ]),
    );
    answerReceipts();
    const block = await read;
    expect(block.transactions.map((transaction) => transaction.hash)).toEqual([swap.transactionHash]);
  });
});
