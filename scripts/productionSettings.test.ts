import { describe, expect, it } from 'vitest';
import { productionSettings, productionSettingsProblems } from './productionSettings.ts';

describe('the production settings of npm run deploy', () => {
  it("are wrangler.jsonc's production vars, each overridden by the deploying shell's environment", () => {
    const { vars, overridden } = productionSettings({
      PUBLIC_ORIGIN: 'https://swap.example',
      BRAND_NAME: 'Uniswap',
      PORT: '9999',
    });
    expect(vars.PUBLIC_ORIGIN).toBe('https://swap.example');
    expect(vars.DATA_API_URL).toMatch(/^https:\/\//);
    expect(vars.ENABLE_BENCH_ROUTES).toBe('false');
    expect(overridden).toEqual(['PUBLIC_ORIGIN']);
  });

  it('are refused while the site has no https origin or an endpoint points at this machine', () => {
    const { vars } = productionSettings({});
    expect(productionSettingsProblems(vars)).toEqual([expect.stringContaining('PUBLIC_ORIGIN must be')]);
    const local = {
      ...vars,
      PUBLIC_ORIGIN: 'https://swap.example',
      DATA_API_URL: 'http://127.0.0.1:4000/graphql',
    };
    expect(productionSettingsProblems(local)).toEqual([
      'DATA_API_URL must be a public URL, not "http://127.0.0.1:4000/graphql"',
    ]);
    expect(productionSettingsProblems({ ...vars, PUBLIC_ORIGIN: 'https://swap.example' })).toEqual([]);
  });
});
