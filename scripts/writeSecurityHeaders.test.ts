import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecurityHeaders } from './writeSecurityHeaders.ts';

const origins = {
  dataApiUrl: 'http://127.0.0.1:4105/graphql',
  chainRpcUrls: ['http://127.0.0.1:8605', 'https://base.example'],
};

async function headersFile(publicOrigin: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'headers-'));
  try {
    await writeFile(path.join(dir, '_headers'), '/*\n  Cache-Control: no-cache\n');
    await writeSecurityHeaders(dir, { ...origins, publicOrigin });
    return await readFile(path.join(dir, '_headers'), 'utf8');
  } finally {
    await rm(dir, { recursive: true });
  }
}

describe('_headers', () => {
  it('adds the page security headers to the one rule for every path, keeping its cache rule', async () => {
    const text = await headersFile('http://127.0.0.1:8705');
    // One `/*` rule only: a second one would replace the first, Cache-Control and all.
    expect(text.match(/^\/\*$/gm)).toEqual(['/*']);
    expect(text.trimEnd().endsWith('  Cache-Control: no-cache')).toBe(true);
    const rule = text;
    const csp = /^ {2}Content-Security-Policy: (.*)$/m.exec(rule)?.[1] ?? '';
    expect(csp.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        expect.stringMatching(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}$/),
        "img-src 'self' data: blob: http://127.0.0.1:4105",
        // Every traded chain's RPC, over http(s) and its WebSocket twin.
        "connect-src 'self' http://127.0.0.1:4105 http://127.0.0.1:8605 ws://127.0.0.1:8605 https://base.example wss://base.example",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ]),
    );
    expect(rule).toMatch(/^ {2}Referrer-Policy: strict-origin-when-cross-origin$/m);
    expect(rule).toMatch(/^ {2}Permissions-Policy: .*camera=\(\).*$/m);
    expect(rule).not.toContain('Strict-Transport-Security');
  });

  it('sends HSTS only for an https public origin', async () => {
    const text = await headersFile('https://swap.example');
    expect(text).toMatch(/^ {2}Strict-Transport-Security: max-age=31536000; includeSubDomains$/m);
  });
});
