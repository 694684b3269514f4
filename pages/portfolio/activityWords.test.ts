import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryDataApi } from '../../backend/queryDataApi.ts';
import { createDataApi } from '../../backend/yoga.ts';
import { type FragmentOf, readFragment } from '../../data/graphql.ts';
import type { AssetActivity } from '../../data/hooks/useActivity.ts';
import { ActivityWeb, AssetActivityParts } from '../../data/operations/assetActivities.ts';
import { activityOrder, activityWords } from './activityWords.ts';

const api = createDataApi();
const OWNER = '0x8ba1f109551bd432803012645ac136ddd64dba72';

/** The owner's first page, exactly as the Activity tab asks for it. */
async function firstPage(): Promise<AssetActivity[]> {
  const { data, errors } = await queryDataApi<{
    portfolios: { assetActivities: FragmentOf<typeof AssetActivityParts>[] }[];
  }>(api, print(ActivityWeb), { account: OWNER, page: 1, pageSize: 100 });
  expect(errors).toBeUndefined();
  return (data?.portfolios[0]?.assetActivities ?? []).map((a) => readFragment(AssetActivityParts, a));
}

const AMOUNT = String.raw`[\d.,]+[KMBT]? \S+`;

describe('activityWords, on the Data API’s own answer', () => {
  it('names all four kinds, and says every asset change in words with its amounts', async () => {
    const activities = await firstPage();
    const described = activities.map((activity) => ({ activity, words: activityWords(activity) }));
    expect(new Set(described.map(({ words }) => words.kind))).toEqual(
      new Set(['transaction', 'swap-order', 'on-ramp', 'off-ramp']),
    );
    const changeKinds = new Set(
      activities.flatMap((a) =>
        a.details.__typename === 'TransactionDetails'
          ? a.details.assetChanges.flatMap((c) => (c ? [c.__typename] : []))
          : [],
      ),
    );
    expect(changeKinds).toEqual(
      new Set(['TokenTransfer', 'TokenApproval', 'NftTransfer', 'NftApproval', 'NftApproveForAll']),
    );
    for (const { words } of described) {
      expect(words.title).not.toBe('Activity');
      expect(words.summary).not.toMatch(/An asset change|cannot describe|undefined|NaN/);
    }
    const byType = (type: string) =>
      described.filter(
        ({ activity }) =>
          activity.details.__typename === 'TransactionDetails' && activity.details.type === type,
      );
    for (const { words } of byType('SWAP')) {
      expect(words.title).toBe('Swapped');
      expect(words.summary).toMatch(new RegExp(`^${AMOUNT} for ${AMOUNT}$`));
    }
    for (const { words } of byType('SEND')) expect(words.summary).toMatch(new RegExp(`^${AMOUNT} to 0x`));
    for (const { words } of byType('RECEIVE')) expect(words.summary).toMatch(/ from 0x/);
    const ramps = described.filter(({ words }) => words.kind === 'on-ramp' || words.kind === 'off-ramp');
    for (const { words } of ramps) expect(words.summary).toMatch(new RegExp(`^${AMOUNT} for \\$[\\d,.]+$`));
    const orders = described.filter(({ words }) => words.kind === 'swap-order');
    for (const { words } of orders) expect(words.summary).toMatch(new RegExp(`^${AMOUNT} for ${AMOUNT}$`));
  });

  it('puts what is still under way first, then the newest', async () => {
    const sorted = [...(await firstPage())].sort(activityOrder);
    const statuses = sorted.map((a) => activityWords(a).status);
    const firstSettled = statuses.findIndex((s) => s !== 'pending');
    expect(statuses[0]).toBe('pending');
    expect(statuses.slice(firstSettled)).not.toContain('pending');
    const settled = sorted.slice(firstSettled).map((a) => a.timestamp);
    expect(settled).toEqual([...settled].sort((a, b) => b - a));
  });
});

describe('activityWords, on changes the dataset rarely makes', () => {
  const token = {
    id: 'T',
    chain: 'ETHEREUM',
    address: '0xa0',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
  };
  const transaction = (type: string, assetChanges: unknown[]) =>
    ({
      id: 'A',
      timestamp: 1,
      chain: 'BASE',
      details: {
        __typename: 'TransactionDetails',
        id: 'D',
        type,
        from: '0x1',
        to: '0x2',
        hash: '0xabc',
        nonce: 1,
        transactionStatus: 'FAILED',
        application: null,
        networkFee: null,
        assetChanges,
      },
    }) as unknown as AssetActivity;

  it('says a zero approval is a revoked one', () => {
    const words = activityWords(
      transaction('APPROVE', [
        {
          __typename: 'TokenApproval',
          id: 'x',
          quantity: '0',
          approvedAddress: '0x000000000022d473030f116ddee9f6b43ac78ba3',
          tokenStandard: 'ERC20',
          asset: token,
        },
      ]),
    );
    expect(words.title).toBe('Revoked approval');
    expect(words.summary).toBe('No USDC for 0x0000…8ba3');
    expect(words).toMatchObject({ status: 'failed', statusLabel: 'Failed' });
  });

  it('says a bridge with its chain', () => {
    const words = activityWords(
      transaction('BRIDGING', [
        {
          __typename: 'TokenTransfer',
          id: 'y',
          quantity: '1.5',
          direction: 'OUT',
          sender: '0x1',
          recipient: '0x4200000000000000000000000000000000000010',
          tokenStandard: 'ERC20',
          asset: token,
          transactedValue: null,
        },
      ]),
    );
    expect(words.title).toBe('Bridged');
    expect(words.summary).toBe('1.5 USDC to 0x4200…0010 on Base');
  });
});
