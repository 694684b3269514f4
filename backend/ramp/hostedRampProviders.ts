import type { RampProvider, RampQuoteRequest, RampUnavailable } from '../../data/rampApi.ts';

export interface RampProvidersEnv {
  RAMP_PROVIDERS?: string | undefined;
}

/** One provider reached over the internet: a configuration entry, no code of its own. */
interface HostedProviderEntry {
  id: string;
  name: string;
  /**
   * Its checkout, with `{direction}`, `{chain}`, `{token}` (address, or `native`), `{fiatCurrency}`,
   * `{fiatAmount}` and `{account}` filled in (URL-encoded) for the request at hand.
   */
  checkoutUrl: string;
}

/**
 * The providers of `RAMP_PROVIDERS` (JSON: `[{"id","name","checkoutUrl"}]`, none by default). The
 * product runs offline, so it asks them no price: each is listed beside the quotes with a hand-off to its
 * own checkout, where it prices and takes the payment. Throws, naming the variable, on a bad entry.
 */
export function hostedRampProvidersFrom(env: RampProvidersEnv): RampProvider[] {
  if (!env.RAMP_PROVIDERS) return [];
  let entries: unknown;
  try {
    entries = JSON.parse(env.RAMP_PROVIDERS);
  } catch {
    throw new Error('RAMP_PROVIDERS must be JSON: [{"id": …, "name": …, "checkoutUrl": "https://…"}]');
  }
  if (!Array.isArray(entries)) throw new Error('RAMP_PROVIDERS must be a JSON list of providers');
  return entries.map((entry, index) => hostedProvider(checkedEntry(entry, index)));
}

function checkedEntry(entry: unknown, index: number): HostedProviderEntry {
  const { id, name, checkoutUrl } = (entry ?? {}) as Partial<Record<keyof HostedProviderEntry, unknown>>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof checkoutUrl !== 'string' || !id || !name)
    throw new Error(`RAMP_PROVIDERS[${index}] needs a string id, name and checkoutUrl`);
  if (new URL(checkoutUrl.replace(/[{}]/g, '')).protocol !== 'https:')
    throw new Error(`RAMP_PROVIDERS[${index}].checkoutUrl must be an https URL`);
  return { id, name, checkoutUrl };
}

function hostedProvider(entry: HostedProviderEntry): RampProvider {
  return {
    summary: { id: entry.id, name: entry.name, handOff: 'checkout' },
    async quote(request): Promise<RampUnavailable> {
      return {
        providerId: entry.id,
        providerName: entry.name,
        reason: `${entry.name} shows its price and takes the payment on its own site.`,
        checkoutUrl: checkoutUrlFor(entry.checkoutUrl, request),
      };
    },
  };
}

/** The checkout template with the request's values, each URL-encoded. */
export function checkoutUrlFor(
  template: string,
  request: RampQuoteRequest & { account?: string | undefined },
): string {
  const values: Record<string, string> = {
    direction: request.direction,
    chain: request.chain,
    token: request.token ?? 'native',
    fiatCurrency: request.fiatCurrency,
    fiatAmount: request.fiatAmount,
    account: request.account ?? '',
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name] as string) : whole,
  );
}
