/** Headers every edge response carries: browsers must not sniff a PNG or a text error into HTML. */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  secured.headers.set('X-Content-Type-Options', 'nosniff');
  return secured;
}
