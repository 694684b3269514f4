/**
 * Magnitudes of real USD prices, so majors look right (stablecoins near 1, ETH in the thousands).
 * Tokens not listed get a seeded long-tail price.
 */
const REFERENCE_PRICES: Record<string, number> = {
  ETH: 3400,
  WETH: 3400,
  STETH: 3396,
  WSTETH: 4050,
  RETH: 3810,
  CBETH: 3655,
  WEETH: 3570,
  EZETH: 3480,
  WBTC: 97_000,
  CBBTC: 97_050,
  TBTC: 96_800,
  BTC: 97_000,
  BTCB: 97_000,
  UNI: 9.6,
  LINK: 18.2,
  AAVE: 212,
  MKR: 1650,
  LDO: 1.62,
  ARB: 0.78,
  OP: 1.92,
  POL: 0.45,
  MATIC: 0.45,
  CRV: 0.61,
  SNX: 2.1,
  COMP: 61,
  ENS: 28.4,
  GRT: 0.21,
  APE: 1.22,
  '1INCH': 0.38,
  SUSHI: 1.12,
  BAL: 2.48,
  YFI: 7200,
  RPL: 11.3,
  FET: 1.31,
  RNDR: 7.05,
  RENDER: 7.05,
  IMX: 1.41,
  SAND: 0.55,
  MANA: 0.51,
  AXS: 6.6,
  PEPE: 0.0000182,
  SHIB: 0.0000221,
  BNB: 690,
  WBNB: 690,
  AVAX: 38.5,
  WAVAX: 38.5,
  CELO: 0.71,
  ZK: 0.152,
  BLAST: 0.0081,
  ENA: 0.92,
  ONDO: 1.31,
  GNO: 301,
  PAXG: 2655,
  XAUT: 2650,
  XAUT0: 2650,
  LPT: 15.2,
  WPOL: 0.45,
  WMATIC: 0.45,
  TAO: 430,
  EURC: 1.08,
  AGEUR: 1.08,
  EURE: 1.08,
};

const STABLE =
  /^(USDC|USDT|DAI|FRAX|LUSD|USDE|PYUSD|GUSD|USDP|TUSD|CRVUSD|GHO|USDS|SUSD|BUSD|USDB|USDZC|AUSD|FDUSD|USD0|USDBC|USDT0|RLUSD|USDC\.E|USDT\.E|DAI\.E)$/;

/** Wrapped native tokens are the native asset one-to-one. */
const WRAPPED: Record<string, string> = {
  WETH: 'ETH',
  WBNB: 'BNB',
  WAVAX: 'AVAX',
  WPOL: 'POL',
  WMATIC: 'POL',
  MATIC: 'POL',
};

export interface ReferencePrice {
  price: number | undefined;
  isStablecoin: boolean;
  /** The asset whose price this token follows exactly (ETH for WETH), when it is a known one. */
  asset: string | undefined;
}

export function referencePrice(symbol: string | null): ReferencePrice {
  const key = (symbol ?? '').toUpperCase();
  if (STABLE.test(key)) return { price: 1, isStablecoin: true, asset: undefined };
  const asset = WRAPPED[key] ?? key;
  const price = REFERENCE_PRICES[asset];
  return { price, isStablecoin: false, asset: price === undefined ? undefined : asset };
}
