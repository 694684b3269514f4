import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** `npm start`: builds when there is no build yet, then serves it with the embedded Data API. */
if (!existsSync('dist/client/index.html') || process.env.REBUILD === '1') {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import('./serve.ts');
