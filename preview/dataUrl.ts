/** A `data:` URL for bytes satori draws (logos, chain badges, emoji), built with web APIs only. */
export function dataUrl(contentType: string, bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${contentType};base64,${btoa(binary)}`;
}
