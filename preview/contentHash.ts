/**
 * A short, synchronous content hash (two independent 32-bit FNV-1a lanes, 16 hex digits). It versions
 * preview image URLs so crawler caches refresh when a card changes; it is not a security boundary,
 * and being synchronous lets a page's tags be built without awaiting `crypto.subtle`.
 */
export function contentHash(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ bytes.length;
  for (const byte of bytes) {
    a = Math.imul(a ^ byte, 0x01000193);
    b = Math.imul(b ^ byte, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return hex32(a) + hex32(b);
}

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}
