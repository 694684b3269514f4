import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { encode as encodePng } from 'fast-png';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { encode as encodeJpeg } from 'jpeg-js';
import type { TestProject } from 'vitest/node';
import { dataApiTypeDefs } from '../../backend/dataApiSchema.ts';
import { DATA_API_KEY_HEADER } from '../../data/dataApiKey.ts';
import { previewSiteAssetFiles } from '../../scripts/previews/previewSiteAssets.ts';
import { hostileNames } from '../hostileNames.ts';
import {
  address,
  FIXTURE_DATA_API_KEY,
  HOSTILE_NAME,
  hostileNamePool,
  hostileNameToken,
  LAUNCHES,
  LOGO_COLOURS,
  LONE_SURROGATE_NAME,
  POOLS,
  PORTFOLIO_TOTAL_USD,
  PORTFOLIOS,
  POSITION_PICTURES,
  type SeenDataApiRequest,
  TOKENS,
} from './fixtureData.ts';
import { FIXTURE_SITE_DIR } from './fixtureSite.ts';

/**
 * Loopback fixture servers for the worker tests (vitest global setup): a Data API answering the
 * preview queries against the real schema, a logo server with every hostile behaviour the logo policy
 * must bound, and the fixture site on its own origin (the font fallback path).
 */
