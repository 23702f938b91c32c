import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface StoredKey {
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** What a test may falsify in a ceremony: the page's origin, the rpID signed for, the challenge, the counter. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  challenge?: string;
  counter?: number;
}

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

/**
 * A passkey provider in software, as a browser's platform authenticator would answer: ES256 keys,
 * resident (discoverable), user verified, "none" attestation, a signature counter that goes up.
 */
export class SoftwareAuthenticator {
  readonly keys = new Map<string, StoredKey>();

  constructor(
    readonly origin: string,
    readonly options: { counts?: boolean; synced?: boolean } = {},
  ) {}

  /** navigator.credentials.create() */
  create(options: PublicKeyCredentialCreationOptionsJSON, overrides: CeremonyOverrides = {}): RegistrationResponseJSON {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(32);
    const id = b64url(credentialId);
    const counter = this.options.counts === false ? 0 : (overrides.counter ?? 1);
    this.keys.set(id, { privateKey, userHandle: options.user.id, rpId, counter });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([this.authDataHead(rpId, UP | UV | AT, counter), Buffer.alloc(16), length, credentialId, coseKey]);
    const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([['fmt', 'none'], ['attStmt', new Map<string, string>()], ['authData', authData]]));
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: this.clientData('webauthn.create', overrides.challenge ?? options.challenge, overrides.origin), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(), answered with `credentialId` (the only one, by default). */
  get(options: PublicKeyCredentialRequestOptionsJSON, overrides: CeremonyOverrides & { credentialId?: string } = {}): AuthenticationResponseJSON {
    const id = overrides.credentialId ?? [...this.keys.keys()][0];
    const key = id === undefined ? undefined : this.keys.get(id);
    if (id === undefined || !key) throw new Error('This authenticator holds no such passkey.');
    if (this.options.counts !== false) key.counter = overrides.counter ?? key.counter + 1;
    const authData = this.authDataHead(overrides.rpId ?? key.rpId, UP | UV, key.counter);
    const clientDataJSON = this.clientData('webauthn.get', overrides.challenge ?? options.challenge, overrides.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), key.privateKey);
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON, authenticatorData: b64url(authData), signature: b64url(signature), userHandle: key.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private authDataHead(rpId: string, flags: number, counter: number): Buffer {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    const backup = this.options.synced ? BE | BS : 0;
    return Buffer.concat([sha256(rpId), Buffer.from([flags | backup]), counterBytes]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString('base64url');
  }
}
