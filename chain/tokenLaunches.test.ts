import {
  type Address,
  createWalletClient,
  encodeDeployData,
  erc20Abi,
  http,
  parseEther,
  publicActions,
  testActions,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localChainMarket } from '../backend/dataset/localChainMarket.ts';
import { TOKEN_LAUNCHES } from '../backend/dataset/tokenLaunches.ts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../devChain/devAccount.ts';
import { topUp } from '../devChain/faucet.ts';
import { tokenLaunchAuctionAbi } from '../protocol/protocolAbis.ts';
import { TOKEN_LAUNCH_CONTRACTS } from '../protocol/tokenLaunchContracts.ts';
import { solidityArtifacts } from './solidityArtifacts.ts';
import { type LocalChain, startLocalChain } from './startLocalChain.ts';

const ONE = 10n ** 18n;

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0, seed: localChainMarket() });
}, 120_000);
afterAll(() => chain?.stop());

const client = () =>
  createWalletClient({ chain: hardhat, transport: http(chain.url) })
    .extend(publicActions)
    .extend(testActions({ mode: 'hardhat' }));

async function freshAccount(eth = parseEther('1000')) {
  const account = privateKeyToAccount(generatePrivateKey());
  await topUp(chain.url, account.address, { eth, tokens: [] });
  return createWalletClient({ account, chain: hardhat, transport: http(chain.url) }).extend(publicActions);
}

const auctionRead = <Name extends 'clearingPrice' | 'bidCount' | 'startTime' | 'endTime' | 'supply'>(
  address: Address,
  functionName: Name,
) => client().readContract({ address, abi: tokenLaunchAuctionAbi, functionName });

async function bid(
  bidder: Awaited<ReturnType<typeof freshAccount>>,
  auction: Address,
  eth: bigint,
  maxPrice: bigint,
) {
  const hash = await bidder.writeContract({
    address: auction,
    abi: tokenLaunchAuctionAbi,
    functionName: 'bid',
    args: [maxPrice],
    value: eth,
  });
  return bidder.waitForTransactionReceipt({ hash });
}

/** The revert reason of a bid tried as a call: nothing is sent. */
async function refusal(
  bidder: Awaited<ReturnType<typeof freshAccount>>,
  auction: Address,
  eth: bigint,
  maxPrice: bigint,
) {
  const error = await bidder
    .simulateContract({
      address: auction,
      abi: tokenLaunchAuctionAbi,
      functionName: 'bid',
      args: [maxPrice],
      value: eth,
    })
    .then(
      () => undefined,
      (caught: Error) => caught.message,
    );
  return error;
}

describe("the dataset's launches on the local chain", () => {
  it('deploys each token and auction at its fixed address, the auction holding the supply it sells', async () => {
    for (const launch of TOKEN_LAUNCHES) {
      const { token, auction } = TOKEN_LAUNCH_CONTRACTS[launch.key];
      const [symbol, held, sold, count] = await Promise.all([
        client().readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [auction] }),
        auctionRead(auction, 'supply'),
        auctionRead(auction, 'bidCount'),
      ]);
      expect(symbol).toBe(launch.symbol);
      expect(held).toBe(launch.auctionSupply);
      expect(sold).toBe(launch.auctionSupply);
      expect(count).toBe(BigInt(launch.bids.length));
    }
  });

  it('schedules each launch around the chain start: one live, one over, one to come', async () => {
    const now = (await client().getBlock()).timestamp;
    const aurora = TOKEN_LAUNCH_CONTRACTS.aurora.auction;
    const kestrel = TOKEN_LAUNCH_CONTRACTS.kestrel.auction;
    const lumen = TOKEN_LAUNCH_CONTRACTS.lumen.auction;
    expect(await auctionRead(aurora, 'startTime')).toBeLessThan(now);
    expect(await auctionRead(aurora, 'endTime')).toBeGreaterThan(now);
    expect(await auctionRead(kestrel, 'endTime')).toBeLessThanOrEqual(now);
    expect(await auctionRead(lumen, 'startTime')).toBeGreaterThan(now);
  });

  it('clears the seeded bids at the lowest price where the bids above it buy no more than the supply', async () => {
    for (const launch of TOKEN_LAUNCHES.filter(({ bids }) => bids.length > 0)) {
      const price = await auctionRead(launch.auctionAddress, 'clearingPrice');
      const above = launch.bids.filter((b) => b.maxPrice > price).reduce((sum, b) => sum + b.budget, 0n);
      const atOrAbove = launch.bids.filter((b) => b.maxPrice >= price).reduce((sum, b) => sum + b.budget, 0n);
      expect(price).toBeGreaterThanOrEqual(launch.floorPrice);
      expect((above * ONE) / price).toBeLessThanOrEqual(launch.auctionSupply);
      // One wei lower, the bids at or above it would buy more than there is: the price could not be lower.
      if (price > launch.floorPrice)
        expect((atOrAbove * ONE) / (price - 1n)).toBeGreaterThan(launch.auctionSupply);
    }
  });
});

