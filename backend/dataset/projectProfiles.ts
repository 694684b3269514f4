/** Homepages and X accounts of well-known assets; other projects have none, as many do on the hosted API. */
export const PROJECT_LINKS: Record<string, { homepageUrl: string; twitterName: string }> = {
  ETH: { homepageUrl: 'https://ethereum.org', twitterName: 'ethereum' },
  WETH: { homepageUrl: 'https://weth.io', twitterName: 'ethereum' },
  USDC: { homepageUrl: 'https://www.circle.com/usdc', twitterName: 'circle' },
  USDT: { homepageUrl: 'https://tether.to', twitterName: 'Tether_to' },
  WBTC: { homepageUrl: 'https://wbtc.network', twitterName: 'WrappedBTC' },
  DAI: { homepageUrl: 'https://makerdao.com', twitterName: 'MakerDAO' },
  UNI: { homepageUrl: 'https://uniswap.org', twitterName: 'Uniswap' },
  LINK: { homepageUrl: 'https://chain.link', twitterName: 'chainlink' },
  AAVE: { homepageUrl: 'https://aave.com', twitterName: 'aave' },
  PEPE: { homepageUrl: 'https://www.pepe.vip', twitterName: 'pepecoineth' },
  SHIB: { homepageUrl: 'https://shibatoken.com', twitterName: 'Shibtoken' },
  ARB: { homepageUrl: 'https://arbitrum.io', twitterName: 'arbitrum' },
  OP: { homepageUrl: 'https://optimism.io', twitterName: 'Optimism' },
  LDO: { homepageUrl: 'https://lido.fi', twitterName: 'LidoFinance' },
  MKR: { homepageUrl: 'https://makerdao.com', twitterName: 'MakerDAO' },
  CRV: { homepageUrl: 'https://curve.fi', twitterName: 'CurveFinance' },
  COMP: { homepageUrl: 'https://compound.finance', twitterName: 'compoundfinance' },
  ENS: { homepageUrl: 'https://ens.domains', twitterName: 'ensdomains' },
  GRT: { homepageUrl: 'https://thegraph.com', twitterName: 'graphprotocol' },
  '1INCH': { homepageUrl: 'https://1inch.io', twitterName: '1inch' },
  SUSHI: { homepageUrl: 'https://www.sushi.com', twitterName: 'SushiSwap' },
  SNX: { homepageUrl: 'https://synthetix.io', twitterName: 'synthetix_io' },
  POL: { homepageUrl: 'https://polygon.technology', twitterName: '0xPolygon' },
  BNB: { homepageUrl: 'https://www.bnbchain.org', twitterName: 'BNBCHAIN' },
  AVAX: { homepageUrl: 'https://www.avax.network', twitterName: 'avax' },
  CELO: { homepageUrl: 'https://celo.org', twitterName: 'Celo' },
};

type Translations = Record<'es' | 'fr' | 'ja' | 'pt' | 'vi' | 'zhHans' | 'zhHant', string>;

/** The English description of an asset, written from what kind of asset it is. */
export function projectDescription(name: string, symbol: string, kind: AssetKind): string {
  const what = {
    stablecoin: 'a stablecoin designed to hold a steady value of one US dollar, backed by reserves',
    native: 'the native asset of its network, used to pay transaction fees and to secure the chain',
    wrapped: 'a token that wraps another asset one-to-one so it can be traded as an ERC-20',
    token: 'a token used across decentralized finance for trading, governance and liquidity',
  }[kind];
  return `${name} (${symbol}) is ${what}. It trades on Uniswap against the main assets of each network it lives on, and its price, volume and liquidity here come from those pools.`;
}

/** The seven translations the spec asks for, for top tokens. */
export function projectTranslations(name: string, symbol: string): Translations {
  return {
    es: `${name} (${symbol}) es un token que se intercambia en Uniswap. Su precio, volumen y liquidez provienen de los pools de cada red.`,
    fr: `${name} (${symbol}) est un jeton échangé sur Uniswap. Son prix, son volume et sa liquidité proviennent des pools de chaque réseau.`,
    ja: `${name}（${symbol}）はUniswapで取引されるトークンです。価格、出来高、流動性は各ネットワークのプールに基づきます。`,
    pt: `${name} (${symbol}) é um token negociado na Uniswap. Seu preço, volume e liquidez vêm dos pools de cada rede.`,
    vi: `${name} (${symbol}) là một token được giao dịch trên Uniswap. Giá, khối lượng và thanh khoản đến từ các pool của từng mạng.`,
    zhHans: `${name}（${symbol}）是在 Uniswap 上交易的代币。其价格、交易量和流动性来自各网络的资金池。`,
    zhHant: `${name}（${symbol}）是在 Uniswap 上交易的代幣。其價格、交易量和流動性來自各網路的資金池。`,
  };
}

export type AssetKind = 'stablecoin' | 'native' | 'wrapped' | 'token';
