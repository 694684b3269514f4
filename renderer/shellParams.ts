/**
 * The long-tail shell convention (the edge worker relies on it): a page route with params is also
 * prerendered at the URL where every param is `_shell`; in the browser the page then reads its real
 * params from the address bar.
 */
export const SHELL_PARAM = '_shell';

export function isShellParam(value: string | undefined): boolean {
  return value === SHELL_PARAM;
}
