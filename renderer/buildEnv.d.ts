/** Values the build writes into the bundles through vite `define` (vite.config.ts). */
interface ImportMetaEnv {
  /** The Data API URL the build used; the browser queries it. */
  readonly BUILD_DATA_API_URL: string;
  /** `BRAND_NAME` of the build (default Uniswap). */
  readonly BUILD_BRAND_NAME: string;
  /** `DEFAULT_PAGE_TITLE` of the build (default Uniswap Interface). */
  readonly BUILD_DEFAULT_PAGE_TITLE: string;
  /** The chain's JSON-RPC URL the build used (`CHAIN_RPC_URL`, else the local chain on `CHAIN_PORT`). */
  readonly BUILD_CHAIN_RPC_URL: string;
}
