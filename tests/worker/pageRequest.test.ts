import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_ANSWER_SLOT_ATTRIBUTE, FIRST_ANSWER_SLOTS } from '../../data/firstAnswers.ts';
import type { ResultOf } from '../../data/graphql.ts';
import type { PoolRow } from '../../data/hooks/poolRow.ts';
import { MultiplePortfolioBalances } from '../../data/operations/portfolioBalances.ts';
import { poolDetailsKey } from '../../data/poolDetails.ts';
import { readOnlyNote } from '../../data/poolReadOnly.ts';
import { portfolioBalancesVariables } from '../../data/portfolioVariables.ts';
import { dataApiQueryKey } from '../../data/queryKey.ts';
import { type TokenDetailsData, tokenDetailsKey } from '../../data/tokenDetails.ts';
import { USD_DISPLAY } from '../../money/displayCurrency.ts';
import { formatPrice, formatUsd } from '../../money/formatMoney.ts';
import { FIRST_ANSWER_WAIT_MS } from '../../worker/firstAnswer.ts';
import {
  address,
  HOSTILE_NAME,
  LONE_SURROGATE_NAME,
  POOLS,
  PORTFOLIO_TOTAL_USD,
  PORTFOLIOS,
  TOKENS,
  UNKNOWN_ADDRESS,
} from './fixtureData.ts';
import { firstAnswersOf, headOf } from './pageHead.ts';
import { workerFetch } from './workerFetch.ts';

const publicOrigin = `http://127.0.0.1:${inject('sitePort')}`;

