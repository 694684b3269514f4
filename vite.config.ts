import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { type DocumentNode, print, stripIgnoredCharacters } from 'graphql';
import vike from 'vike/plugin';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { CHAIN_OFF, configuredChainsFrom } from './data/chainRpcUrl.ts';
import { browserDataApiUrlFrom } from './data/dataApiUrl.ts';
import { extensionIdFrom } from './data/extensionId.ts';
import { documentOperationName } from './data/lazyDocument.ts';
import { limitOrderApiUrlFrom } from './data/limitOrderApi.ts';
import { withProtocolAddresses } from './protocol/chainProtocolAddresses.ts';
import { COMPILE_HINT, RENDERER_MODULE } from './renderer/appEntryAfterFirstPaint.ts';
import { buildPreviewSettings } from './renderer/buildPreviewSettings.ts';
import type { BuildChain } from './wallet/defineAppChain.ts';

/**
 * The browser reads the Data API at the URL the build used (`DATA_API_URL`, else the embedded one; with
 * a `DATA_API_KEY`, the edge's proxy on the site's origin); server code reads `process.env` at run time. The brand shown in the top bar is
 * the build's `BRAND_NAME` and the tab titles follow its title rules, as the preview tags do. The wallet
 * offers, and the trading pages read, the chains of the build's `CHAIN_RPC_URLS` (data/chainRpcUrl.ts).
 * The passkey sign-in page hands over to the extension `EXTENSION_ID` names (data/extensionId.ts).
 */
const { config, publicOrigin } = buildPreviewSettings();
/** graphql-request and the GraphQL parser and printer it uses: the Data API client loads them at its first call. */
const GRAPHQL_CLIENT_MODULES = /[\\/]node_modules[\\/](graphql-request|@0no-co[\\/]graphql\.web)[\\/]/;
/** vike's client router and its table of pages. */
const ROUTER_MODULES = /[\\/]node_modules[\\/](vike|@brillout)[\\/]|virtual:vike:global-entry/;

export default defineConfig({
  plugins: [react(), vike(), precompiledDocuments(), firstLoadCompileHints()],
  resolve: {
    // graphql-request imports graphql-js's parser and printer; the browser gets gql.tada's own small
    // implementation of the same API instead (13 KB gzip less on every first load; gql.tada's documents
    // are parsed by it already).
    // graphql-sse's package root also exports its server handler, which needs graphql-js's executor;
    // the browser needs its client only, which imports nothing from graphql.
    alias: [
      { find: /^graphql$/, replacement: '@0no-co/graphql.web' },
      {
        find: /^graphql-sse$/,
        replacement: fileURLToPath(new URL('./node_modules/graphql-sse/lib/client.mjs', import.meta.url)),
      },
    ],
  },
  define: {
    'import.meta.env.BUILD_DATA_API_URL': JSON.stringify(browserDataApiUrlFrom(process.env, publicOrigin)),
    'import.meta.env.BUILD_LIMIT_ORDER_API_URL': JSON.stringify(limitOrderApiUrlFrom(process.env)),
    'import.meta.env.BUILD_BRAND_NAME': JSON.stringify(config.brandName),
    'import.meta.env.BUILD_DEFAULT_PAGE_TITLE': JSON.stringify(config.defaultPageTitle),
    'import.meta.env.BUILD_CHAINS': JSON.stringify(buildChains()),
    'import.meta.env.BUILD_EXTENSION_ID': JSON.stringify(extensionIdFrom(process.env)),
  },
  build: {
    target: 'es2022',
    // One small stylesheet (about 10 KB) instead of a dozen render-blocking requests on first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      // gql.tada makes its default tag as its module loads; the browser's documents come precompiled
      // (precompiledDocuments below), so nothing there calls a tag: with the call known pure, the build
      // drops it.
      treeshake: { manualPureFunctions: ['initGraphQLTada'] },
      output: {
        // What about half the pages load first goes in one file: left to itself, the bundler cuts it
        // into a score of sub-kilobyte files, each gzipped apart and each with its own import glue
        // (3-6 KB gzip more on most first loads; `npm run bench -- pageWeight`). The router goes in a
        // file of its own: the browser runs a script and everything it imports in one task, so the
        // router's start and the app's modules, in one file, made the longest task of every first load.
        codeSplitting: {
          groups: [
            { name: 'router', test: ROUTER_MODULES, priority: 2 },
            // gql.tada's module names the GraphQL parser, though nothing in a first load calls it; left
            // to the shared group, the parser would go wherever gql.tada's import puts it.
            { name: 'graphql-client', test: GRAPHQL_CLIENT_MODULES, priority: 3 },
            { name: 'shared', tags: ['$initial'], minShareCount: 25, priority: 1 },
          ],
        },
      },
    },
  },
});

