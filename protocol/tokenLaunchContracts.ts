import type { Address } from 'viem';

/**
 * The local chain's token launches: each launch's token and the auction selling it, both contracts of
 * ours (chain/launchAuctions/*.sol: no compiled launch auction is published). The chain deploys them
 * from one deployer, token then auction (then the supply handed over), launch after launch in this
 * order, so every address is fixed;
 * it checks each one when it starts. The Data API's dataset describes each launch under the same key.
 */
export const TOKEN_LAUNCH_DEPLOYER: Address = '0x7a0c4a0000000000000000000000000000007a0c';

export const TOKEN_LAUNCH_CONTRACTS = {
  aurora: {
    token: '0x9EE7A33C77A74638D5F42b9ee1b5E77E2Cdf1e59',
    auction: '0x0469eB38E154C9Bf7CD75CD353A1d55fb276bea6',
  },
  kestrel: {
    token: '0x9f2C18eEB9f8cdeb1188719D8341FdaDfD49EB8D',
    auction: '0xfeC83A62DCc6ACaee2120435fB595BE1D7fB78A6',
  },
  lumen: {
    token: '0x1F2a83A4AfC196ed1dfBa798FE47AA79A4cc205B',
    auction: '0x277aE9d818e6bCfCC60653a9bF8d41d8f0567F04',
  },
} as const satisfies Record<string, { token: Address; auction: Address }>;

export type TokenLaunchKey = keyof typeof TOKEN_LAUNCH_CONTRACTS;
