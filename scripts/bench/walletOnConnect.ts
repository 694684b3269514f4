import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

export interface FetchedCode {
  files: number;
  raw: number;
  gzip: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/**
 * The JavaScript a Connect click fetches: the home page of the built site, served as plain files on
 * loopback, opened in Chromium until its top bar is ready; then Connect is pressed and every script
 * fetched until the wallet picker shows is weighed. Measured in the browser, since what the wallet
 * pulls in is spread over chunks that the home page may or may not already hold.
 */
export async function walletCodeOnConnect(clientDir: string): Promise<FetchedCode> {
  const server = createServer(async (request, response) => {
    const path = join(clientDir, decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
    const file = extname(path) ? path : join(path, 'index.html');
    const body = await readFile(file).catch(() => undefined);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const afterClick: Promise<FetchedCode>[] = [];
    let clicked = false;
    page.on('response', (response) => {
      if (!clicked || !response.url().endsWith('.js')) return;
      afterClick.push(
        response.body().then((body) => ({ files: 1, raw: body.length, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      waitUntil: 'networkidle',
    });
    await page.locator('.top-bar[data-ready]').waitFor();
    clicked = true;
    await page.locator('header .connect-button').first().click();
    await page.getByRole('dialog').first().waitFor();
    await untilQuiet(() => afterClick.length);
    return (await Promise.all(afterClick)).reduce(
      (sum, code) => ({ files: sum.files + 1, raw: sum.raw + code.raw, gzip: sum.gzip + code.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

/** Until `count` has not moved for a second (at most 15 s): the lazy chunks load one after another. */
async function untilQuiet(count: () => number): Promise<void> {
  const deadline = performance.now() + 15_000;
  let seen = -1;
  while (count() !== seen && performance.now() < deadline) {
    seen = count();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
