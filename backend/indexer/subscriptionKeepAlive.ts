import type { Hex, PublicClient } from 'viem';

/**
 * Hardhat's node (EDR) keeps an `eth_subscribe` subscription as a filter with a five-minute deadline
 * that only `eth_getFilterChanges` renews (NomicFoundation/hardhat#2053): without it the node silently
 * stops notifying after five minutes, and the indexer would stop following the chain. Asked every
 * minute, the filters stay alive; what they hold was already pushed over the socket, so it is dropped.
 */
export const KEEP_ALIVE_MS = 60_000;

/**
 * Renews the subscriptions now and every `everyMs`. A node that does not know them as filters at the
 * first renewal does not keep subscriptions that way (nothing to renew, and it is not asked again); one
 * that forgets them later has dropped them: `onLost` is called, so the session can read the chain again.
 * EDR answers `null` for a filter it does not know, other nodes an error: both mean unknown.
 */
export async function keepSubscriptionsAlive(
  client: Pick<PublicClient, 'request'>,
  subscriptionIds: readonly Hex[],
  onLost: () => void,
  everyMs = KEEP_ALIVE_MS,
): Promise<() => void> {
  const renew = async () => {
    const answers = await Promise.all(
      subscriptionIds.map((id) =>
        client.request({ method: 'eth_getFilterChanges', params: [id] }).catch(() => null),
      ),
    );
    return answers.every(Array.isArray);
  };
  if (!(await renew())) return () => {};
  let renewing = true;
  const stop = () => {
    renewing = false;
    clearInterval(timer);
  };
  const timer = setInterval(() => {
    void renew().then((known) => {
      // A renewal still on its way when the session ended says nothing about the node.
      if (known || !renewing) return;
      stop();
      onLost();
    });
  }, everyMs);
  timer.unref();
  return stop;
}
