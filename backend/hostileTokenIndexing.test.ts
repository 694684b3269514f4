import { maxUint256, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, swapThroughV2, swapThroughV3 } from '../chain/referenceSwaps.fixture.ts';
import { createTradingAccount, type TradingAccount } from '../chain/tradingAccount.fixture.ts';
import { HOSTILE_TEST_TOKENS as T } from '../protocol/hostileTestTokens.ts';
import { PROTOCOL_ADDRESSES as A } from '../protocol/protocolAddresses.ts';
import { localChainMarket } from './dataset/localChainMarket.ts';
import { type IndexedDataApi, startIndexedDataApi } from './indexedDataApi.fixture.ts';

const market = localChainMarket();
let indexed: IndexedDataApi;
let trader: TradingAccount;

beforeAll(async () => {
  indexed = await startIndexedDataApi(market);
  trader = await createTradingAccount(indexed.chain.url);
  await approve(trader.client, A.weth9, A.v2Router02, maxUint256);
  await approve(trader.client, A.weth9, A.v3SwapRouter02, maxUint256);
}, 180_000);
afterAll(() => indexed?.stop());

describe('the indexer beside the hostile test tokens', () => {
  it('swaps into bytes32-named, unnamed and fee-on-transfer tokens neither stop it nor hide the next swap', async () => {
    const hostile = [
      await swapThroughV2(trader.client, A.weth9, T.bytes32Metadata.address, parseEther('1')),
      await swapThroughV3(trader.client, A.weth9, T.revertingMetadata.address, 3000, parseEther('1')),
      await swapThroughV2(trader.client, A.weth9, T.feeOnTransfer.address, parseEther('1')),
    ];
    const listed = await trader.swapV2(parseUnits('100', 6));
    const hashes = () =>
      indexed.indexer
        .transactions(() => true, { asOf: Number.MAX_SAFE_INTEGER, first: 20 })
        .map((row) => row.hash);
    await expect.poll(hashes, { timeout: 10_000 }).toContain(listed.transactionHash);
    // Their pools are in no dataset: the indexer leaves them out rather than guess their tokens.
    for (const receipt of hostile) expect(hashes()).not.toContain(receipt.transactionHash);
    // The trader's own activity keeps every one of them: each moved WETH, a token the Data API knows.
    const activity = indexed.indexer
      .accountActivities(trader.address.toLowerCase())
      .map((row) => row.transaction.hash);
    for (const receipt of [...hostile, listed]) expect(activity).toContain(receipt.transactionHash);
  });
});
