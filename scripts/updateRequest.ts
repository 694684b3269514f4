/** The switches that let a test rewrite its own expectation instead of checking it. */
export type UpdateSwitch = 'UPDATE_GOLDEN' | 'UPDATE_TEMPLATE_HASH';

/**
 * Whether a test may rewrite what it checks (golden images, the card template hash). Refused under CI:
 * a run there must check, never rewrite its way to green.
 */
export function updateRequested(
  name: UpdateSwitch,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (env[name] !== '1') return false;
  if (env.CI === 'true' || env.CI === '1') {
    throw new Error(`${name}=1 is refused under CI: update on a workstation and commit the result`);
  }
  return true;
}
