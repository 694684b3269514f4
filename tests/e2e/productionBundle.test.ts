import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE, COMPILE_HINT } from '../../renderer/appEntryAfterFirstPaint.ts';

const ASSETS_DIR = path.resolve('dist/client/assets');
const FIRST_LOAD_TEMPLATE = new RegExp(`<template ${APP_SCRIPTS_ATTRIBUTE}>(.*?)</template>`);

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

  it.each(['index.html', 'explore/transactions/index.html', 'swap/index.html'])(
    "%s: each script of the first load starts with V8's compile hint; a chunk loaded later does not",
    async (page) => {
      const html = await readFile(path.resolve('dist/client', page), 'utf8');
      const firstLoad = [
        ...(FIRST_LOAD_TEMPLATE.exec(html)?.[1] ?? '').matchAll(/href="\/assets\/([^"]+\.js)"/g),
      ].map(([, file]) => file as string);
      expect(firstLoad.length).toBeGreaterThan(3);
      const tops = await Promise.all(
        firstLoad.map(async (file) =>
          (await readFile(path.join(ASSETS_DIR, file), 'utf8')).slice(0, COMPILE_HINT.length),
        ),
      );
      expect(firstLoad.filter((_file, i) => tops[i] !== COMPILE_HINT)).toEqual([]);

      // The Data API client (graphql-request and its parser) loads at a page's first query, not with the page.
      const files = (await readdir(ASSETS_DIR, { recursive: true })).filter((file) => file.endsWith('.js'));
      const sources = await Promise.all(files.map((file) => readFile(path.join(ASSETS_DIR, file), 'utf8')));
      const client = files.find((_file, i) => sources[i]?.includes('Syntax Error: Unexpected token at'));
      expect(client).toBeDefined();
      expect(firstLoad).not.toContain(client);
      expect(sources[files.indexOf(client as string)]?.startsWith(COMPILE_HINT)).toBe(false);
    },
  );
});
