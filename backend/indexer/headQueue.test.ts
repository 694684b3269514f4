import { describe, expect, it, vi } from 'vitest';
import { headQueue } from './headQueue.ts';

/** A node that answers each block read only when the test says so. */
function heldReads() {
  const asked: bigint[] = [];
  const answers = new Map<bigint, () => void>();
  const read = (blockNumber: bigint) =>
    new Promise<bigint>((resolve) => {
      asked.push(blockNumber);
      answers.set(blockNumber, () => resolve(blockNumber));
    });
  const answer = (...blocks: number[]) => {
    for (const block of blocks) answers.get(BigInt(block))?.();
  };
  return { asked, read, answer };
}

describe('the queue of new blocks', () => {
  it('reads the blocks that piled up together, while the node is slow, and applies them in chain order', async () => {
    const node = heldReads();
    const applied: bigint[] = [];
    const queue = headQueue(
      node.read,
      (block) => applied.push(block),
      () => {},
    );
    queue.goLive();
    // Five traders' transactions, five blocks, announced before the node answered the first read.
    for (const head of [1n, 2n, 3n, 4n, 5n]) queue.push(head);
    await vi.waitFor(() => expect(node.asked).toEqual([1n, 2n, 3n, 4n, 5n]));
    node.answer(5, 3, 1, 4, 2);
    await vi.waitFor(() => expect(applied).toEqual([1n, 2n, 3n, 4n, 5n]));
    queue.push(7n);
    await vi.waitFor(() => expect(node.asked).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n]));
    node.answer(7, 6);
    await vi.waitFor(() => expect(applied).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n]));
  });

  it('reads nothing live before it is told to, and then every block it was told of meanwhile', async () => {
    const node = heldReads();
    const applied: bigint[] = [];
    const queue = headQueue(
      node.read,
      (block) => applied.push(block),
      () => {},
    );
    const backfill = queue.backfill(2n);
    queue.push(3n);
    await vi.waitFor(() => expect(node.asked).toEqual([1n, 2n]));
    node.answer(1, 2);
    await backfill;
    expect(applied).toEqual([1n, 2n]);
    queue.goLive();
    await vi.waitFor(() => expect(node.asked).toEqual([1n, 2n, 3n]));
    node.answer(3);
    await vi.waitFor(() => expect(applied).toEqual([1n, 2n, 3n]));
  });

  it('says when a block cannot be read', async () => {
    const onFailure = vi.fn();
    const queue = headQueue(
      () => Promise.reject(new Error('socket closed')),
      () => {},
      onFailure,
    );
    queue.goLive();
    queue.push(1n);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledWith(new Error('socket closed')));
  });
});
