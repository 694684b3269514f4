import { type Address, getAddress, parseEther } from 'viem';
import { TOKEN_LAUNCH_CONTRACTS, type TokenLaunchKey } from '../../protocol/tokenLaunchContracts.ts';
import { prngFor } from './prng.ts';

/**
 * A token launch of the dataset: the token an auction sells on the local chain (ETHEREUM), described
 * here; its schedule, clearing price and bids are the chain's (chain/tokenLaunches.ts deploys it with
 * the bids below). Our own extension: the hosted Data API has no launches (tokenLaunches.graphql).
 */
export interface TokenLaunchRecord {
  key: TokenLaunchKey;
  auctionAddress: Address;
  tokenAddress: Address;
  name: string;
  symbol: string;
  description: string;
  /** Base units (18 decimals). */
  totalSupply: bigint;
  auctionSupply: bigint;
  /** Wei per whole token. */
  floorPrice: bigint;
  /** Seconds from the chain's start (negative: before it). */
  opensAt: number;
  closesAt: number;
  bids: { bidder: Address; budget: bigint; maxPrice: bigint }[];
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const WHOLE = 10n ** 18n;

/** What each launch is; the bids are drawn from the dataset's PRNG, the same every start. */
const LAUNCHES: readonly (Omit<TokenLaunchRecord, 'auctionAddress' | 'tokenAddress' | 'bids'> & {
  seededBids: number;
})[] = [
  {
    key: 'aurora',
    name: 'Aurora Network',
    symbol: 'AUR',
    description:
      'Aurora Network settles payments between rollups in one block. 0.2% of its supply is sold in this auction; the clearing price it finds seeds the first AUR/ETH pool.',
    totalSupply: 1_000_000_000n * WHOLE,
    auctionSupply: 2_000_000n * WHOLE,
    floorPrice: parseEther('0.00001'),
    // Opens two hours before the chain starts (set-up bids land inside it) and runs for three days.
    opensAt: -2 * HOUR,
    closesAt: 3 * DAY,
    seededBids: 12,
  },
  {
    key: 'kestrel',
    name: 'Kestrel Protocol',
    symbol: 'KSTR',
    description:
      'Kestrel Protocol is an order-flow auction for wallets. Its launch auction has ended: every bid can be settled at the final clearing price.',
    totalSupply: 100_000_000n * WHOLE,
    auctionSupply: 1_000_000n * WHOLE,
    floorPrice: parseEther('0.00002'),
    // Closed a minute before the chain starts: set-up's bids (an hour behind the clock) land before.
    opensAt: -2 * HOUR,
    closesAt: -60,
    seededBids: 10,
  },
  {
    key: 'lumen',
    name: 'Lumen Labs',
    symbol: 'LUMN',
    description:
      'Lumen Labs builds light clients for phones. Its auction opens a day after the chain starts; bids are taken once it opens.',
    totalSupply: 500_000_000n * WHOLE,
    auctionSupply: 25_000_000n * WHOLE,
    floorPrice: parseEther('0.000004'),
    opensAt: DAY,
    closesAt: 4 * DAY,
    seededBids: 0,
  },
];

/** Every launch of the dataset, in the order the chain deploys them. */
export const TOKEN_LAUNCHES: readonly TokenLaunchRecord[] = LAUNCHES.map(({ seededBids, ...launch }) => ({
  ...launch,
  auctionAddress: TOKEN_LAUNCH_CONTRACTS[launch.key].auction,
  tokenAddress: TOKEN_LAUNCH_CONTRACTS[launch.key].token,
  bids: seededBidsOf(launch.key, seededBids, launch.floorPrice),
}));

/** The launch whose auction is at `address` (any case). */
export function tokenLaunchAt(address: string): TokenLaunchRecord | undefined {
  const wanted = address.toLowerCase();
  return TOKEN_LAUNCHES.find((launch) => launch.auctionAddress.toLowerCase() === wanted);
}

/**
 * Bids of 0.5–40 ETH at 1.05–5 times the floor, each from its own account. Integers throughout: budgets
 * in thousandths of an ETH, max prices in hundredths of the floor. Placed in rising max prices, each
 * above the last: the clearing price never passes the highest max price bid, so none is refused (a
 * refused set-up transaction stops the chain's start).
 */
function seededBidsOf(key: TokenLaunchKey, count: number, floorPrice: bigint) {
  const random = prngFor('token-launch', key);
  const bids = Array.from({ length: count }, () => ({
    bidder: getAddress(random.hex(20)),
    budget: BigInt(Math.round(random.logBetween(500, 40_000))) * 10n ** 15n,
    hundredths: Math.round(random.between(105, 500)),
  }));
  return bids
    .sort((a, b) => a.hundredths - b.hundredths)
    .map(({ bidder, budget, hundredths }, index) => ({
      bidder,
      budget,
      // Plus the index in wei: two draws of one price still rise.
      maxPrice: (floorPrice * BigInt(hundredths)) / 100n + BigInt(index),
    }));
}
