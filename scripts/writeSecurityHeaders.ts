import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type SiteOrigins, securityHeadersFor } from '../renderer/securityHeaders.ts';

/**
 * Adds the pages' security headers to the built site's `_headers` (public/_headers holds the cache
 * rules), so a static host serving dist/client alone sends them too. They join the existing `/*` rule:
 * a second `/*` rule would replace the first one, cache rules and all. The worker sends the same
 * headers, made from its own bindings, on every HTML answer.
 */
export async function writeSecurityHeaders(clientDir: string, origins: SiteOrigins): Promise<void> {
  const file = path.join(clientDir, '_headers');
  const rules = await readFile(file, 'utf8').catch(() => '');
  await writeFile(file, withSecurityHeaders(rules, await securityHeadersFor(origins)));
}

export function withSecurityHeaders(rules: string, headers: Record<string, string>): string {
  const added = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const lines = rules.trimEnd().split('\n');
  const everyPath = lines.indexOf('/*');
  if (everyPath === -1) return `${[...lines, '', '/*', ...added].join('\n').trimStart()}\n`;
  lines.splice(everyPath + 1, 0, ...added);
  return `${lines.join('\n')}\n`;
}
