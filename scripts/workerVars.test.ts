import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WORKER_VAR_KEYS } from '../worker/workerVars.ts';
import { workerVarsFrom } from './site.ts';
import { WRANGLER_CONFIG } from './wranglerBin.ts';

const wrangler = ts.parseConfigFileTextToJson(WRANGLER_CONFIG, readFileSync(WRANGLER_CONFIG, 'utf8'))
  .config as { vars: Record<string, string>; env: { production: { vars: Record<string, string> } } };

describe('the worker vars', () => {
  it('wrangler.jsonc declares exactly the vars the worker reads', () => {
    expect(Object.keys(wrangler.vars).sort()).toEqual([...WORKER_VAR_KEYS].sort());
  });

  it('the production environment declares each of them again (wrangler does not inherit vars)', () => {
    expect(Object.keys(wrangler.env.production.vars).sort()).toEqual([...WORKER_VAR_KEYS].sort());
  });

  it('pass on every preview setting the process sets, as the build reads it', () => {
    const vars = workerVarsFrom(
      {
        DATA_API_PORT: '4999',
        DEFAULT_PAGE_TITLE: 'Swap anything',
        PREVIEW_ASSET_SOURCE: 'none',
        PREVIEW_LOGO_ORIGINS: 'https://logos.example',
        UNRELATED: 'x',
      },
      'http://127.0.0.1:8999',
    );
    expect(vars).toEqual({
      DATA_API_URL: 'http://127.0.0.1:4999/graphql',
      PUBLIC_ORIGIN: 'http://127.0.0.1:8999',
      CHAIN_RPC_URL: 'http://127.0.0.1:8545',
      DEFAULT_PAGE_TITLE: 'Swap anything',
      PREVIEW_ASSET_SOURCE: 'none',
      PREVIEW_LOGO_ORIGINS: 'https://logos.example',
    });
  });
});
