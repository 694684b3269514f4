import { deflateSync, constants as zlib } from 'node:zlib';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import satori, { init as initSatori } from 'satori/wasm';
import initYoga from 'yoga-wasm-web';
import yogaWasm from 'yoga-wasm-web/dist/yoga.wasm';
import { encodePng } from '../preview/pngEncoding.ts';

/**
 * The workerd adapter for card rendering: satori's layout engine (yoga) and resvg run as WebAssembly
 * modules bundled with the worker (workerd may not compile wasm from bytes at run time). Each is
 * instantiated once per isolate, on the first card.
 */
let ready: Promise<typeof satori> | undefined;

export function workerdSatori(): Promise<typeof satori> {
  ready ??= (async () => {
    const [yoga] = await Promise.all([initYoga(yogaWasm), initWasm(resvgWasm)]);
    initSatori(yoga);
    return satori;
  })();
  ready.catch(() => {
    // A failed start is retried by the next card instead of failing the isolate for good.
    ready = undefined;
  });
  return ready;
}

/** A small SVG (an emoji) to a PNG with resvg's own encoder; the wasm is started by then (`workerdSatori`). */
export function rasterizeSvgToPng(svg: Uint8Array, width: number): Uint8Array {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    return image.asPng();
  } finally {
    image.free();
    resvg.free();
  }
}

/**
 * SVG to a 1200-wide PNG. satori has already turned text into paths, so resvg loads no fonts; the
 * wasm-side objects are freed at once (the isolate renders card after card), and the PNG is encoded
 * with workerd's native zlib at its fastest level (`nodejs_compat`; see preview/pngEncoding.ts):
 * 3 ms less per card than `CompressionStream`, whose level cannot be set.
 */
export async function rasterizeSvg(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  await workerdSatori();
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  const image = resvg.render();
  try {
    return encodePng(image.pixels, image.width, image.height, (scanlines) =>
      deflateSync(scanlines, { level: zlib.Z_BEST_SPEED }),
    );
  } finally {
    image.free();
    resvg.free();
  }
}
