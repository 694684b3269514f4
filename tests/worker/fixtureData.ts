/**
 * What the loopback fixture servers hold, shared by the servers (Node) and the tests (workerd). Each
 * address stands for one case the edge must handle.
 */
export const address = (digit: string, length = 40) => `0x${digit.repeat(length)}`;

export const TOKENS = {
  /** A plain token with a red PNG logo. */
  pngLogo: address('1'),
  jpegLogo: address('2'),
  redirectLogo: address('3'),
  slowLogo: address('4'),
  oversizedLogo: address('5'),
  htmlLogo: address('6'),
  /** No symbol: invalid, so "Token not found." */
  noSymbol: address('7'),
  /** The Data API takes longer than the edge's 5 s bound for this one. */
  slowDataApi: address('8'),
  /** Prerendered at build, but the Data API is slow for it: its page must not wait. */
  prerenderedSlow: address('56', 20),
  /** Prerendered at build: its page and PNG are files in the fixture site. */
  prerendered: address('9'),
  /** Unknown to the Data API, but the build wrote its preview record: the edge reads that. */
  recordOnly: address('78', 20),
  hostileName: address('a'),
  /** A loopback logo: drawn only while the config allows the local network. */
  loopbackLogo: address('34', 20),
  /** Rendered once with its fonts out of reach (500), then normally. */
  unrenderable: address('12', 20),
  /** Rendered only with the fonts binding failing: its fonts come from the site's own path. */
  fontFallback: address('ab', 20),
  /** A record of it sits in the cache under an older card template version: never used. */
  olderTemplate: address('ef', 20),
  /** Its preview record is forged into the cache by the tests, then changed. */
  changingCard: address('cd', 20),
  /** Named and symbolled with a lone surrogate (issue 24). */
  loneSurrogate: address('4e', 20),
  /** Named with the Data API key the proxy tests give the edge: a Data API that repeats the key. */
  namedAfterKey: address('6b', 20),
} as const;

/** The `DATA_API_KEY` secret the proxy tests bind; the fixture Data API logs each key it is sent. */
export const FIXTURE_DATA_API_KEY = 'fixture-key-5f0c1e9a7d2b';

export const POOLS = {
  /** Found in V4 only. */
  v4Only: address('b', 64),
  /** V4 query fails, V3 and V2 both find it: V3 wins. */
  v4FailsV3Found: address('c'),
  /** Only a V2 pair. */
  v2Only: address('d'),
  /** V4, V3 and V2 all find it: V4 wins. */
  everywhere: address('e'),
  /** A V4 pool with a third-party hook, on Ethereum: read-only on the local chain. */
  v4Hooked: address('bc', 32),
  /** A V3 pool whose first token's symbol has a lone surrogate (issue 24). */
  loneSurrogate: address('e4', 20),
} as const;

/** Owners of portfolios: the edge sends a portfolio page's first answer with its shell. */
export const PORTFOLIOS = {
  /** Holds one token, named with the hostile name. */
  held: address('9a', 20),
  /** The Data API takes longer than the edge waits for this one. */
  slow: address('8b', 20),
} as const;

export const PORTFOLIO_TOTAL_USD = 1234.5;

/** Auctions of token launches the fixture Data API knows: one named with the hostile name. */
export const LAUNCHES = {
  hostileName: address('c1', 20),
} as const;

export const UNKNOWN_ADDRESS = address('f');

export const LOGO_COLOURS = {
  png: { red: 200, green: 40, blue: 40 },
  jpeg: { red: 30, green: 90, blue: 200 },
} as const;

export const HOSTILE_NAME = '"><script>alert(1)</script></head>&';

/** The name issue 24 was filed with: the Data API's JSON may carry a lone surrogate as `\ud800`. */
export const LONE_SURROGATE_NAME = 'lone\ud800surrogate';

/**
 * A token and a V3 pool for each hostile name (tests/hostileNames.ts), by its index: the token is named
 * and symbolled with it, the pool's tokens are symbolled with it.
 */
export const hostileNameToken = (index: number) =>
  `0x${'7e'.repeat(18)}${index.toString(16).padStart(4, '0')}`;
export const hostileNamePool = (index: number) =>
  `0x${'5e'.repeat(18)}${index.toString(16).padStart(4, '0')}`;

/** A position NFT's picture as the descriptors write it (a small SVG, base64). */
export const GOOD_POSITION_PICTURE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="290" height="500"><rect width="290" height="500"/></svg>')}`;
/** A UTF-8 SVG data URL the app accepts, whose text would leave an attribute it was not escaped in. */
export const HOSTILE_POSITION_PICTURE = `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"/>" onerror="alert(1)'><script>alert(2)</script>`;
/** An SVG past the 64 KB bound. */
export const OVERSIZED_POSITION_PICTURE = `data:image/svg+xml;base64,${'PHN2Zy8+'.repeat(9000)}`;

/** Position NFTs the fixture Data API knows (V3 and V4 alike), by token id: each names its picture's case. */
export const POSITION_PICTURES: Record<string, string | null> = {
  '7001': GOOD_POSITION_PICTURE,
  '7002': HOSTILE_POSITION_PICTURE,
  '7003': OVERSIZED_POSITION_PICTURE,
  '7004': 'data:image/png;base64,iVBORw0KGgo=',
  '7005': 'https://tracker.example/position.svg',
  '7006': 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '7007': null,
};

/** Ports the global setup's servers listen on, handed to the worker's bindings and to the tests. */
export interface FixturePorts {
  dataApiPort: number;
  logoPort: number;
  sitePort: number;
  /** Another service on the logo server's address, which no logo fetch may reach. */
  canaryPort: number;
  /** Every card asset (fonts, fallback fonts, emoji), for cards drawn with the build's full set. */
  cardAssetsPort: number;
}

/** What the fixture Data API saw of one request (its `GET /seen` lists them, oldest first). */
export interface SeenDataApiRequest {
  method: string;
  url: string;
  apiKey: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext extends FixturePorts {}
}
