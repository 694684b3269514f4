/** Where the embedded Data API listens when nothing else is configured (ARCHITECTURE.md contracts). */
export const DEFAULT_DATA_API_PORT = 4000;

export interface DataApiEnv {
  DATA_API_URL?: string | undefined;
  DATA_API_PORT?: string | undefined;
}

/** The Data API endpoint: `DATA_API_URL`, else the embedded Data API on `DATA_API_PORT` (default 4000). */
export function dataApiUrlFrom(env: DataApiEnv): string {
  return env.DATA_API_URL || `http://127.0.0.1:${env.DATA_API_PORT || DEFAULT_DATA_API_PORT}/graphql`;
}
