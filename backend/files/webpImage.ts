/**
 * A lossless WebP (VP8L) of one solid colour. No WebP encoder ships with the project, and the dataset
 * only needs a real `.webp` logo (the preview pipeline must recognise the format and not draw it), so
 * this writes the smallest valid bitstream: five single-symbol prefix codes, which need zero bits per pixel.
 */
export function solidWebp(size: number, [red, green, blue]: readonly [number, number, number]): Uint8Array {
  const bits = new BitWriter();
  bits.write(0x2f, 8); // VP8L signature
  bits.write(size - 1, 14);
  bits.write(size - 1, 14);
  bits.write(0, 1); // no alpha
  bits.write(0, 3); // version 0
  bits.write(0, 1); // no transform
  bits.write(0, 1); // no colour cache
  bits.write(0, 1); // no meta prefix codes
  for (const symbol of [green, red, blue, 255]) singleSymbolCode(bits, symbol);
  singleSymbolCode(bits, 0); // distance code, never used
  const payload = bits.bytes();
  const padded = payload.length + (payload.length % 2);
  const file = new Uint8Array(20 + padded);
  const view = new DataView(file.buffer);
  file.set(ascii('RIFF'), 0);
  view.setUint32(4, 12 + padded, true);
  file.set(ascii('WEBPVP8L'), 8);
  view.setUint32(16, payload.length, true);
  file.set(payload, 20);
  return file;
}

function singleSymbolCode(bits: BitWriter, symbol: number): void {
  bits.write(1, 1); // simple code
  bits.write(0, 1); // one symbol
  bits.write(1, 1); // 8-bit symbol
  bits.write(symbol, 8);
}

/** VP8L packs bits least-significant first. */
class BitWriter {
  private readonly out: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, count: number): void {
    for (let i = 0; i < count; i++) {
      this.current |= ((value >> i) & 1) << this.used;
      this.used++;
      if (this.used === 8) {
        this.out.push(this.current);
        this.current = 0;
        this.used = 0;
      }
    }
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.used > 0 ? [...this.out, this.current] : this.out);
  }
}

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}
