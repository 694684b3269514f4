/** The spec's title rules, written once for the build and the edge. */
export function tokenPreviewTitle(
  symbol: string | undefined,
  name: string | undefined,
  brandName: string,
): string {
  if (symbol) return `Get ${symbol} on ${brandName}`;
  if (name) return `Get ${name} on ${brandName}`;
  return `View Token on ${brandName}`;
}

export function poolPreviewTitle(token0Symbol: string, token1Symbol: string, brandName: string): string {
  return `${token0Symbol}/${token1Symbol} on ${brandName}`;
}

export function positionPreviewTitle(
  token0Symbol: string,
  token1Symbol: string,
  feeTier: string,
  brandName: string,
): string {
  return `${token0Symbol}/${token1Symbol} ${feeTier} position on ${brandName}`;
}

export function tokenLaunchPreviewTitle(name: string, symbol: string, brandName: string): string {
  return `${name} (${symbol}) token launch on ${brandName}`;
}
