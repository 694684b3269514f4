/**
 * A wallet request's failure in words a person understands. Wallets answer with EIP-1193 codes, which
 * viem and wagmi keep on their errors (or on an error in the `cause` chain).
 */
export function walletErrorMessage(error: unknown, walletName = 'your wallet'): string {
  switch (errorCode(error)) {
    case 4001:
      return `You rejected the request in ${walletName}.`;
    case -32002:
      return `${walletName} already has a request open: finish or close it there, then try again.`;
    case 4100:
      return `${walletName} has not connected this site: connect again.`;
    case 4902:
      return `${walletName} does not know this network and could not add it.`;
  }
  const shortMessage = (error as { shortMessage?: unknown } | undefined)?.shortMessage;
  if (typeof shortMessage === 'string') return shortMessage;
  return error instanceof Error ? error.message : 'The wallet did not answer.';
}

/** The first EIP-1193 / JSON-RPC code found on the error or its causes. */
export function errorCode(error: unknown): number | undefined {
  let cause = error;
  // A few levels are enough (viem wraps two or three deep); the bound also guards against cycles.
  for (let depth = 0; depth < 6 && typeof cause === 'object' && cause !== null; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'number') return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}
