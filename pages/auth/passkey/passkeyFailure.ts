import { WebAuthnError } from '@simplewebauthn/browser';
import { BackendCallError } from '../../../data/backendCall.ts';

/**
 * A failed passkey or wallet step in words: the backend's own, the browser's refusal as what the person
 * did (cancelled, or the device already holds one), anything else as it came.
 */
export function passkeyFailure(error: unknown): string {
  if (error instanceof BackendCallError) return error.message;
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
      return 'This device already holds a passkey for this address.';
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'The passkey request was cancelled.';
  }
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey request was cancelled or timed out.';
  if (error instanceof Error && /user rejected|denied/i.test(error.message))
    return 'The signature was declined in the wallet.';
  return error instanceof Error ? error.message : 'Something went wrong. Try again.';
}
