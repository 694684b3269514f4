/** Where the embedded Data API listens when nothing else is configured (ARCHITECTURE.md contracts). */
export const DEFAULT_DATA_API_PORT = 4000;
export const DEFAULT_DATA_API_URL = `http://127.0.0.1:${DEFAULT_DATA_API_PORT}/graphql`;
