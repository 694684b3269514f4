import { type Address, erc721Abi, type Hex, parseEventLogs, type WalletClient, zeroAddress } from 'viem';
import type { LiquidityPlan } from '../../liquidity/liquidityPlan.ts';
import { runTransaction, type TransactionStage } from '../../trading/sendTransaction.ts';
import { chainClientOf } from '../../wallet/appChainClient.ts';
import { tradingChain } from '../../wallet/tradingChain.ts';

/** A stage of one step of a plan: which transaction of how many, named by its label. */
export type LiquidityStage = TransactionStage & { index: number; count: number; label: string };

export interface LiquidityOutcome {
  /** The position call's transaction. */
  hash: Hex;
  blockNumber: bigint;
  /** The NFT the position call minted (create, migrate), read from its receipt. */
  mintedTokenId: string | undefined;
}

/**
 * Runs a plan's steps in order, each through the one transaction path (simulate → sign → pending →
 * receipt status): missing approvals first, the position call last. A step that fails stops the run
 * there, so nothing after it is sent.
 */
export async function runLiquidityPlan({
  plan,
  wallet,
  account,
  onStage,
}: {
  plan: LiquidityPlan;
  wallet: WalletClient;
  account: Address;
  onStage: (stage: LiquidityStage) => void;
}): Promise<LiquidityOutcome> {
  const chain = tradingChain();
  const { v3NonfungiblePositionManager, v4PositionManager } = chain.protocol;
  // The contracts whose NFTs are positions: a mint of theirs in a receipt is the new position.
  const positionManagers = [v3NonfungiblePositionManager, v4PositionManager].map((address) =>
    address.toLowerCase(),
  );
  let last: LiquidityOutcome | undefined;
  for (const [index, step] of plan.steps.entries()) {
    const tagged = (stage: TransactionStage) =>
      onStage({ ...stage, index, count: plan.steps.length, label: step.label });
    tagged({ stage: 'checking' });
    const receipt = await runTransaction({
      client: chainClientOf(chain),
      wallet,
      account,
      call: step.call,
      action: 'liquidity',
      description: { kind: step.kind === 'position' ? 'liquidity' : 'approval', summary: step.label },
      onStage: tagged,
    });
    const minted = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: receipt.logs }).find(
      (log) => log.args.from === zeroAddress && positionManagers.includes(log.address.toLowerCase()),
    );
    last = {
      hash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      mintedTokenId: minted ? minted.args.tokenId.toString() : undefined,
    };
  }
  if (!last) throw new Error('The plan has no transaction to send.');
  return last;
}
