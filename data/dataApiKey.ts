/**
 * The header that carries a hosted Data API's key (the Uniswap gateway's `x-api-key`). Only servers send
 * it: the build's prerender from the deployer's environment, the edge from its `DATA_API_KEY` secret.
 * The browser never has the key; a build made with one points it at the edge's `/graphql` instead
 * (data/dataApiUrl.ts).
 */
export const DATA_API_KEY_HEADER = 'x-api-key';

/** The request headers that carry `apiKey`; none without one (the embedded Data API needs none). */
export function dataApiKeyHeaders(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { [DATA_API_KEY_HEADER]: apiKey } : {};
}
