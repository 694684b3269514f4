import { readAtMost } from '../data/boundedBody.ts';

/**
 * The one guarded fetch of the preview domain (logos, fallback fonts, emoji). Logo URLs are written by
 * whoever deploys a token, so every fetch is treated as hostile: http(s) only, an explicit allow-list
 * of origins (scheme, host and port), no credentials, no IP literal, private or metadata address
 * unless local development allows it, no redirects, bounded in time and size.
 */
export interface FetchPolicy {
  /**
   * Origins that may be fetched: `https://logos.example`, `http://127.0.0.1:4000`, or
   * `https://*.example.com` for a domain and its subdomains (on that scheme and port only).
   */
  allowedOrigins: readonly string[];
  /**
   * The local-development switch: lets IP literals, loopback and private addresses through (the
   * embedded Data API serves its logos from 127.0.0.1). Off, every IP literal is refused.
   */
  allowLocalNetwork: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

export type SafeFetchResult =
  | { ok: true; bytes: Uint8Array; contentType: string }
  | { ok: false; reason: string };

export const SAFE_FETCH_TIMEOUT_MS = 5_000;
export const SAFE_FETCH_MAX_BYTES = 2 * 1024 * 1024;

export async function safeFetch(url: string, policy: FetchPolicy): Promise<SafeFetchResult> {
  const refusal = refuseUrl(url, policy);
  if (refusal) return { ok: false, reason: refusal };
  const maxBytes = policy.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  const doFetch = policy.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await doFetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(policy.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ok: false, reason: `status ${response.status}` };
    }
    const bytes = await readAtMost(response, maxBytes);
    if (!bytes) return { ok: false, reason: `body over ${maxBytes} bytes` };
    const contentType =
      (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    return { ok: true, bytes, contentType };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Why a URL may not be fetched at all, or `undefined` when it may. */
export function refuseUrl(url: string, policy: Pick<FetchPolicy, 'allowedOrigins' | 'allowLocalNetwork'>) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `scheme ${parsed.protocol}`;
  if (parsed.username || parsed.password) return 'credentials in URL';
  // The URL parser has already turned decimal, octal, hex and short IPv4 spellings into dotted form.
  const host = parsed.hostname.toLowerCase();
  if (!policy.allowLocalNetwork && isIpLiteral(host)) return `IP address ${host}`;
  if (!policy.allowLocalNetwork && isLocalHost(host)) return `local address ${host}`;
  if (!policy.allowedOrigins.some((allowed) => originMatches(parsed, allowed)))
    return `origin ${parsed.origin} not allowed`;
  return undefined;
}

/** Same scheme and port (the parser drops a scheme's default port), and the host exactly or by `*.` domain. */
function originMatches(url: URL, allowed: string): boolean {
  let origin: URL;
  try {
    origin = new URL(allowed);
  } catch {
    return false;
  }
  if (origin.protocol !== url.protocol || origin.port !== url.port) return false;
  const host = url.hostname.toLowerCase();
  const pattern = origin.hostname.toLowerCase();
  if (pattern.startsWith('*.')) return host === pattern.slice(2) || host.endsWith(pattern.slice(1));
  return host === pattern;
}

export function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || parseIpv4(host) !== undefined;
}

/**
 * Loopback, private, link-local (the cloud metadata address 169.254.169.254 among them), CGNAT,
 * unspecified and multicast addresses, and names that mean this machine. The URL parser has already
 * normalized decimal, octal and hex IPv4 spellings into dotted form.
 */
export function isLocalHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true;
  const ipv4 = parseIpv4(host);
  if (ipv4) return isLocalIpv4(ipv4);
  if (host.startsWith('[')) return isLocalIpv6(host.slice(1, -1));
  return false;
}

function parseIpv4(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return match ? match.slice(1).map(Number) : undefined;
}

function isLocalIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b < 128) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b < 32) ||
    (a === 192 && b === 168)
  );
}

function isLocalIpv6(address: string): boolean {
  if (address === '::' || address === '::1') return true;
  const mapped = /^::ffff:(.+)$/.exec(address)?.[1];
  if (mapped) return mappedIpv4IsLocal(mapped);
  const first = Number.parseInt(address.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}

/** `::ffff:127.0.0.1` arrives as `::ffff:7f00:1` after URL parsing. */
function mappedIpv4IsLocal(mapped: string): boolean {
  const dotted = parseIpv4(mapped);
  if (dotted) return isLocalIpv4(dotted);
  const [high = '0'] = mapped.split(':');
  const value = Number.parseInt(high, 16);
  return isLocalIpv4([value >> 8, value & 0xff]);
}