/**
 * The chains the app trades on, each real one other than Ethereum with its protocol's addresses from
 * the SDKs' tables (read here so that no page loads them); a build without a chain has nothing to trade on.
 */
function buildChains(): readonly BuildChain[] {
  const chains = configuredChainsFrom(process.env);
  if (chains.length === 0)
    throw new Error(
      `CHAIN_RPC_URL=${CHAIN_OFF} runs the Data API and the worker without a chain; a build needs one to trade on: unset it, or name a chain`,
    );
  return chains.map((chain) => (chain.local || chain.chainId === 1 ? chain : withProtocolAddresses(chain)));
}

/** The modules that hold the product's GraphQL operations: each exports documents and nothing else. */
const OPERATION_MODULE = /[\\/]data[\\/]operations[\\/][^\\/]+\.ts$/;
const LAZY_DOCUMENT_MODULE = fileURLToPath(new URL('./data/lazyDocument.ts', import.meta.url));

/**
 * The browser gets each GraphQL document as its compact text and its operation's name, never parsed
 * (data/lazyDocument.ts): the build runs the operation modules (their `graphql()` calls, fragments
 * included) and writes what they export. Parsing every operation as the page's code loaded cost each
 * first load tens of milliseconds of a phone's main thread, in the task that starts the page, and a
 * parser in every first load. The server build (prerender) keeps the source as written.
 */
function precompiledDocuments(): Plugin {
  return {
    name: 'precompiled-graphql-documents',
    apply: 'build',
    async transform(_code, id) {
      if (this.environment.name !== 'client' || !OPERATION_MODULE.test(id)) return;
      const exports: Record<string, unknown> = await import(pathToFileURL(id).href);
      const lines = Object.entries(exports).map(([name, value]) => {
        if (!isDocument(value))
          throw new Error(
            `${id} exports ${name}, which is not a GraphQL document: operation modules hold documents only`,
          );
        const text = stripIgnoredCharacters(print(value));
        const args = [text, documentOperationName(value)]
          .filter((arg) => arg !== undefined)
          .map((arg) => JSON.stringify(arg));
        return `export const ${name} = /*#__PURE__*/ lazyDocument(${args.join(', ')});`;
      });
      return {
        code: [`import { lazyDocument } from ${JSON.stringify(LAZY_DOCUMENT_MODULE)};`, ...lines].join('\n'),
        map: null,
      };
    },
  };
}

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';
}

/** vike's module for each page's client code: the page's first load imports it. */
const PAGE_ENTRY = 'virtual:vike:page-entry:client:';

/**
 * Marks the scripts of every page's first load with V8's compile hint. V8 otherwise compiles a
 * function on the main thread the first time it runs; on the first load nearly every function of the
 * router, React and the page runs at once, and that compiling was about a quarter of the router's start
 * task on a slow phone. With the hint V8 compiles them on a background thread while the file downloads.
 * Chunks loaded later (the wallet, charts, the Data API client) keep the default: most of their
 * functions never run on a given page.
 */
function firstLoadCompileHints(): Plugin {
  return {
    name: 'first-load-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After every other plugin's: vite puts its preload table (`__vite__mapDeps`) at the top of some chunks.
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const firstLoad = new Set<Rollup.OutputChunk>();
        const visit = (chunk: Rollup.OutputChunk | undefined) => {
          if (!chunk || firstLoad.has(chunk)) return;
          firstLoad.add(chunk);
          for (const imported of chunk.imports) visit(chunks.get(imported));
        };
        for (const chunk of chunks.values()) if (isFirstLoadRoot(chunk)) visit(chunk);
        for (const chunk of firstLoad) {
          chunk.code = COMPILE_HINT + chunk.code;
          // The hint is one line more at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

function isFirstLoadRoot(chunk: Rollup.OutputChunk): boolean {
  const facade = chunk.facadeModuleId ?? '';
  return chunk.isEntry || facade.startsWith(PAGE_ENTRY) || facade.endsWith(RENDERER_MODULE);
}