export default async function setup(project: TestProject) {
  const logos = await listen(logoServer());
  const logoBase = `http://127.0.0.1:${port(logos)}`;
  const dataApi = await listen(dataApiServer(logoBase));
  const canaryHits: string[] = [];
  const canary = await listen(canaryServer(canaryHits));
  const site = await listen(siteServer(canaryHits));
  const cardAssets = await listen(cardAssetServer(await previewSiteAssetFiles()));
  project.provide('dataApiPort', port(dataApi));
  project.provide('logoPort', port(logos));
  project.provide('sitePort', port(site));
  project.provide('canaryPort', port(canary));
  project.provide('cardAssetsPort', port(cardAssets));
  return async () => {
    for (const server of [logos, dataApi, site, canary, cardAssets]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
}

function dataApiServer(logoBase: string): Server {
  const token = (address: string, symbol: string | null, name: string, logo?: string) => ({
    id: `Token:ETHEREUM_${address}`,
    chain: 'ETHEREUM',
    address,
    symbol,
    name,
    project: { id: `TokenProject:${address}`, logoUrl: logo && `${logoBase}${logo}` },
  });
  const tokens = new Map(
    [
      token(TOKENS.pngLogo, 'FIX', 'Fixture Coin', '/logo.png'),
      token(TOKENS.jpegLogo, 'JPG', 'Jpeg Coin', '/logo.jpg'),
      token(TOKENS.redirectLogo, 'RDR', 'Redirect Coin', '/redirect.png'),
      token(TOKENS.slowLogo, 'SLO', 'Slow Coin', '/slow.png'),
      token(TOKENS.oversizedLogo, 'BIG', 'Oversized Coin', '/oversized.png'),
      token(TOKENS.htmlLogo, 'HTM', 'Html Coin', '/page.html'),
      token(TOKENS.noSymbol, null, 'Nameless Coin'),
      token(TOKENS.slowDataApi, 'LAG', 'Lagging Coin'),
      token(TOKENS.prerendered, 'PRE', 'Prerendered Coin'),
      token(TOKENS.hostileName, 'EVIL', HOSTILE_NAME),
      token(TOKENS.unrenderable, 'UNR', 'Unrenderable Coin'),
      token(TOKENS.fontFallback, 'FNT', 'Font Fallback Coin'),
      token(TOKENS.loopbackLogo, 'LOOP', 'Loopback Coin', '/logo.png'),
      token(TOKENS.prerenderedSlow, 'PSL', 'Prerendered Slow Coin'),
      token(TOKENS.olderTemplate, 'CUR', 'Current Coin'),
      token(TOKENS.loneSurrogate, LONE_SURROGATE_NAME, LONE_SURROGATE_NAME),
      token(TOKENS.namedAfterKey, 'KEY', FIXTURE_DATA_API_KEY),
      ...hostileNames().map(({ text }, index) => token(hostileNameToken(index), text, text)),
    ].map((entry) => [entry.address, entry]),
  );
  const hostilePools = new Map<string, [string, string]>([
    [POOLS.loneSurrogate, [LONE_SURROGATE_NAME, 'WETH']],
    ...hostileNames().map(({ text }, index): [string, [string, string]] => [
      hostileNamePool(index),
      [text, `${text}2`],
    ]),
  ]);
  const pool = (version: 'V2' | 'V3' | 'V4', id: string, symbols: [string, string]) => ({
    id: `${version}:${id}`,
    protocolVersion: version,
    chain: 'ETHEREUM',
    ...(version === 'V4' ? { poolId: id } : { address: id }),
    feeTier: version === 'V2' ? undefined : 500,
    isDynamicFee: false,
    token0: token(`${id}0`, symbols[0], symbols[0], '/logo.png'),
    token1: token(`${id}1`, symbols[1], symbols[1]),
  });
  const portfolio = (owner: string) => ({
    id: `Portfolio:${owner}`,
    ownerAddress: owner,
    tokensTotalDenominatedValue: { id: `Amount:${owner}`, value: PORTFOLIO_TOTAL_USD, currency: 'USD' },
    tokenBalances: [
      {
        id: `TokenBalance:${owner}`,
        quantity: 2,
        isHidden: false,
        denominatedValue: { id: `Amount:${owner}:balance`, value: PORTFOLIO_TOTAL_USD, currency: 'USD' },
        token: { ...token(TOKENS.hostileName, 'EVIL', HOSTILE_NAME), decimals: 18, standard: 'ERC20' },
      },
    ],
  });
  const position = (protocolVersion: string, id: string) => ({
    chain: 'ETHEREUM',
    protocolVersion,
    id,
    owner: address('1'),
    pool: address('2'),
    token0: { ...token(TOKENS.pngLogo, 'FIX', 'Fixture Coin'), decimals: 18 },
    token1: { ...token(TOKENS.jpegLogo, 'JPG', 'Jpeg Coin'), decimals: 18 },
    fee: 500,
    tickSpacing: 10,
    hook: null,
    tickLower: -600,
    tickUpper: 600,
    currentTick: 0,
    sqrtPriceX96: (1n << 96n).toString(),
    liquidity: '1000',
    amount0: '1',
    amount1: '1',
    fees0: '0',
    fees1: '0',
    status: 'IN_RANGE',
    valueUsd: null,
    image: POSITION_PICTURES[id],
  });
  const resolvers = {
    Query: {
      portfolios: async (_: unknown, args: { ownerAddresses: string[] }) => {
        if (args.ownerAddresses.includes(PORTFOLIOS.slow))
          await new Promise((resolve) => setTimeout(resolve, 120_000).unref());
        return args.ownerAddresses.map((owner) => (owner === PORTFOLIOS.held ? portfolio(owner) : null));
      },
      token: async (_: unknown, args: { address: string }) => {
        // Never within a test: only the edge's own bound ends the wait.
        if (args.address === TOKENS.slowDataApi || args.address === TOKENS.prerenderedSlow)
          await new Promise((resolve) => setTimeout(resolve, 120_000).unref());
        return tokens.get(args.address.toLowerCase()) ?? null;
      },
      v4Pool: (_: unknown, args: { poolId: string }) => {
        if (args.poolId === POOLS.v4FailsV3Found) throw new GraphQLError('v4 index unavailable');
        if (args.poolId === POOLS.v4Only) return pool('V4', args.poolId, ['AAA', 'BBB']);
        if (args.poolId === POOLS.v4Hooked)
          return {
            ...pool('V4', args.poolId, ['HKA', 'HKB']),
            hook: { id: 'Hook', address: address('9') },
          };
        if (args.poolId === POOLS.everywhere) return pool('V4', args.poolId, ['V4A', 'V4B']);
        return null;
      },
      v3Pool: (_: unknown, args: { address: string }) => {
        const hostile = hostilePools.get(args.address);
        if (hostile) return pool('V3', args.address, hostile);
        return args.address === POOLS.v4FailsV3Found || args.address === POOLS.everywhere
          ? pool('V3', args.address, ['V3A', 'V3B'])
          : null;
      },
      // The launches extension: one launch, named and described with the hostile name, live.
      tokenLaunch: (_: unknown, args: { auctionAddress: string }) =>
        args.auctionAddress.toLowerCase() === LAUNCHES.hostileName
          ? {
              id: `TokenLaunch:ETHEREUM_${LAUNCHES.hostileName}`,
              chain: 'ETHEREUM',
              auctionAddress: LAUNCHES.hostileName,
              tokenAddress: address('c2', 20),
              name: HOSTILE_NAME,
              symbol: 'EVIL',
              decimals: 18,
              description: `Sells ${HOSTILE_NAME}`,
              totalSupply: '1000',
              auctionSupply: '10',
              floorPrice: '1',
              phase: 'LIVE',
            }
          : null,
      // The positions extension: only the picture cases (POSITION_PICTURES); other ids are no one's.
      position: (_: unknown, args: { protocolVersion: string; id: string }) =>
        args.id in POSITION_PICTURES ? position(args.protocolVersion, args.id) : null,
      v2Pair: (_: unknown, args: { address: string }) =>
        [POOLS.v4FailsV3Found, POOLS.v2Only, POOLS.everywhere].includes(args.address as never)
          ? pool('V2', args.address, ['V2A', 'V2B'])
          : null,
    },
  };
  const yoga = createYoga({
    schema: createSchema({ typeDefs: dataApiTypeDefs(), resolvers }),
    logging: false,
    maskedErrors: false,
  });
  // Every request it answers, with the key it carried: the proxy tests read them at `GET /seen`.
  const seen: SeenDataApiRequest[] = [];
  return createServer((request, response) => {
    if (request.url === '/seen') {
      return send(response, 200, 'application/json', new TextEncoder().encode(JSON.stringify(seen)));
    }
    const apiKey = request.headers[DATA_API_KEY_HEADER];
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      apiKey: apiKey ? String(apiKey) : null,
    });
    return yoga(request, response);
  });
}

