import { createServer } from 'node:net';
import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import type { HardhatPlugin } from 'hardhat/types/plugins';
import type { EthereumProvider } from 'hardhat/types/providers';
import { custom } from 'viem';
import { DEFAULT_CHAIN_PORT } from '../data/chainRpcUrl.ts';
import { DEV_ACCOUNT_ADDRESS, DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { topUp } from '../devChain/faucet.ts';
import { LOCAL_CHAIN_ID } from '../protocol/protocolAddresses.ts';
import { chainAdmin } from './chainAdmin.ts';
import { deployLimitOrders } from './deployLimitOrders.ts';
import { type DeployedProtocol, deployProtocol } from './deployProtocol.ts';
import { deployHostileTokens, seedHostileV3Pools } from './hostileTokens.ts';
import type { LocalChainSeed, SeedToken } from './localChainSeed.ts';
import { fundRampReserve } from './rampReserve.ts';
import { DEV_VOTING_UNI, seededFunds } from './seededFunds.ts';
import { seedPools } from './seedPools.ts';
import { deployTokens } from './seedTokens.ts';
import { deployTokenLaunches } from './tokenLaunches.ts';

export interface LocalChain {
  /** JSON-RPC over HTTP; the same port answers WebSocket (`ws://`). */
  url: string;
  deployment: DeployedProtocol;
  /** Milliseconds from start to deployed and seeded. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/** `server.close()` waits for WebSocket clients to leave; an indexer may never: stop waiting after this. */
const CLOSE_GRACE_MS = 1000;

/**
 * Set-up mines a block per transaction (about 150) and block times must rise, so a chain starting at the
 * wall clock would run minutes ahead of it and every trade would read as made in the future. Set-up runs
 * this far in the past instead; its last block brings the chain to the wall clock, so the seeding reads as
 * an hour ago in the pools' history and new trades as now.
 */
const SETUP_LEAD_MS = 60 * 60 * 1000;

/**
 * Starts a local EVM (Hardhat 3's EDR, in this process; Cancun for V4's and the Universal Router's
 * transient storage), deploys the real protocol at its mainnet addresses, the seed's tokens at theirs,
 * seeds its pools, deploys the hostile test tokens (chain/hostileTokens.ts) with their pools and the
 * token launches with their auctions and bids (chain/tokenLaunches.ts), and funds the dev account.
 * State lives in memory: every start with one seed is the same. Another `chainId` (a second local
 * chain, e.g. Base's 8453) gets the very same contracts at the same addresses.
 */
export async function startLocalChain<Token extends SeedToken>({
  host = '127.0.0.1',
  port = DEFAULT_CHAIN_PORT,
  chainId = LOCAL_CHAIN_ID,
  seed,
}: {
  host?: string;
  port?: number;
  chainId?: number;
  seed: LocalChainSeed<Token>;
}): Promise<LocalChain> {
  const started = performance.now();
  let served: EthereumProvider | undefined;
  // The server makes its own connection to the node; this hook hands us its provider, so set-up talks
  // to the node in process (four times cheaper per call than JSON-RPC over HTTP).
  const providerOfServer: HardhatPlugin = {
    id: 'local-chain-provider-of-server',
    hookHandlers: {
      network: async () => ({
        default: async () => ({
          newConnection: async (context, next) => {
            const connection = await next(context);
            served = connection.provider;
            return connection;
          },
        }),
      }),
    },
  };
  const hre = await createHardhatRuntimeEnvironment({
    plugins: [providerOfServer],
    networks: {
      local: {
        type: 'edr-simulated',
        chainId,
        hardfork: 'cancun',
        // Known to the node so `eth_sendTransaction` from it works; funded at the end of set-up.
        accounts: [{ privateKey: DEV_ACCOUNT_PRIVATE_KEY, balance: 0n }],
        // A reverted set-up transaction fails its send: set-up never half-succeeds unnoticed.
        throwOnTransactionFailures: true,
        initialDate: new Date(Date.now() - SETUP_LEAD_MS),
      },
    },
  });
  await ensurePortFree(host, port);
  const server = await hre.network.createServer('local', host, port);
  const address = await server.listen();
  const url = `http://${address.address}:${address.port}`;
  const stop = () =>
    Promise.race([
      server.close(),
      new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref()),
    ]);
  try {
    if (!served) throw new Error('The node server made no connection');
    const admin = chainAdmin(custom(served));
    const deployment = await deployProtocol(admin);
    await deployLimitOrders(admin);
    // First: its seeded bids move the clock on, and the seed's pools must stay set-up's newest rows.
    await deployTokenLaunches(admin, seed.tokenLaunches ?? [], Math.floor(Date.now() / 1000));
    await deployHostileTokens(admin);
    const tokens = await deployTokens(admin, seed.listedTokens);
    await seedPools(admin, seed, tokens);
    await seedHostileV3Pools(admin);
    await fundRampReserve(custom(served), seed, chainId);
    const funds = seededFunds(seed);
    // ETH last: a funded dev account is how `chainStatus` tells a ready chain from one still starting.
    await topUp(
      custom(served),
      DEV_ACCOUNT_ADDRESS,
      { ...funds, eth: 0n, tokens: [...funds.tokens, DEV_VOTING_UNI] },
      chainId,
    );
    await topUp(custom(served), DEV_ACCOUNT_ADDRESS, { ...funds, tokens: [] }, chainId);
    // Last: blocks after this one follow the wall clock (each a second on at least, as blocks must rise).
    await served.request({ method: 'evm_mine', params: [Math.floor(Date.now() / 1000)] });
    return { url, deployment, readyAfterMs: performance.now() - started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Hardhat's server never settles `listen()` on a taken port (its WebSocket server rethrows the error
 * and the process dies): check first, and say so.
 */
async function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is taken (a chain already running? set CHAIN_PORT)`)
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
