import { appEntryBootScript } from './appEntryAfterFirstPaint.ts';
import { themeBootScript } from './themeBootScript.ts';

/** Where the app's pages may reach: the one list both the worker and the build's `_headers` use. */
export interface SiteOrigins {
  /** The site's public origin (`PUBLIC_ORIGIN`); HSTS is sent only when it is https. */
  publicOrigin: string;
  /** The Data API's GraphQL URL: queries, and the logos it serves from its origin. */
  dataApiUrl: string;
  /** Each traded chain's JSON-RPC URL (`configuredChainsFrom`): over http(s) and over its WebSocket twin. */
  chainRpcUrls: readonly string[];
}

/**
 * The headers every HTML page carries. The Content-Security-Policy allows only what the app loads:
 * its own origin (scripts, styles, fonts, the service worker, the manifest), the Data API (queries and
 * logos), the chains' RPCs (http and ws), and the two inline scripts (the theme and the app's entry), by
 * hash. Inline `style` attributes stay allowed (React renders some on the server); nothing may frame a
 * page.
 */
export async function securityHeadersFor(origins: SiteOrigins): Promise<Record<string, string>> {
  const dataApi = new URL(origins.dataApiUrl).origin;
  const chains = origins.chainRpcUrls.flatMap((url) => {
    const chain = new URL(url);
    return [chain.origin, `${chain.protocol === 'https:' ? 'wss:' : 'ws:'}//${chain.host}`];
  });
  const policy = [
    "default-src 'self'",
    `script-src 'self' '${await sha256(themeBootScript)}' '${await sha256(appEntryBootScript)}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${dataApi}`,
    "font-src 'self'",
    ['connect-src', "'self'", dataApi, ...chains].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    ...(origins.publicOrigin.startsWith('https://')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * Powerful features a swap front end never uses, off for the page and anything it embeds. Only names
 * the browser knows: Chromium logs an unknown one (`bluetooth`) as a header error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A CSP source for an inline script: `sha256-` and the base64 of its UTF-8 digest. */
async function sha256(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}
