import { appDataApi } from '../data/hooks/appDataApi.ts';
import { Convert } from '../data/operations/convert.ts';
import { isOfferedCurrency, type OfferedCurrency, USD_DISPLAY } from '../money/displayCurrency.ts';
import { displayCurrency, setDisplayCurrency } from './displayCurrencyStore.ts';

export const CURRENCY_STORAGE_KEY = 'display-currency';

/** A remembered rate is shown at once on the next visit (then refreshed) while it is this young. */
const SAVED_RATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type RateStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CurrencyChoiceDeps {
  /** Units of the currency per US dollar, `undefined` when the Data API has no rate for it. */
  loadRate: (code: OfferedCurrency) => Promise<number | undefined>;
  storage: RateStorage | undefined;
  now: () => number;
}

interface SavedCurrency {
  code: OfferedCurrency;
  rate?: number;
  savedAt?: number;
}

/** The spec's Convert of 1 USD; sent as GET so the service worker keeps it for offline visits. */
export async function loadUsdRate(code: OfferedCurrency): Promise<number | undefined> {
  const { convert } = await appDataApi.request(
    Convert,
    { fromCurrency: 'USD', toCurrency: code },
    { method: 'GET' },
  );
  return convert && convert.currency === code && Number.isFinite(convert.value) && convert.value > 0
    ? convert.value
    : undefined;
}

const browserDeps = (): CurrencyChoiceDeps => ({
  loadRate: loadUsdRate,
  storage: browserStorage(),
  now: Date.now,
});

let latestRequest = 0;

/**
 * The reader picks a currency: remembered at once; figures switch when its rate is in, and until then
 * (or if the Data API cannot give it) they stay in the currency already shown, which the selector says.
 */
export async function chooseCurrency(code: OfferedCurrency, deps: CurrencyChoiceDeps = browserDeps()) {
  save(deps.storage, { code });
  if (code === 'USD') {
    latestRequest++;
    setDisplayCurrency(USD_DISPLAY);
    return;
  }
  setDisplayCurrency({ ...displayCurrency(), chosen: code, rateStatus: 'loading' });
  await showWithRate(code, deps, false);
}

/**
 * After hydration: the saved currency comes back, at once with its remembered rate when that is young
 * enough, the rate then refreshed from the Data API.
 */
export async function restoreSavedCurrency(deps: CurrencyChoiceDeps = browserDeps()) {
  const saved = read(deps.storage);
  if (!saved || saved.code === 'USD') return;
  const remembered =
    saved.rate !== undefined &&
    saved.savedAt !== undefined &&
    deps.now() - saved.savedAt < SAVED_RATE_MAX_AGE_MS;
  setDisplayCurrency(
    remembered
      ? { code: saved.code, rate: saved.rate as number, chosen: saved.code, rateStatus: 'ready' }
      : { ...displayCurrency(), chosen: saved.code, rateStatus: 'loading' },
  );
  await showWithRate(saved.code, deps, remembered);
}

async function showWithRate(code: OfferedCurrency, deps: CurrencyChoiceDeps, alreadyShown: boolean) {
  const request = ++latestRequest;
  let rate: number | undefined;
  try {
    rate = await deps.loadRate(code);
  } catch {
    rate = undefined;
  }
  // A later choice (or a switch back to USD) wins over an answer that comes in late.
  if (request !== latestRequest) return;
  if (rate === undefined) {
    // A remembered rate already on screen stays; otherwise the selector says the rate is missing.
    if (!alreadyShown) setDisplayCurrency({ ...displayCurrency(), chosen: code, rateStatus: 'unavailable' });
    return;
  }
  setDisplayCurrency({ code, rate, chosen: code, rateStatus: 'ready' });
  save(deps.storage, { code, rate, savedAt: deps.now() });
}

function read(storage: RateStorage | undefined): SavedCurrency | undefined {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(CURRENCY_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null || !('code' in saved) || !isOfferedCurrency(saved.code))
      return undefined;
    const rate = 'rate' in saved && typeof saved.rate === 'number' && saved.rate > 0 ? saved.rate : undefined;
    const savedAt = 'savedAt' in saved && typeof saved.savedAt === 'number' ? saved.savedAt : undefined;
    return { code: saved.code, rate, savedAt };
  } catch {
    return undefined;
  }
}

function save(storage: RateStorage | undefined, saved: SavedCurrency): void {
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage denied (private mode): the choice lasts for this page only.
  }
}

function browserStorage(): RateStorage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}
