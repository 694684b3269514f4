/** One key per token of a chain: its lower-case address, or `native` for the chain's own coin (`null`). */
export function tokenKey(token: { address: string | null }): string {
  return token.address?.toLowerCase() ?? 'native';
}
