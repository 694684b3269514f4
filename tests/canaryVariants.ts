/**
 * Spellings of "another port on the allowed logo address" that a host-only allow-list let through:
 * numeric, short, octal and hex IPv4, IPv6 (loopback and IPv4-mapped), names for this machine,
 * userinfo tricks that put the allowed origin before an `@`, and port spellings. Every one must be
 * refused before any request leaves; a canary listening on `canaryPort` checks that none arrived.
 */
export function canaryVariants(canaryPort: number, allowedPort: number): string[] {
  const c = canaryPort;
  return [
    `http://127.0.0.1:${c}/logo.png`,
    `http://2130706433:${c}/logo.png`,
    `http://0x7f000001:${c}/logo.png`,
    `http://0x7f.0.0.1:${c}/logo.png`,
    `http://0177.0.0.1:${c}/logo.png`,
    `http://127.1:${c}/logo.png`,
    `http://127.0.0.1.:${c}/logo.png`,
    `http://[::ffff:127.0.0.1]:${c}/logo.png`,
    `http://[::ffff:7f00:1]:${c}/logo.png`,
    `http://[::1]:${c}/logo.png`,
    `http://localhost:${c}/logo.png`,
    `http://LOCALHOST:${c}/logo.png`,
    `http://127.0.0.1:${allowedPort}@127.0.0.1:${c}/logo.png`,
    `http://user@127.0.0.1:${c}/logo.png`,
    `http://user:pass@127.0.0.1:${allowedPort}/logo.png`,
    `http://127.0.0.1:0${c}/logo.png`,
    `https://127.0.0.1:${c}/logo.png`,
    `http://127.0.0.1:${c}#@127.0.0.1:${allowedPort}/logo.png`,
    `http://127.0.0.1:${c}\\@127.0.0.1:${allowedPort}/logo.png`,
  ];
}