describe('page requests', () => {
  it('tags a long-tail token page from its shell with the token preview', async () => {
    const response = await workerFetch(
      `/explore/tokens/ethereum/${TOKENS.pngLogo.toUpperCase().replace('0X', '0x')}`,
    );
    expect(response.status).toBe(200);
    const { title, content } = await headOf(response);
    expect(title).toBe('Get FIX on Uniswap');
    expect(content('og:title')).toEqual(['Get FIX on Uniswap']);
    // Canonical: lower-case chain and address, origin from PUBLIC_ORIGIN.
    expect(content('og:url')).toEqual([`${publicOrigin}/explore/tokens/ethereum/${TOKENS.pngLogo}`]);
    expect(content('og:image')[0]).toMatch(
      new RegExp(`^${publicOrigin}/api/image/tokens/ethereum/${TOKENS.pngLogo}\\?v=[0-9a-f]{16}$`),
    );
    expect(content('twitter:card')).toEqual(['summary_large_image']);
    expect(content('x:preview')).toHaveLength(1);
  });

  it('tags a page from the preview record the build wrote, without asking the Data API', async () => {
    // The Data API fixture knows no such token: only the record beside its prerendered card names it.
    const { title, content } = await headOf(
      await workerFetch(`/explore/tokens/ETHEREUM/${TOKENS.recordOnly.toUpperCase().replace('0X', '0x')}`),
    );
    expect(title).toBe('Get BUILT on Uniswap');
    expect(content('og:url')).toEqual([`${publicOrigin}/explore/tokens/ethereum/${TOKENS.recordOnly}`]);
    expect(content('og:image')[0]).toMatch(
      new RegExp(
        `^${publicOrigin}/images/previews/tokens/ethereum/${TOKENS.recordOnly}\\.png\\?v=[0-9a-f]{16}$`,
      ),
    );
  });

  it('drops the ETag of the file it tagged', async () => {
    const shell = await env.ASSETS.fetch('http://edge.test/explore/tokens/_shell/_shell');
    expect(shell.headers.get('ETag')).toBeTruthy();
    const page = await workerFetch(`/explore/tokens/ethereum/${TOKENS.jpegLogo}`);
    expect(page.headers.get('ETag')).toBeNull();
  });

  it('tags a long-tail pool page with the pool preview', async () => {
    const { title, content } = await headOf(
      await workerFetch(`/explore/pools/ethereum/${POOLS.v4FailsV3Found}`),
    );
    expect(title).toBe('V3A/V3B on Uniswap');
    expect(content('og:image:alt')[0]).toContain('V3');
    expect(content('og:image')[0]).toContain(`/api/image/pools/ethereum/${POOLS.v4FailsV3Found}?v=`);
  });

  it('escapes hostile token names in the tags', async () => {
    const response = await workerFetch(`/explore/tokens/ethereum/${TOKENS.hostileName}`);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    const { content } = await headOf(html);
    expect(content('og:image:alt')[0]).toContain(HOSTILE_NAME);
  });

  it('answers a token or pool page whose name has a lone surrogate, the surrogate made U+FFFD', async () => {
    // The fixture's name really is ill-formed, as the Data API's JSON can carry it (`\ud800`).
    expect(LONE_SURROGATE_NAME.isWellFormed()).toBe(false);
    const wellFormed = 'lone\uFFFDsurrogate';
    const token = await workerFetch(`/explore/tokens/ethereum/${TOKENS.loneSurrogate}`);
    expect(token.status).toBe(200);
    const tokenHtml = await token.text();
    expect((await headOf(tokenHtml)).title).toBe(`Get ${wellFormed} on Uniswap`);
    expect(tokenHtml).toContain(`${FIRST_ANSWER_SLOTS.tokenName}">${wellFormed}</span>`);
    expect((firstAnswersOf(tokenHtml)[0]?.data as TokenDetailsData | undefined)?.name).toBe(wellFormed);

    const pool = await workerFetch(`/explore/pools/ethereum/${POOLS.loneSurrogate}`);
    expect(pool.status).toBe(200);
    const poolHtml = await pool.text();
    const { title, content } = await headOf(poolHtml);
    expect(title).toBe(`${wellFormed}/WETH on Uniswap`);
    expect(content('og:image:alt')[0]).toContain(wellFormed);
    expect(poolHtml).toContain(`${FIRST_ANSWER_SLOTS.poolPair}">${wellFormed} / WETH</span>`);

    // And their cards, drawn from the same records.
    for (const kind of ['tokens', 'pools'] as const) {
      const at = kind === 'tokens' ? TOKENS.loneSurrogate : POOLS.loneSurrogate;
      const card = await workerFetch(`/api/image/${kind}/ethereum/${at}`);
      expect(card.status, kind).toBe(200);
      expect(card.headers.get('Content-Type'), kind).toBe('image/png');
      await card.arrayBuffer();
    }
  });

  it('does not tag a prerendered page twice', async () => {
    const response = await workerFetch(`/explore/tokens/ethereum/${TOKENS.prerendered}`);
    const { content } = await headOf(response);
    expect(content('x:preview')).toHaveLength(1);
    expect(content('og:title')).toHaveLength(1);
    expect(content('og:url')[0]).toBe('https://build.example/prerendered');
  });

  it('never holds a prerendered page up for a slow Data API', async () => {
    // The Data API never answers for this token and the edge would wait a minute: the page can only
    // arrive within the test's time if it does not wait for the Data API at all.
    const response = await workerFetch(
      `/explore/tokens/ethereum/${TOKENS.prerenderedSlow}`,
      {},
      { DATA_API_TIMEOUT_MS: '60000' },
    );
    const { content } = await headOf(response);
    expect(content('og:url')).toEqual(['https://build.example/prerendered-slow']);
  });

  it('gives /swap-style routes the default tags', async () => {
    const { title, content } = await headOf(await workerFetch('/swap'));
    expect(title).toBe('Uniswap Interface');
    expect(content('og:url')).toEqual([`${publicOrigin}/swap`]);
    expect(content('og:image')[0]).toMatch(new RegExp(`^${publicOrigin}/images/[0-9a-f]{16}\\.png$`));
    expect(content('description')[0]).toContain('The DeFi platform trusted by millions.');
  });

  it('gives an unknown token the default tags', async () => {
    const { title } = await headOf(await workerFetch(`/explore/tokens/ethereum/0x${'0'.repeat(40)}`));
    expect(title).toBe('Uniswap Interface');
  });

  it('sends the page with the default tags once the Data API bound has passed', async () => {
    // The Data API never answers for this token: only the bound (DATA_API_TIMEOUT_MS) ends the wait.
    const { title } = await headOf(await workerFetch(`/explore/tokens/ethereum/${TOKENS.slowDataApi}`));
    expect(title).toBe('Uniswap Interface');
  });

  it('takes og:url from PUBLIC_ORIGIN, never from Host or forwarded headers', async () => {
    const response = await workerFetch('/swap', {
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    const { content } = await headOf(response);
    expect(content('og:url')).toEqual([`${publicOrigin}/swap`]);
  });

  it('turns the blocked-paths header into the x:blocked-paths meta tag, escaped', async () => {
    const response = await workerFetch('/swap', { headers: { 'x-blocked-paths': '/buy,"/sell"' } });
    const { metas } = await headOf(response);
    expect(metas.find((meta) => meta.property === 'x:blocked-paths')?.content).toBe('/buy,"/sell"');
  });

  it('passes a non-HTML answer on a page route untouched', async () => {
    const response = await workerFetch('/explore/toucan/report.json');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"not":"html"}');
  });

  it('passes a non-200 answer on a page route untouched', async () => {
    const missing = await workerFetch('/nfts/profile');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('x:preview');
    const redirect = await workerFetch('/swap/', { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(await redirect.text()).not.toContain('x:preview');
  });

  it('passes paths that are not page routes straight to the assets', async () => {
    const response = await workerFetch('/robots.txt');
    expect(await response.text()).toBe('User-agent: *\n');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('first answers of long-tail pages', () => {
  it('sends a portfolio page with its total in the skeleton and its balances for the app, escaped', async () => {
    for (const path of [`/portfolio/${PORTFOLIOS.held}`, `/portfolio/${PORTFOLIOS.held}/activity`]) {
      const response = await workerFetch(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(
        `<span ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.portfolioTotal}">${formatUsd(PORTFOLIO_TOTAL_USD, USD_DISPLAY)}</span>`,
      );
      // The token's hostile name travels as data, never as markup.
      expect(html).not.toContain('<script>alert(1)');
      const variables = portfolioBalancesVariables(PORTFOLIOS.held, false);
      const [answer, ...more] = firstAnswersOf(html);
      expect(more).toEqual([]);
      expect(answer?.key).toBe(dataApiQueryKey(MultiplePortfolioBalances, variables));
      const data = answer?.data as ResultOf<typeof MultiplePortfolioBalances>;
      expect(data.portfolios?.[0]?.tokensTotalDenominatedValue?.value).toBe(PORTFOLIO_TOTAL_USD);
      expect(data.portfolios?.[0]?.tokenBalances?.[0]?.token?.name).toBe(HOSTILE_NAME);
    }
  });

  it('sends a long-tail token page with its name, symbol and price, escaped, and its token for the app', async () => {
    const filled = (slot: string, text: string) =>
      `<span ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${slot}">${text}</span>`;
    const plain = await (await workerFetch(`/explore/tokens/ethereum/${TOKENS.pngLogo}`)).text();
    expect(plain).toContain(filled(FIRST_ANSWER_SLOTS.tokenName, 'Fixture Coin'));
    expect(plain).toContain(filled(FIRST_ANSWER_SLOTS.tokenSymbol, 'FIX'));
    expect(plain).toContain(filled(FIRST_ANSWER_SLOTS.tokenPrice, formatPrice(undefined, USD_DISPLAY)));
    const [answer] = firstAnswersOf(plain);
    expect(answer?.key).toBe(tokenDetailsKey('ETHEREUM', TOKENS.pngLogo));
    expect((answer?.data as TokenDetailsData | undefined)?.name).toBe('Fixture Coin');

    const hostile = await (await workerFetch(`/explore/tokens/ethereum/${TOKENS.hostileName}`)).text();
    // Text escaping (quotes need none outside attributes).
    const asText = HOSTILE_NAME.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(hostile).toContain(filled(FIRST_ANSWER_SLOTS.tokenName, asText));
    expect(hostile).not.toContain('<script>alert(1)');
    expect((firstAnswersOf(hostile)[0]?.data as TokenDetailsData | undefined)?.name).toBe(HOSTILE_NAME);

    // A token the Data API does not know: its answer says so, and the skeletons stay.
    const unknown = await (await workerFetch(`/explore/tokens/ethereum/${UNKNOWN_ADDRESS}`)).text();
    expect(firstAnswersOf(unknown)).toEqual([
      { key: tokenDetailsKey('ETHEREUM', UNKNOWN_ADDRESS), data: null },
    ]);
    expect(unknown).toContain(`${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.tokenPrice}"></span>`);
  });

  it('sends a long-tail pool page with its pair, and the read-only note its listing tells', async () => {
    const hooked = await (await workerFetch(`/explore/pools/ethereum/${POOLS.v4Hooked}`)).text();
    expect(hooked).toContain(
      `<span ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.poolPair}">HKA / HKB</span>`,
    );
    expect(hooked).toContain(
      `<p class="pool-read-only small muted" role="note" ${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.poolReadOnlyNote}">${readOnlyNote('third-party hook')}</p>`,
    );
    const [answer] = firstAnswersOf(hooked);
    expect(answer?.key).toBe(poolDetailsKey('ETHEREUM', POOLS.v4Hooked));
    expect((answer?.data as PoolRow | undefined)?.hookAddress).toBe(address('9'));

    // No hook: the note's place stays empty (the page asks the chain itself); not a traded chain: no note.
    for (const path of [`/explore/pools/ethereum/${POOLS.v4Only}`, `/explore/pools/base/${POOLS.v4Hooked}`]) {
      const html = await (await workerFetch(path)).text();
      expect(html).toContain(`${FIRST_ANSWER_SLOT_ATTRIBUTE}="${FIRST_ANSWER_SLOTS.poolReadOnlyNote}"></p>`);
    }
  });

  it('sends the skeleton as built when the Data API is late or the address is not one', async () => {
    for (const path of [
      `/portfolio/${PORTFOLIOS.slow}`,
      '/portfolio/not-an-address',
      `/explore/tokens/ethereum/${TOKENS.slowDataApi}`,
    ]) {
      const started = Date.now();
      const response = await workerFetch(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`class="skeleton"`);
      expect(html).toMatch(new RegExp(`${FIRST_ANSWER_SLOT_ATTRIBUTE}="[a-z-]+"></span>`));
      expect(firstAnswersOf(html)).toEqual([]);
      // Bounded by the edge's Data API bound (500 ms in these tests), never by the Data API.
      expect(Date.now() - started).toBeLessThan(FIRST_ANSWER_WAIT_MS * 10);
    }
  });
});

describe('security headers', () => {
  const dataApiOrigin = `http://127.0.0.1:${inject('dataApiPort')}`;
  const directives = (response: Response) =>
    (response.headers.get('Content-Security-Policy') ?? '').split('; ');

  it.each([
    ['a long-tail token page', `/explore/tokens/ethereum/${TOKENS.pngLogo}`],
    ['a prerendered page', `/explore/tokens/ethereum/${TOKENS.prerendered}`],
    ['a page off the page routes', '/index.html'],
    ['a route with default tags', '/swap'],
  ])('%s carries the CSP, referrer, permissions and framing headers', async (_case, path) => {
    const response = await workerFetch(path);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(directives(response)).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        expect.stringMatching(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}$/),
        `img-src 'self' data: blob: ${dataApiOrigin}`,
        `connect-src 'self' ${dataApiOrigin} http://127.0.0.1:8545 ws://127.0.0.1:8545`,
        "frame-ancestors 'none'",
      ]),
    );
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // PUBLIC_ORIGIN is http here: no HSTS.
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('allows the chain RPC it is told, over http and ws, and sends HSTS on an https public origin', async () => {
    const response = await workerFetch(
      '/swap',
      {},
      { PUBLIC_ORIGIN: 'https://swap.example', CHAIN_RPC_URL: 'https://rpc.example:8443/v1' },
    );
    expect(directives(response)).toContain(
      `connect-src 'self' ${dataApiOrigin} https://rpc.example:8443 wss://rpc.example:8443`,
    );
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows every chain of CHAIN_RPC_URLS, each over http and ws', async () => {
    const response = await workerFetch(
      '/swap',
      {},
      { CHAIN_RPC_URLS: '{"ETHEREUM":"http://127.0.0.1:28545","BASE":"https://base.example/rpc"}' },
    );
    expect(directives(response)).toContain(
      `connect-src 'self' ${dataApiOrigin} http://127.0.0.1:28545 ws://127.0.0.1:28545 https://base.example wss://base.example`,
    );
  });

  it('allows no chain with CHAIN_RPC_URL=off, and still serves the page', async () => {
    const response = await workerFetch('/swap', {}, { CHAIN_RPC_URL: 'off' });
    expect(response.status).toBe(200);
    expect(directives(response)).toContain(`connect-src 'self' ${dataApiOrigin}`);
  });

  it('puts no page policy on images and text, only nosniff', async () => {
    for (const path of ['/robots.txt', `/api/image/tokens/ethereum/${TOKENS.prerendered}`, '/no/such/file']) {
      const response = await workerFetch(path);
      await response.arrayBuffer();
      expect(response.headers.get('Content-Security-Policy'), path).toBeNull();
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });
});

describe('not found, in the form its asker reads', () => {
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  // A page route no page is built for yet (spec routes still to come) is not found alike.
  for (const path of ['/no-such-page', '/create-proposal']) {
    it(`${path}: a browser gets the HTML not-found page with status 404`, async () => {
      const response = await workerFetch(path, { headers: { Accept: BROWSER_ACCEPT } });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('page not found');
    });

    it(`${path}: crawlers and curl keep the plain 404 Not Found`, async () => {
      for (const accept of ['*/*', undefined]) {
        const response = await workerFetch(path, accept ? { headers: { Accept: accept } } : {});
        expect(response.status).toBe(404);
        expect(await response.text()).toBe('404 Not Found');
      }
    });
  }
});