describe('a bid', () => {
  const { auction } = TOKEN_LAUNCH_CONTRACTS.aurora;

  it('above the clearing price is recorded with its budget and max price, and its event tells the new price', async () => {
    const bidder = await freshAccount();
    const before = await auctionRead(auction, 'bidCount');
    const maxPrice = (await auctionRead(auction, 'clearingPrice')) * 3n;
    const receipt = await bid(bidder, auction, parseEther('2'), maxPrice);
    expect(receipt.status).toBe('success');
    expect(await auctionRead(auction, 'bidCount')).toBe(before + 1n);
    const [owner, budget, recordedMax] = await client().readContract({
      address: auction,
      abi: tokenLaunchAuctionAbi,
      functionName: 'bids',
      args: [before],
    });
    expect([owner, budget, recordedMax]).toEqual([bidder.account.address, parseEther('2'), maxPrice]);
    const [placed] = await client().getContractEvents({
      address: auction,
      abi: tokenLaunchAuctionAbi,
      eventName: 'BidPlaced',
      args: { owner: bidder.account.address },
      fromBlock: 0n,
    });
    expect(placed?.args.clearingPrice).toBe(await auctionRead(auction, 'clearingPrice'));
  });

  it('is refused, changing nothing, with no ETH, at or below the clearing price, before the start or after the end', async () => {
    const bidder = await freshAccount();
    const clearing = await auctionRead(auction, 'clearingPrice');
    const before = await auctionRead(auction, 'bidCount');
    expect(await refusal(bidder, auction, 0n, clearing * 2n)).toMatch('A bid needs some ETH');
    expect(await refusal(bidder, auction, parseEther('1'), clearing)).toMatch(
      'The max price must be above the clearing price',
    );
    expect(await refusal(bidder, TOKEN_LAUNCH_CONTRACTS.kestrel.auction, parseEther('1'), ONE)).toMatch(
      'The auction has ended',
    );
    expect(await refusal(bidder, TOKEN_LAUNCH_CONTRACTS.lumen.auction, parseEther('1'), ONE)).toMatch(
      'The auction has not started',
    );
    expect(await auctionRead(auction, 'bidCount')).toBe(before);
  });
});

describe('settlement, on an auction of known numbers', () => {
  it('fills bids above the price, shares what is left at it, refunds bids below, once each', async () => {
    const { LaunchedToken, TokenLaunchAuction } = await solidityArtifacts('launchAuctions');
    if (!LaunchedToken || !TokenLaunchAuction) throw new Error('missing artifacts');
    const seller = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY),
      chain: hardhat,
      transport: http(chain.url),
    }).extend(publicActions);
    const deploy = async (data: `0x${string}`) => {
      const hash = await seller.sendTransaction({ data });
      return (await seller.waitForTransactionReceipt({ hash })).contractAddress as Address;
    };
    const now = (await client().getBlock()).timestamp;
    const token = await deploy(encodeDeployData({ ...LaunchedToken, args: ['Known', 'KNW', 1000n * ONE] }));
    // 100 tokens from a floor of 1 ETH each, for an hour.
    const auction = await deploy(
      encodeDeployData({ ...TokenLaunchAuction, args: [token, 100n * ONE, ONE, now, now + 3600n] }),
    );
    await seller.waitForTransactionReceipt({
      hash: await seller.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [auction, 100n * ONE],
      }),
    });
    const [a, b, c] = await Promise.all([freshAccount(), freshAccount(), freshAccount()]);
    // 60 ETH up to 2 and 60 ETH up to 3: 120 ETH above the floor clears at 1.2 (100 tokens).
    await bid(a, auction, parseEther('60'), 2n * ONE);
    await bid(b, auction, parseEther('60'), 3n * ONE);
    expect(await auctionRead(auction, 'clearingPrice')).toBe(parseEther('1.2'));
    // 100 ETH up to 2.5: 220 ETH would clear at 2.2, past A's 2, so A is marginal at 2: B and C buy 80 tokens.
    await bid(c, auction, parseEther('100'), parseEther('2.5'));
    expect(await auctionRead(auction, 'clearingPrice')).toBe(2n * ONE);

    await client().increaseTime({ seconds: 3601 });
    await client().mine({ blocks: 1 });
    const settle = async (bidder: typeof a, bidId: bigint) => {
      const ethBefore = await client().getBalance({ address: bidder.account.address });
      const receipt = await bidder.waitForTransactionReceipt({
        hash: await bidder.writeContract({
          address: auction,
          abi: tokenLaunchAuctionAbi,
          functionName: 'claim',
          args: [bidId],
        }),
      });
      const tokens = await client().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [bidder.account.address],
      });
      const gas = receipt.gasUsed * receipt.effectiveGasPrice;
      return {
        tokens,
        refund: (await client().getBalance({ address: bidder.account.address })) - ethBefore + gas,
      };
    };
    expect(await settle(a, 0n)).toEqual({ tokens: 20n * ONE, refund: parseEther('20') });
    expect(await settle(b, 1n)).toEqual({ tokens: 30n * ONE, refund: 0n });
    expect(await settle(c, 2n)).toEqual({ tokens: 50n * ONE, refund: 0n });
    const again = await a
      .simulateContract({ address: auction, abi: tokenLaunchAuctionAbi, functionName: 'claim', args: [0n] })
      .then(
        () => '',
        (error: Error) => error.message,
      );
    expect(again).toMatch('This bid was already claimed');
  });
});
