import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { generateSchemaTypes } from './generateSchemaTypes.ts';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);

/**
 * The generated type files are committed (the type check and the editor read them), so they must be
 * what their npm scripts write from today's sources: a changed binding or schema fails here until the
 * script is run again.
 */
describe('generated type files', () => {
  it('worker/worker-configuration.d.ts is what `npm run cf-typegen` writes from worker/wrangler.jsonc', async () => {
    const [command, ...args] = packageJson.scripts['cf-typegen'].split(' ');
    const check = run(bin(command ?? 'wrangler'), [...args, '--check'], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    await expect(check.then(({ stdout }) => stdout)).resolves.toContain('up to date');
  }, 60_000);

  it('data/graphql-env.d.ts is what `npm run codegen` writes from the Data API schema (subset and extension)', async () => {
    expect(packageJson.scripts.codegen).toBe('tsx scripts/generateSchemaTypes.ts');
    const dir = await mkdtemp(path.join(tmpdir(), 'graphql-env-'));
    try {
      const fresh = path.join(dir, 'graphql-env.d.ts');
      await generateSchemaTypes(fresh);
      const [committed, generated] = await Promise.all([
        readFile('data/graphql-env.d.ts', 'utf8'),
        readFile(fresh, 'utf8'),
      ]);
      expect(committed === generated, 'data/graphql-env.d.ts is stale: run `npm run codegen`').toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
