import { spawn } from 'node:child_process';
import { createWalletClient, type Hex, http, maxUint256, parseUnits, publicActions, zeroAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { localChainMarket } from '../../backend/dataset/localChainMarket.ts';
import { chainStatus } from '../../chain/chainStatus.ts';
import {
  approve,
  type SwapClient,
  swapThroughV2,
  swapThroughV3,
  swapThroughV4,
} from '../../chain/referenceSwaps.fixture.ts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../../devChain/devAccount.ts';
import { PROTOCOL_ADDRESSES as A } from '../../protocol/protocolAddresses.ts';
import { WELL_KNOWN_TOKENS } from '../../protocol/wellKnownTokens.ts';
import { freeLoopbackPort } from '../site.ts';

const STARTS = 3;
const SWAPS = 15;
const { USDC } = WELL_KNOWN_TOKENS;

/**
 * `npm run bench -- chain`: the local chain from process start to ready (deployed, seeded, dev account
 * funded; median of a few starts, as `npm run chain` starts it), then one swap from send to receipt
 * through each path (V2 Router02, V3 SwapRouter02, V4 through the Universal Router with a fresh Permit2
 * signature each time, quote included). Figures only.
 */
export default async function benchChain(): Promise<void> {
  const readyTimes: number[] = [];
  const readyCpu: number[] = [];
  let running: { url: string; stop(): Promise<void> } | undefined;
  for (let run = 0; run < STARTS; run++) {
    await running?.stop();
    const started = await startChainProcess();
    readyTimes.push(started.readyAfterMs);
    readyCpu.push(started.cpuMs);
    running = started;
  }
  console.log(
    `chain start → ready (process start, ${STARTS} runs): median ${ms(median(readyTimes))} (all ${readyTimes.map(ms).join(', ')}); its CPU time, median ${ms(median(readyCpu))}`,
  );
  if (!running) return;
  try {
    await benchSwaps(running.url);
  } finally {
    await running.stop();
  }
}

async function benchSwaps(url: string): Promise<void> {
  const client: SwapClient = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
    chain: hardhat,
    transport: http(url),
  }).extend(publicActions);
  const market = localChainMarket();
  const v4 = market.pools.find(
    (pool) => pool.version === 'V4' && pool.token0.standard === 'NATIVE' && pool.token1.symbol === 'USDC',
  );
  if (!v4) throw new Error('No seeded ETH/USDC V4 pool');
  await approve(client, USDC, A.v2Router02, maxUint256);
  await approve(client, A.weth9, A.v3SwapRouter02, maxUint256);
  await approve(client, USDC, A.permit2, maxUint256);
  const paths: [string, () => Promise<unknown>][] = [
    ['V2 (Router02, USDC → WETH)', () => swapThroughV2(client, USDC, A.weth9, parseUnits('1000', 6))],
    [
      'V3 (SwapRouter02, WETH → USDC 0.05%)',
      () => swapThroughV3(client, A.weth9, USDC, 500, parseUnits('0.5', 18)),
    ],
    [
      'V4 (Universal Router + Permit2 signature, USDC → ETH, quote included)',
      () =>
        swapThroughV4(client, {
          key: { currency0: zeroAddress, currency1: USDC, fee: v4.feeTier, tickSpacing: v4.tickSpacing },
          poolId: v4.address as Hex,
          token: { address: USDC, decimals: 6 },
          amountIn: parseUnits('1000', 6),
          ethIn: false,
        }),
    ],
  ];
  for (const [name, swap] of paths) {
    const times: number[] = [];
    for (let i = 0; i < SWAPS; i++) {
      const started = performance.now();
      await swap();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `one swap, ${name}: median ${ms(median(times))}, p90 ${ms(times[Math.floor(times.length * 0.9)] ?? 0)}`,
    );
  }
}

/** Starts `scripts/chain.ts` as `npm run chain` does, on a free port; resolves once the chain is ready. */
async function startChainProcess(): Promise<{
  url: string;
  readyAfterMs: number;
  /** CPU the chain process spent until ready, from its `ready in …` line. */
  cpuMs: number;
  stop(): Promise<void>;
}> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/chain.ts'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, CHAIN_PORT: String(port), CHAIN_RPC_URL: undefined },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  while ((await chainStatus(url, 200)) !== 'ready') {
    if (child.exitCode !== null) throw new Error(`The local chain exited with code ${child.exitCode}`);
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error('The local chain was not ready within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyAfterMs = performance.now() - started;
  while (!/ s CPU/.test(output) && child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const cpuMs = Number(/([\d.]+) s CPU/.exec(output)?.[1] ?? Number.NaN) * 1000;
  return { url, readyAfterMs, cpuMs, stop };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;
}
