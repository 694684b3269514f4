import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ASSETS_DIR = path.resolve('dist/client/assets');

/** The build the e2e suite tests is the one users get: tests run it under NODE_ENV=test. */
describe('the built client', () => {
  it("ships React's production build", async () => {
    const files = (await readdir(ASSETS_DIR, { recursive: true })).filter((file) => file.endsWith('.js'));
    const sources = await Promise.all(files.map((file) => readFile(path.join(ASSETS_DIR, file), 'utf8')));
    // Production React links its minified errors to react.dev; only the development build carries
    // its component-stack frames.
    expect(sources.some((source) => source.includes('react.dev/errors/'))).toBe(true);
    expect(files.filter((_file, i) => sources[i]?.includes('react-stack-top-frame'))).toEqual([]);
  });

  it("ships no graphql-js parser: graphql-request's imports of it resolve to gql.tada's small one", async () => {
    const files = (await readdir(ASSETS_DIR, { recursive: true })).filter((file) => file.endsWith('.js'));
    const sources = await Promise.all(files.map((file) => readFile(path.join(ASSETS_DIR, file), 'utf8')));
    // graphql-js's lexer names the character it stops at; @0no-co/graphql.web's says "Unexpected token".
    expect(files.filter((_file, i) => sources[i]?.includes('Unexpected character: '))).toEqual([]);
    expect(sources.some((source) => source.includes('Syntax Error: Unexpected token at'))).toBe(true);
  });
});
