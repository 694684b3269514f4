import { describe, expect, it } from 'vitest';
import { EDGE_CASE_TOKENS, edgeCaseToken } from './dataset/edgeCaseTokens.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const api = createDataApi();

type Warning = {
  feeData: { buyFeeBps: string; sellFeeBps: string } | null;
  protectionInfo: { result: string; attackTypes: string[] };
  project: { safetyLevel: string; isSpam: boolean };
};

const WARNING = `query ($chain: Chain!, $address: String) { token(chain: $chain, address: $address) {
  feeData { buyFeeBps sellFeeBps } protectionInfo { result attackTypes } project { safetyLevel isSpam } } }`;

async function warningOf(kind: string): Promise<Warning | undefined> {
  const { chain, address } = edgeCaseToken(kind);
  return (await queryDataApi<{ token: Warning }>(api, WARNING, { chain, address })).data?.token;
}

describe('every warning state the UI shows has a real case', () => {
  it('has a spam airdrop, a blocked token, an impersonator, a fee-on-transfer token and a mild warning', async () => {
    expect((await warningOf('spam-airdrop'))?.project).toEqual({
      safetyLevel: 'STRONG_WARNING',
      isSpam: true,
    });
    expect((await warningOf('blocked'))?.project.safetyLevel).toBe('BLOCKED');
    const impersonator = await warningOf('impersonator');
    expect(impersonator?.project.safetyLevel).toBe('STRONG_WARNING');
    expect(impersonator?.protectionInfo.result).toBe('MALICIOUS');
    expect(Number((await warningOf('fee-on-transfer'))?.feeData?.sellFeeBps)).toBeGreaterThan(0);
    expect((await warningOf('medium-warning'))?.project.safetyLevel).toBe('MEDIUM_WARNING');
  });

  it('keeps severe states off real tokens from the token list', async () => {
    const { data } = await queryDataApi<{
      topTokens: { address: string; project: { safetyLevel: string; isSpam: boolean } }[];
    }>(
      api,
      '{ topTokens(chain: ETHEREUM, page: 1, pageSize: 200, orderBy: POPULARITY) { address project { safetyLevel isSpam } } }',
    );
    const edgeAddresses = new Set(EDGE_CASE_TOKENS.map((edge) => edge.address));
    const severe = data?.topTokens.filter(
      (token) =>
        !edgeAddresses.has(token.address) &&
        ['STRONG_WARNING', 'BLOCKED'].includes(token.project.safetyLevel),
    );
    expect(severe).toEqual([]);
    expect(data?.topTokens.some((token) => token.project.safetyLevel === 'MEDIUM_WARNING')).toBe(true);
  });
});
