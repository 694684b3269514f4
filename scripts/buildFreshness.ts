import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';

/** The file a build writes last of its pages; its time is the build's. */
const BUILT_PAGE = 'dist/client/index.html';

/**
 * Whether dist/ was built from the sources as they are: its home page is newer than every tracked file
 * the build reads (tests and documents aside). Without git to list them, no build counts as fresh.
 */
export function isBuildFresh(): boolean {
  let builtAt: number;
  try {
    builtAt = statSync(BUILT_PAGE).mtimeMs;
  } catch {
    return false;
  }
  const tracked = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (tracked.status !== 0) return false;
  return tracked.stdout
    .split('\0')
    .filter((file) => file && !file.startsWith('tests/') && !/\.(test\.tsx?|md)$/.test(file))
    .every((file) => {
      try {
        return statSync(file).mtimeMs <= builtAt;
      } catch {
        return true;
      }
    });
}