function logoServer(): Server {
  const solid = (colour: { red: number; green: number; blue: number }) => {
    const data = new Uint8Array(64 * 64 * 3);
    for (let i = 0; i < data.length; i += 3) data.set([colour.red, colour.green, colour.blue], i);
    return data;
  };
  const png = encodePng({ width: 64, height: 64, data: solid(LOGO_COLOURS.png), channels: 3, depth: 8 });
  const rgba = new Uint8Array(64 * 64 * 4);
  const rgb = solid(LOGO_COLOURS.jpeg);
  for (let p = 0; p < 64 * 64; p++)
    rgba.set([rgb[p * 3] ?? 0, rgb[p * 3 + 1] ?? 0, rgb[p * 3 + 2] ?? 0, 255], p * 4);
  const jpeg = encodeJpeg({ width: 64, height: 64, data: rgba }, 95).data;
  return createServer((request, response) => {
    switch (request.url) {
      case '/logo.png':
        return send(response, 200, 'image/png', png);
      case '/logo.jpg':
        return send(response, 200, 'image/jpeg', jpeg);
      case '/redirect.png':
        response.writeHead(302, { Location: '/logo.png' }).end();
        return;
      case '/slow.png':
        response.writeHead(200, { 'Content-Type': 'image/png' });
        response.write(png.subarray(0, 100));
        setTimeout(() => response.end(png.subarray(100)), 10_000).unref();
        return;
      case '/oversized.png': {
        // No Content-Length: the cap must hold on the streamed body, not only on the header.
        response.writeHead(200, { 'Content-Type': 'image/png' });
        const chunk = new Uint8Array(256 * 1024);
        for (let i = 0; i < 12; i++) response.write(chunk);
        response.end();
        return;
      }
      case '/page.html':
        return send(response, 200, 'text/html', new TextEncoder().encode('<html>not a logo</html>'));
      default:
        return send(response, 404, 'text/plain', new TextEncoder().encode('no such logo'));
    }
  });
}

/**
 * Another service on the logo server's address: no logo fetch may ever reach it. It answers like a
 * logo server would, and keeps every request it sees for the site server's `/canary-hits`.
 */
function canaryServer(hits: string[]): Server {
  return createServer((request, response) => {
    hits.push(`${request.method} ${request.headers.host} ${request.url}`);
    send(response, 200, 'image/png', new Uint8Array(8));
  });
}

/** Every asset a card draws (Inter, Noto fallbacks and their index, Twemoji, chain logos), as the build writes them. */
function cardAssetServer(files: Awaited<ReturnType<typeof previewSiteAssetFiles>>): Server {
  return createServer(async (request, response) => {
    const read = files.get(new URL(request.url ?? '/', 'http://assets').pathname);
    if (!read) return send(response, 404, 'text/plain', new TextEncoder().encode('not found'));
    send(response, 200, 'application/octet-stream', await read());
  });
}

/** The fixture site on its own origin: where the worker falls back for fonts when the binding fails. */
function siteServer(canaryHits: readonly string[]): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/canary-hits')
      return send(response, 200, 'application/json', new TextEncoder().encode(JSON.stringify(canaryHits)));
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
    try {
      const body = readFileSync(join(FIXTURE_SITE_DIR, path));
      send(response, 200, extname(path) === '.woff' ? 'font/woff' : 'application/octet-stream', body);
    } catch {
      send(response, 404, 'text/plain', new TextEncoder().encode('not found'));
    }
  });
}

function send(response: ServerResponse, status: number, type: string, body: Uint8Array): void {
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': body.byteLength }).end(body);
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function port(server: Server): number {
  return (server.address() as AddressInfo).port;
}
