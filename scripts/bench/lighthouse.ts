import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { createDataApiClient } from '../../data/client.ts';
import { TopTokens } from '../../data/operations/topTokens.ts';
import { VOTE_PAGE } from '../../preview/pagePaths.ts';
import { LIMIT_PAGE, LIMITS_PAGE } from '../../preview/sitePages.ts';
import { isBuildFresh } from '../buildFreshness.ts';
import { ensureChain } from '../chainProcess.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { ensureDataApi } from '../dataApiProcess.ts';
import { startSite } from '../site.ts';
import { benchProposalPath } from './benchProposal.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The longest main-thread task and how many ran over 50 ms (Lighthouse's long tasks, at its slowdown). */
  longestTaskMs: number;
  tasksOver50: number;
  cls: number;
  htmlKiB: number;
  /** Lighthouse's own measure of the host's CPU: its scores depend on it, so runs are compared with it. */
  benchmarkIndex: number;
  /** The host's one-minute load average as the run ended: the machine may be shared. */
  load1: number;
  /** Every run's performance score, in the order they ran (on the median row). */
  performanceRuns?: string;
  /** Every run's load average, in the same order (on the median row). */
  loadRuns?: string;
}

/**
 * Lighthouse's own advice for a noisy machine: five runs, read by their median. On two cores the
 * page shares the CPU with Lighthouse's own trace processing, and one run's blocking time swings by
 * hundreds of milliseconds.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** `LIGHTHOUSE_PAGES=home,pool` measures only those page types. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/** `LIGHTHOUSE_CPU_SLOWDOWN=6` runs at another CPU slowdown than Lighthouse's mobile 4× (closer to a mid-tier phone). */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
/** `LIGHTHOUSE_REPORT_DIR=<dir>` keeps each run's full report there (the LCP element, the main thread's tasks). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/**
 * Lighthouse (mobile emulation, its default throttling) on every page type, served as in production
 * through the edge worker, driving Debian's Chromium: home, the explore tabs, a prerendered and a
 * long-tail token page, a prerendered and a long-tail pool page, /swap, /send, /positions, a V3 and a
 * V4 position page, /vote and a proposal page. Prints the four category scores and the paint and blocking figures of each run (with
 * the host's load average beside), the audits that failed, and each page's median run.
 */
export default async function lighthouseBench(): Promise<void> {
  if (!isBuildFresh()) throw new Error('dist/ is older than the sources: run `npm run build` first');
  const chain = await ensureChain();
  const dataApi = await ensureDataApi();
  const site = await startSite(undefined, { freshState: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const pages = Object.entries(await pageTypes(dataApi.url, chain.url)).filter(
      ([name]) => !ONLY || ONLY.includes(name),
    );
    const medians: LighthouseFigures[] = [];
    for (const [name, path] of pages) {
      const runs: LighthouseFigures[] = [];
      const attention = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${site.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
        });
        if (!result) throw new Error('Lighthouse returned no result');
        if (REPORT_DIR) {
          await mkdir(REPORT_DIR, { recursive: true });
          await writeFile(
            join(REPORT_DIR, `${name.replaceAll(' ', '-')}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
        }
        const { categories, audits } = result.lhr;
        const score = (category: (typeof CATEGORIES)[number]) =>
          Math.round((categories[category]?.score ?? 0) * 100);
        const documentBytes = (
          audits['network-requests']?.details as {
            items?: { resourceType?: string; transferSize?: number }[];
          }
        )?.items?.find((item) => item.resourceType === 'Document')?.transferSize;
        const longTasks = (
          (audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? []
        ).map((task) => task.duration ?? 0);
        runs.push({
          page: name,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          longestTaskMs: Math.round(Math.max(0, ...longTasks)),
          tasksOver50: longTasks.filter((duration) => duration > 50).length,
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          htmlKiB: Math.round((documentBytes ?? 0) / 1024),
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
          load1: Number((loadavg()[0] ?? 0).toFixed(2)),
        });
        for (const audit of Object.values(audits)) {
          const scored = audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric';
          if (scored && audit.score !== null && audit.score < 0.9 && isInCategory(result.lhr, audit.id))
            attention.add(
              `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
            );
        }
      }
      for (const line of attention) console.log(`${name} needs attention: ${line}`);
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
      if (median)
        medians.push({
          ...median,
          performanceRuns: runs.map((run) => run.performance).join(' '),
          loadRuns: runs.map((run) => run.load1).join(' '),
        });
    }
    console.log(
      `Lighthouse mobile, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} run(s) per page, ${RUNS > 1 ? 'median by performance' : 'one run'}:`,
    );
    console.table(medians);
    for (const median of medians)
      console.log(JSON.stringify({ bench: 'lighthouse', runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, ...median }));
  } finally {
    chrome.kill();
    await site.stop();
    await dataApi.stop();
    await chain.stop();
  }
}

/** One page of each type; the long-tail ones are outside the build's popular set, served by their shells. */
async function pageTypes(dataApiUrl: string, chainUrl: string): Promise<Record<string, string>> {
  const client = createDataApiClient({ url: dataApiUrl });
  const { topTokens } = await client.request(TopTokens, { chain: 'BASE', pageSize: 100 });
  const longTailToken = topTokens
    ?.filter((t) => t?.address)
    .at(-1)
    ?.address?.toLowerCase();
  if (!longTailToken) throw new Error('no Base token beyond the popular set');
  return {
    home: '/',
    'explore tokens': '/explore',
    'explore pools': '/explore/pools',
    'explore transactions': '/explore/transactions',
    'token (prerendered)': '/explore/tokens/ethereum/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    'token (long tail)': `/explore/tokens/base/${longTailToken}`,
    'pool (prerendered)': '/explore/pools/ethereum/0x88e6a0c2ddd26feeb64f039a2c41296fcb3f5640',
    'pool (long tail)':
      '/explore/pools/ethereum/0xdf52df206d0f84ddcafe70f6eb60a84927d353d1ee999129f906a60cafb14f5e',
    swap: '/swap',
    send: '/send',
    limit: LIMIT_PAGE,
    limits: LIMITS_PAGE,
    buy: '/buy',
    sell: '/sell',
    // Any address has a portfolio in the embedded dataset; every address is served by the shell.
    'portfolio (any address)': '/portfolio/0x8ba1f109551bd432803012645ac136ddd64dba72',
    nfts: '/nfts',
    // Without a wallet, as a first visit or a crawler sees it: the list asks to connect.
    positions: '/positions',
    // The local chain's seed mints its V3 and V4 pools' liquidity as positions: #1 of each manager exists.
    'position v3': '/positions/v3/ethereum/1',
    'position v4': '/positions/v4/ethereum/1',
    vote: VOTE_PAGE,
    // Every proposal page is served by its shell; on a fresh chain the bench makes one first.
    proposal: await benchProposalPath(chainUrl),
  };
}

/** Only audits that weigh in one of the four categories (not the informative diagnostics). */
function isInCategory(
  lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined> },
  id: string,
): boolean {
  return CATEGORIES.some((category) =>
    lhr.categories[category]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
  );
}
