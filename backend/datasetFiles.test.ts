import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { EDGE_CASE_TOKENS, edgeCaseToken } from './dataset/edgeCaseTokens.ts';
import { queryDataApi } from './queryDataApi.ts';
import { createDataApi } from './yoga.ts';

const api = createDataApi();

type TokenAnswer = {
  token: { name: string | null; symbol: string | null; project: { logoUrl: string | null } } | null;
};

async function tokenOf(chain: string, address: string) {
  const { data } = await queryDataApi<TokenAnswer>(
    api,
    'query ($chain: Chain!, $address: String) { token(chain: $chain, address: $address) { name symbol project { logoUrl } } }',
    { chain, address },
  );
  return data?.token;
}

async function fetchLogo(url: string | null | undefined) {
  const response = await api.fetch(url ?? 'http://127.0.0.1:4000/logos/none');
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('logos are served from the Data API origin', () => {
  it('serves real PNG logos for the top Ethereum tokens', async () => {
    const { data } = await queryDataApi<{
      topTokens: { symbol: string; project: { logoUrl: string | null } }[];
    }>(
      api,
      '{ topTokens(chain: ETHEREUM, pageSize: 30, orderBy: POPULARITY) { symbol project { logoUrl } } }',
    );
    const withLogo = data?.topTokens.filter((token) => token.project.logoUrl) ?? [];
    expect(withLogo.length).toBeGreaterThanOrEqual(25);
    for (const token of withLogo.slice(0, 10)) {
      const { response, bytes } = await fetchLogo(token.project.logoUrl);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    }
  });

  it('serves the WebP and JPEG edge cases in their formats', async () => {
    const webp = await fetchLogo(
      (await tokenOf('ETHEREUM', edgeCaseToken('webp-logo').address))?.project.logoUrl,
    );
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(new TextDecoder().decode(webp.bytes.slice(8, 16))).toBe('WEBPVP8L');
    const jpeg = await fetchLogo(
      (await tokenOf('ETHEREUM', edgeCaseToken('jpeg-logo').address))?.project.logoUrl,
    );
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect([...jpeg.bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('serves a near-white logo (average colour within 50 of white)', async () => {
    const { bytes } = await fetchLogo(
      (await tokenOf('ETHEREUM', edgeCaseToken('near-white-logo').address))?.project.logoUrl,
    );
    const { data, channels } = decode(bytes);
    let [r, g, b] = [0, 0, 0];
    for (let i = 0; i < data.length; i += channels)
      [r, g, b] = [r + Number(data[i]), g + Number(data[i + 1]), b + Number(data[i + 2])];
    const pixels = data.length / channels;
    expect(Math.hypot(255 - r / pixels, 255 - g / pixels, 255 - b / pixels)).toBeLessThan(50);
  });

  it('keeps the awkward names and the missing logo and symbol as they are', async () => {
    expect((await tokenOf('ETHEREUM', edgeCaseToken('no-logo').address))?.project.logoUrl).toBeNull();
    expect((await tokenOf('ETHEREUM', edgeCaseToken('no-symbol').address))?.symbol).toBeNull();
    expect((await tokenOf('ETHEREUM', edgeCaseToken('cjk-name').address))?.name).toBe('熊猫金融代币');
    expect((await tokenOf('ETHEREUM', edgeCaseToken('arabic-name').address))?.name).toBe('الدينار الرقمي');
    expect((await tokenOf('ETHEREUM', edgeCaseToken('emoji-name').address))?.name).toContain('🚀');
    expect((await tokenOf('ETHEREUM', edgeCaseToken('long-name').address))?.name?.length).toBeGreaterThan(60);
    for (const edge of EDGE_CASE_TOKENS) expect(await tokenOf(edge.chain, edge.address)).not.toBeNull();
  });

  it('answers 404 for files it does not have', async () => {
    const missing = await api.fetch(
      'http://127.0.0.1:4000/logos/ETHEREUM/0x0000000000000000000000000000000000000001.png',
    );
    expect(missing.status).toBe(404);
  });
});
