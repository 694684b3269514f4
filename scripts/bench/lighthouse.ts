import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { startSite } from '../site.ts';

/** A prerendered popular token page (USDC on Ethereum), and the swap screen (the heaviest first load). */
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48,/swap'
)
  .split(',')
  .filter(Boolean);

interface LighthouseFigures {
  bench: 'lighthouse';
  url: string;
  formFactor: string;
  performance: number;
  accessibility: number;
  cls: number | undefined;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
}

/** Lighthouse's own advice for a noisy machine: several runs, read by their median. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse (mobile emulation, its default throttling) on a prerendered token page and on /swap,
 * served as in production, driving Debian's Chromium. Prints performance and accessibility scores, CLS, LCP, FCP
 * and TBT of each run, then the run with the median performance score.
 */
export default async function lighthouseBench(): Promise<void> {
  const dataApi = await ensureDataApi();
  const site = await startSite(undefined, { freshState: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const page of PAGES) await measure(`${site.url}${page}`, page, chrome.port);
  } finally {
    chrome.kill();
    await site.stop();
    await dataApi.stop();
  }
}

/** RUNS Lighthouse runs of one page: every run's figures, what needs attention, and the median run. */
async function measure(url: string, page: string, port: number): Promise<void> {
  console.log(`\n${page}`);
  const runs: LighthouseFigures[] = [];
  const attention = new Set<string>();
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    runs.push({
      bench: 'lighthouse',
      url: page,
      formFactor: result.lhr.configSettings.formFactor,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      cls: audits['cumulative-layout-shift']?.numericValue,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    });
    for (const audit of Object.values(audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        attention.add(`${audit.id}: ${audit.title}`);
    }
  }
  console.table(runs.map(({ bench: _bench, url: _url, ...figures }) => figures));
  for (const line of attention) console.log(`needs attention: ${line}`);
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  console.log(JSON.stringify({ ...median, runs: runs.length, median: 'performance' }));
}
