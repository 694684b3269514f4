import { decode } from 'fast-png';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLOUR, loadLogo } from '../../preview/logoColour.ts';
import { refuseUrl } from '../../preview/safeFetch.ts';
import { canaryVariants } from '../canaryVariants.ts';
import { TOKENS } from './fixtureData.ts';
import { workerFetch } from './workerFetch.ts';

const REFUSED_WITHOUT_LOCAL_NETWORK = [
  `http://127.0.0.1:${inject('logoPort')}/logo.png`,
  'http://localhost/logo.png',
  'http://0x7f000001/logo.png',
  'http://10.1.2.3/logo.png',
  'http://192.168.0.10/logo.png',
  'http://172.16.0.1/logo.png',
  'http://8.8.8.8/logo.png',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://[::1]/logo.png',
  'http://[fd00::1]/logo.png',
];

describe('logo-fetch policy in workerd', () => {
  const policy = {
    allowedOrigins: REFUSED_WITHOUT_LOCAL_NETWORK.map((url) => new URL(url).origin),
    allowLocalNetwork: false,
  };

  for (const url of REFUSED_WITHOUT_LOCAL_NETWORK) {
    it(`refuses ${url} without fetching it, though its origin is listed`, async () => {
      const fetched: string[] = [];
      const recordingFetch = (async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        return new Response('should not be fetched');
      }) as typeof fetch;
      expect(refuseUrl(url, policy)).toBeDefined();
      expect(await loadLogo(url, { ...policy, fetch: recordingFetch })).toEqual({
        dataUrl: undefined,
        colour: DEFAULT_COLOUR,
      });
      expect(fetched).toEqual([]);
    });
  }

  it('refuses other schemes, ports and origins off the allow-list', () => {
    const listed = { allowedOrigins: ['https://logos.example'], allowLocalNetwork: false };
    expect(refuseUrl('file:///etc/passwd', listed)).toBeDefined();
    expect(refuseUrl('ftp://logos.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('http://logos.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://logos.example:8443/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://evil.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://user:pass@logos.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://logos.example/a.png', listed)).toBeUndefined();
  });

  it('lets no spelling of another port on the logo address reach the canary listening there', async () => {
    const logoOrigin = `http://127.0.0.1:${inject('logoPort')}`;
    for (const allowLocalNetwork of [true, false]) {
      const allowed = { allowedOrigins: [logoOrigin], allowLocalNetwork };
      for (const url of canaryVariants(inject('canaryPort'), inject('logoPort'))) {
        expect(await loadLogo(url, allowed), url).toEqual({ dataUrl: undefined, colour: DEFAULT_COLOUR });
      }
    }
    const hits = await fetch(`http://127.0.0.1:${inject('sitePort')}/canary-hits`);
    expect(await hits.json()).toEqual([]);
    // The canary does answer: it is reachable, and only the policy kept every variant away.
    const direct = await fetch(`http://127.0.0.1:${inject('canaryPort')}/direct`);
    await direct.arrayBuffer();
    const after = await fetch(`http://127.0.0.1:${inject('sitePort')}/canary-hits`);
    expect(await after.json()).toEqual([`GET 127.0.0.1:${inject('canaryPort')} /direct`]);
  });

  it('draws a loopback logo only while the config allows the local network', async () => {
    const path = `/api/image/tokens/ethereum/${TOKENS.loopbackLogo}`;
    const refused = await workerFetch(path, {}, { PREVIEW_ALLOW_LOCAL_NETWORK: 'false' });
    expect(refused.status).toBe(200);
    const png = decode(new Uint8Array(await refused.arrayBuffer()));
    expect([...png.data.slice(0, 3)]).toEqual([
      DEFAULT_COLOUR.red,
      DEFAULT_COLOUR.green,
      DEFAULT_COLOUR.blue,
    ]);
  });
});

describe('bench-only routes', () => {
  it('are off unless ENABLE_BENCH_ROUTES is true', async () => {
    const path = `/__bench/raster/tokens/ethereum/${TOKENS.pngLogo}`;
    const off = await workerFetch(path);
    expect(off.status).toBe(404);
    expect(await off.text()).toBe('404 Not Found');
    const on = await workerFetch(path, {}, { ENABLE_BENCH_ROUTES: 'true' });
    expect(on.status).toBe(200);
    expect(on.headers.get('Content-Type')).toBe('image/png');
  });
});
