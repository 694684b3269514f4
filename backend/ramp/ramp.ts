import type { DatabaseSync } from 'node:sqlite';
import type { Plugin } from 'graphql-yoga';
import { RAMP_PATH, type RampProvider, type RampToken } from '../../data/rampApi.ts';
import type { AssetActivityRecord } from '../dataset/assetActivities.ts';
import type { Dataset } from '../dataset/dataset.ts';
import { localChainMarket } from '../dataset/localChainMarket.ts';
import type { TokenRecord } from '../dataset/tokens.ts';
import { tokenLogoPath } from '../files/tokenLogos.ts';
import { INDEXED_CHAIN } from '../indexer/indexedChain.ts';
import { preflightAnswer, problemAnswer } from '../jsonEndpoint.ts';
import { hostedRampProvidersFrom, type RampProvidersEnv } from './hostedRampProviders.ts';
import { localTestProvider } from './localTestProvider.ts';
import { rampActivity } from './rampActivities.ts';
import { createRampOrderStore } from './rampOrderStore.ts';
import { rampRoutes } from './rampRoutes.ts';

/** How long the local test provider takes to settle, unless `RAMP_SETTLE_MS` says otherwise. */
export const DEFAULT_SETTLE_MS = 3_000;

export interface RampOptions {
  store: DatabaseSync;
  dataset: Dataset;
  /** The local chain the test provider settles on; none: it offers no price. */
  rpcUrl?: string | undefined;
  env?: RampProvidersEnv & { RAMP_SETTLE_MS?: string | undefined };
  clock?: () => number;
  log?: (line: string) => void;
}

/**
 * Buying and selling for fiat money: the local test provider and the providers `RAMP_PROVIDERS`
 * configures, behind one interface (data/rampApi.ts); their endpoints beside `/graphql`, their orders in
 * the backend's store, and each order as the spec's on-ramp or off-ramp activity of its account.
 */
export function createRamp({
  store: db,
  dataset,
  rpcUrl,
  env = {},
  clock = Date.now,
  log = console.log,
}: RampOptions) {
  const store = createRampOrderStore(db);
  let offered: readonly TokenRecord[] | undefined;
  // The seeded tokens (the reserve holds them) after the native currency; computed on first use.
  const tokens = () => {
    offered ??= [
      dataset.token(INDEXED_CHAIN, null) as TokenRecord,
      ...localChainMarket(dataset).tokens.filter((token) => token.address !== null),
    ];
    return offered;
  };
  const local = localTestProvider({
    store,
    dataset,
    tokens,
    rpcUrl,
    clock,
    settleDelayMs: Number(env.RAMP_SETTLE_MS ?? DEFAULT_SETTLE_MS),
    log,
  });
  const providers: RampProvider[] = [local, ...hostedRampProvidersFrom(env)];
  const routes = rampRoutes({
    providers,
    store,
    tokens: (origin) => tokens().map((token) => rampToken(token, origin)),
    takeTransfer: (id, hash) => local.takeTransfer(id, hash),
  });
  const plugin: Plugin = {
    async onRequest({ request, url, endResponse }) {
      if (url.pathname !== RAMP_PATH && !url.pathname.startsWith(`${RAMP_PATH}/`)) return;
      if (request.method === 'OPTIONS') return endResponse(preflightAnswer());
      try {
        const answer = await routes(request, url);
        if (answer) endResponse(answer);
      } catch (error) {
        endResponse(problemAnswer(error));
      }
    },
  };
  return {
    plugin,
    /** An account's ramp orders as activities, newest first. */
    activitiesOf(owner: string): AssetActivityRecord[] {
      return store.ordersOf(owner).flatMap((order) => rampActivity(order, dataset) ?? []);
    },
    /** Settles what a restart left pending (`main.ts` calls it once it listens). */
    resume: () => local.resume(),
    stop: () => local.stop(),
  };
}

export type Ramp = ReturnType<typeof createRamp>;

function rampToken(token: TokenRecord, origin: string): RampToken {
  const logo = tokenLogoPath(token);
  return {
    address: token.address,
    symbol: token.symbol ?? '',
    name: token.name ?? '',
    decimals: token.decimals,
    logoUrl: logo && `${origin}${logo}`,
  };
}
