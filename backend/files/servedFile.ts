/** A file the Data API serves from its own origin (logos, NFT art), so the product never needs the internet. */
export interface ServedFile {
  body: Uint8Array;
  contentType: string;
}
