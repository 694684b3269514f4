import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `npm start`: builds when there is no build yet, then serves it through the edge worker (wrangler dev)
 * at 127.0.0.1:8787 with the local chain and the embedded Data API beside it.
 */
if (!existsSync('dist/client/index.html') || process.env.REBUILD === '1') {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('./serve.ts');
