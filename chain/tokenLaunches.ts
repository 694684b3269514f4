import { encodeDeployData, encodeFunctionData, erc20Abi } from 'viem';
import { tokenLaunchAuctionAbi } from '../protocol/protocolAbis.ts';
import {
  TOKEN_LAUNCH_CONTRACTS,
  TOKEN_LAUNCH_DEPLOYER,
  type TokenLaunchKey,
} from '../protocol/tokenLaunchContracts.ts';
import type { ChainAdmin } from './chainAdmin.ts';
import type { SeedTokenLaunch } from './localChainSeed.ts';
import { solidityArtifacts } from './solidityArtifacts.ts';

/** Seeded bids are placed this far apart, so a launch's clearing price has a history to draw. */
const SEEDED_BID_SPACING_SECONDS = 30;

/**
 * Deploys each launch's token and auction at the addresses protocol/ fixes (token then auction, launch
 * after launch, from one deployer), hands the auction the supply it sells, and places the seeded bids
 * half a minute apart. Set-up runs an hour behind the wall clock (startLocalChain), so bids of a launch
 * that opened before the chain's start land inside its schedule, and one that closed just before the
 * start is over once set-up catches up with the clock. Runs before the pools are seeded: the bids move
 * the clock on by minutes, and the pools' seeding must stay set-up's newest rows.
 */
export async function deployTokenLaunches(
  admin: ChainAdmin,
  launches: readonly SeedTokenLaunch[],
  startedAt: number,
): Promise<void> {
  if (launches.length === 0) return;
  const artifacts = await solidityArtifacts('launchAuctions');
  const token = artifacts.LaunchedToken;
  const auction = artifacts.TokenLaunchAuction;
  if (!token || !auction) throw new Error('chain/launchAuctions lacks LaunchedToken or TokenLaunchAuction');
  const byKey = new Map(launches.map((launch) => [launch.key, launch]));
  for (const key of Object.keys(TOKEN_LAUNCH_CONTRACTS) as TokenLaunchKey[]) {
    const launch = byKey.get(key);
    if (!launch) throw new Error(`The seed has no token launch ${key}: every fixed address needs its launch`);
    const expected = TOKEN_LAUNCH_CONTRACTS[key];
    const deployedToken = await admin.deploy(
      TOKEN_LAUNCH_DEPLOYER,
      encodeDeployData({
        abi: token.abi,
        bytecode: token.bytecode,
        args: [launch.name, launch.symbol, launch.totalSupply],
      }),
    );
    const deployedAuction = await admin.deploy(
      TOKEN_LAUNCH_DEPLOYER,
      encodeDeployData({
        abi: auction.abi,
        bytecode: auction.bytecode,
        args: [
          deployedToken.address,
          launch.auctionSupply,
          launch.floorPrice,
          BigInt(startedAt + launch.opensAt),
          BigInt(startedAt + launch.closesAt),
        ],
      }),
    );
    if (deployedToken.address !== expected.token || deployedAuction.address !== expected.auction) {
      throw new Error(
        `Launch ${key} landed at ${deployedToken.address} / ${deployedAuction.address}, not ${expected.token} / ${expected.auction}: deploy launches in their listed order`,
      );
    }
    await admin.send(TOKEN_LAUNCH_DEPLOYER, {
      to: expected.token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [expected.auction, launch.auctionSupply],
      }),
    });
    await placeSeededBids(admin, launch);
  }
}

async function placeSeededBids(admin: ChainAdmin, launch: SeedTokenLaunch): Promise<void> {
  const { auction } = TOKEN_LAUNCH_CONTRACTS[launch.key];
  for (const seeded of launch.bids) {
    const block = await admin.client.getBlock();
    await admin.client.setNextBlockTimestamp({
      timestamp: block.timestamp + BigInt(SEEDED_BID_SPACING_SECONDS),
    });
    await admin.send(seeded.bidder, {
      to: auction,
      value: seeded.budget,
      data: encodeFunctionData({
        abi: tokenLaunchAuctionAbi,
        functionName: 'bid',
        args: [seeded.maxPrice],
      }),
    });
  }
}
