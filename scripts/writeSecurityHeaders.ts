import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SiteOrigins, securityHeadersFor } from '../renderer/securityHeaders.ts';

/**
 * Adds the pages' security headers to the built site's `_headers` (public/_headers holds the cache
 * rules), so a static host serving dist/client alone sends them too. The worker sends the same
 * headers, made from its own bindings, on every HTML answer.
 */
export async function writeSecurityHeaders(clientDir: string, origins: SiteOrigins): Promise<void> {
  const file = path.join(clientDir, '_headers');
  const rules = await readFile(file, 'utf8').catch(() => '');
  await writeFile(file, `${rules.trimEnd()}\n\n${securityHeadersRule(await securityHeadersFor(origins))}`);
}

export function securityHeadersRule(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Security headers (scripts/writeSecurityHeaders.ts, renderer/securityHeaders.ts)',
    '/*',
    ...lines,
    '',
  ].join('\n');
}
