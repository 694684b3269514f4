import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  extractIntrospectionHeader,
  loadFromSDL,
  minifyIntrospection,
  outputIntrospectionFile,
} from '@gql.tada/internal';
import { dataApiTypeDefs } from '../backend/dataApiSchema.ts';

/**
 * `npm run codegen`: writes `data/graphql-env.d.ts` (gql.tada's schema types) from the embedded Data
 * API's whole schema — the hosted subset and our positions extension, which gql.tada's own
 * `generate output` cannot join (it reads one SDL file). The same steps and format as that command.
 */
export async function generateSchemaTypes(output = 'data/graphql-env.d.ts'): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'data-api-schema-'));
  try {
    const sdl = path.join(dir, 'schema.graphql');
    await writeFile(sdl, dataApiTypeDefs());
    const introspection = await loadFromSDL({ file: sdl, assumeValid: true }).loadIntrospection();
    if (!introspection) throw new Error('The Data API schema gave no introspection');
    const previous = await readFile(output, 'utf8').catch(() => undefined);
    const preamble = (previous && extractIntrospectionHeader(previous)) || undefined;
    await writeFile(
      output,
      outputIntrospectionFile(minifyIntrospection(introspection), {
        fileType: output,
        shouldPreprocess: true,
        ...(preamble ? { preamble } : {}),
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await generateSchemaTypes(process.argv[2]);
