import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RENDERER_MODULE } from '../renderer/appEntryAfterFirstPaint.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts every page loads to render, from the build's manifest (vike keeps it as dist/assets.json):
 * the renderer's chunk and everything it imports, as site paths.
 */
export function rendererScripts(manifestPath = path.resolve('dist/assets.json')): string[] {
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest ${manifestPath}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(RENDERER_MODULE);
  return [...files].map((file) => `/${file}`);
}
