/**
 * A response's body, read up to `maxBytes`: `undefined`, with the body cancelled, as soon as its
 * declared length or the bytes that arrive pass the bound, so no answer is ever held whole when it is
 * too large. The one bounded reader of the Data API client and the edge's fetches.
 */
export async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  if (Number(response.headers.get('content-length') ?? '0') > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
