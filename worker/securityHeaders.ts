/**
 * Headers on every edge response: browsers must not sniff a PNG or a text error into HTML. HTML pages
 * get the site's page headers too (renderer/securityHeaders.ts): CSP, referrer, permissions, HSTS.
 */
export async function withSecurityHeaders(
  response: Response,
  pageHeaders?: Promise<Record<string, string>>,
): Promise<Response> {
  const secured = new Response(response.body, response);
  secured.headers.set('X-Content-Type-Options', 'nosniff');
  if (pageHeaders && secured.headers.get('Content-Type')?.includes('text/html')) {
    for (const [name, value] of Object.entries(await pageHeaders)) secured.headers.set(name, value);
  }
  return secured;
}
