/**
 * Blocks being read at once, at most: enough to overlap round trips, few enough to spare the node.
 */
const READ_AHEAD = 16;

/**
 * Blocks for the accounts' activity, applied one at a time in chain order: the past, then every block
 * up to the newest head the node announced (a head that skips numbers still has every block between
 * applied). Each block is asked for as soon as it is known, up to READ_AHEAD ahead of the one to apply
 * next: a busy node takes long over each read, and read one after another, the blocks of many traders
 * at once (each transaction its own block) would queue up behind each other's round trips.
 */
export function headQueue<T>(
  read: (blockNumber: bigint) => Promise<T>,
  apply: (read: T) => void,
  onFailure: (error: unknown) => void,
) {
  let next = 1n;
  let target = 0n;
  let asked = 0n;
  let busy = false;
  let live = false;
  const reads = new Map<bigint, Promise<T>>();
  const askUpTo = (last: bigint) => {
    while (asked < last && asked - next + 1n < BigInt(READ_AHEAD)) {
      asked++;
      const reading = read(asked);
      // Its failure is met where it is awaited, in order.
      reading.catch(() => {});
      reads.set(asked, reading);
    }
  };
  const applyUpTo = async (last: bigint) => {
    askUpTo(last);
    while (next <= last) {
      const blockRead = await (reads.get(next) as Promise<T>);
      reads.delete(next);
      next++;
      apply(blockRead);
      askUpTo(live ? target : last);
    }
  };
  const drain = async () => {
    if (busy || !live) return;
    busy = true;
    try {
      while (next <= target) await applyUpTo(target);
    } catch (error) {
      onFailure(error);
    } finally {
      busy = false;
    }
  };
  return {
    push(head: bigint) {
      if (head > target) target = head;
      if (live) askUpTo(target);
      void drain();
    },
    /** Blocks 1 to `head` (block 0 holds no transaction). */
    async backfill(head: bigint) {
      if (head > target) target = head;
      await applyUpTo(head);
    },
    goLive() {
      live = true;
      void drain();
    },
    /** The newest head the node announced (or the past was read to). */
    highest: () => target,
  };
}
