import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in Node (an ES256 key, attestation `none`), answering challenges as a browser
 * would pass them on, so the backend's checks meet real signatures in unit tests. `counter` is what the
 * next answer reports; a test sets it back to replay an older one.
 */
export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const id = randomBytes(16).toString('base64url');
  const rpId = new URL(origin).hostname;
  const state = { counter: 1 };

  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? '', 'base64url')],
    [-3, Buffer.from(jwk.y ?? '', 'base64url')],
  ]);

  function authenticatorData(withCredential: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(state.counter);
    state.counter += 1;
    const rpIdHash = createHash('sha256').update(rpId).digest();
    // User present and verified; AT when the credential is attached.
    const flags = Buffer.from([0x01 | 0x04 | (withCredential ? 0x40 : 0)]);
    if (!withCredential) return Buffer.concat([rpIdHash, flags, counter]);
    const credentialId = Buffer.from(id, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, isoCBOR.encode(coseKey)]);
    return Buffer.concat([rpIdHash, flags, counter, attested]);
  }

  function clientData(type: string, challenge: string, answeringOrigin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: answeringOrigin, crossOrigin: false }));
  }

  return {
    id,
    state,
    register(challenge: string, answeringOrigin = origin): RegistrationResponseJSON {
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authenticatorData(true)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', challenge, answeringOrigin).toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
      };
    },
    signIn(challenge: string, answeringOrigin = origin): AuthenticationResponseJSON {
      const data = authenticatorData(false);
      const client = clientData('webauthn.get', challenge, answeringOrigin);
      const signed = Buffer.concat([data, createHash('sha256').update(client).digest()]);
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: sign('sha256', signed, privateKey).toString('base64url'),
        },
      };
    },
  };
}
