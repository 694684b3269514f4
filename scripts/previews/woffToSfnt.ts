import { inflateSync } from 'node:zlib';

/**
 * Unwraps a WOFF font into a plain TTF/OTF, renaming the named GSUB features on the way. The
 * opentype.js inside satori throws on some lookups (Noto Sans Arabic's `rlig` uses a contextual
 * substitution format it does not implement), which would fail the whole card; with the feature
 * renamed it is skipped, and the joining forms (init, medi, fina) still apply.
 */
export function woffToSfnt(woff: Uint8Array, disabledFeatures: readonly string[] = []): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored.slice();
    if (tagName(tag) === 'GSUB') renameFeatures(data, disabledFeatures);
    return { tag, data };
  });

  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((size, { data }) => size + padded(data.length), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, 2 ** entrySelector * 16);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - 2 ** entrySelector * 16);
  let offset = headerSize;
  tables.forEach(({ tag, data }, i) => {
    const at = 12 + i * 16;
    outView.setUint32(at, tag);
    outView.setUint32(at + 4, checksum(data));
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, data.length);
    out.set(data, offset);
    offset += padded(data.length);
  });
  return out;
}

/** GSUB header → FeatureList → FeatureRecord tags, renamed in place to a tag no shaper asks for. */
function renameFeatures(gsub: Uint8Array, features: readonly string[]): void {
  const view = new DataView(gsub.buffer, gsub.byteOffset, gsub.byteLength);
  const featureList = view.getUint16(6);
  const count = view.getUint16(featureList);
  for (let i = 0; i < count; i++) {
    const at = featureList + 2 + i * 6;
    if (features.includes(tagName(view.getUint32(at)))) view.setUint32(at, 0x78787878);
  }
}

function tagName(tag: number): string {
  return String.fromCharCode(tag >>> 24, (tag >>> 16) & 0xff, (tag >>> 8) & 0xff, tag & 0xff);
}

function padded(length: number): number {
  return (length + 3) & ~3;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum =
      (sum +
        (((data[i] ?? 0) << 24) |
          ((data[i + 1] ?? 0) << 16) |
          ((data[i + 2] ?? 0) << 8) |
          (data[i + 3] ?? 0))) >>>
      0;
  }
  return sum;
}
