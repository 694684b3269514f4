import { decode } from 'fast-png';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_COLOUR, loadLogo } from '../../preview/logoColour.ts';
import { refuseUrl } from '../../preview/safeFetch.ts';
import { TOKENS } from './fixtureData.ts';
import { workerFetch } from './workerFetch.ts';

const REFUSED_WITHOUT_LOCAL_NETWORK = [
  `http://127.0.0.1:${inject('logoPort')}/logo.png`,
  'http://localhost/logo.png',
  'http://0x7f000001/logo.png',
  'http://10.1.2.3/logo.png',
  'http://192.168.0.10/logo.png',
  'http://172.16.0.1/logo.png',
  'http://169.254.169.254/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://[::1]/logo.png',
  'http://[fd00::1]/logo.png',
];

describe('logo-fetch policy in workerd', () => {
  const policy = {
    allowedHosts: REFUSED_WITHOUT_LOCAL_NETWORK.map((url) => new URL(url).hostname),
    allowLocalNetwork: false,
  };

  for (const url of REFUSED_WITHOUT_LOCAL_NETWORK) {
    it(`refuses ${url} without fetching it`, async () => {
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

  it('refuses other schemes and hosts off the allow-list', () => {
    const listed = { allowedHosts: ['logos.example'], allowLocalNetwork: false };
    expect(refuseUrl('file:///etc/passwd', listed)).toBeDefined();
    expect(refuseUrl('ftp://logos.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://evil.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://user:pass@logos.example/a.png', listed)).toBeDefined();
    expect(refuseUrl('https://logos.example/a.png', listed)).toBeUndefined();
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
