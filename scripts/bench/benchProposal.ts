import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNT_PRIVATE_KEY } from '../../devChain/devAccount.ts';
import { proposalPagePath } from '../../preview/pagePaths.ts';
import { GOVERNORS } from '../../protocol/governors.ts';
import { governorAlphaAbi } from '../../protocol/protocolAbis.ts';
import { delegateCall, proposeCall, treasuryTransferAction } from '../../trading/governanceCalls.ts';
import type { PreparedCall } from '../../trading/sendTransaction.ts';

/**
 * A proposal page to measure: the newest proposal on the chain, or, on a fresh local chain (which
 * seeds none), one the dev account makes (it holds the UNI to pass the threshold): a heading, a few
 * paragraphs of Markdown and a treasury transfer, like a real one.
 */
export async function benchProposalPath(rpcUrl: string): Promise<string> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const count = () =>
    client.readContract({ address: GOVERNORS[0], abi: governorAlphaAbi, functionName: 'proposalCount' });
  const existing = await count();
  if (existing > 0n) return proposalPagePath(0, existing.toString());
  const account = privateKeyToAccount(DEV_ACCOUNT_PRIVATE_KEY);
  const wallet = createWalletClient({ account, transport: http(rpcUrl) });
  const send = async (call: PreparedCall) => {
    const hash = await wallet.sendTransaction({ ...call, chain: null });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Bench proposal set-up ${hash} reverted`);
  };
  // A delegation counts from the block after it: the proposal goes in the next one.
  await send(delegateCall(account.address));
  await send(
    proposeCall(
      [treasuryTransferAction(account.address, 10n ** 18n)],
      [
        '# Fund the measurement working group',
        'This proposal pays **1 UNI** from the treasury to the working group that measures the interface.',
        '## Why',
        'Pages that load fast keep people. The group reports first-load weight and Lighthouse figures for every page, every release.',
        '## What',
        '- One transfer from the Timelock\n- A report each month\n- [The method](https://example.org/method)',
      ].join('\n\n'),
    ),
  );
  return proposalPagePath(0, (await count()).toString());
}
