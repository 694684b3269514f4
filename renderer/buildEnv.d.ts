/** Values the build writes into the bundles through vite `define` (vite.config.ts). */
interface ImportMetaEnv {
  /** The Data API URL the build used; the browser queries it. */
  readonly BUILD_DATA_API_URL: string;
  /** Where limit orders go: `LIMIT_ORDER_API_URL`, else the embedded Data API's order service. */
  readonly BUILD_LIMIT_ORDER_API_URL: string;
  /** `BRAND_NAME` of the build (default Uniswap). */
  readonly BUILD_BRAND_NAME: string;
  /** `DEFAULT_PAGE_TITLE` of the build (default Uniswap Interface). */
  readonly BUILD_DEFAULT_PAGE_TITLE: string;
  /** The chains the build trades on (`CHAIN_RPC_URLS`, `CHAIN_RPC_URL` or the local chain), the default first. */
  readonly BUILD_CHAINS: readonly import('../wallet/defineAppChain.ts').BuildChain[];
  /** `EXTENSION_ID` of the build: the extension the passkey sign-in hands over to; empty: none. */
  readonly BUILD_EXTENSION_ID: string;
}
