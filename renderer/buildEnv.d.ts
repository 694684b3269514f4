/** Values the build writes into the bundles through vite `define` (vite.config.ts). */
interface ImportMetaEnv {
  /** The Data API URL the build used; the browser queries it. */
  readonly BUILD_DATA_API_URL: string;
  readonly BRAND_NAME: string;
}
