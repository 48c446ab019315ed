import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'typebox';

/** base64url text of at most `max` characters (a WebAuthn response's binary fields). */
const Base64Url = (max: number) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

const Extensions = Type.Record(Type.String(), Type.Unknown());
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 });

/** A `PublicKeyCredential` of `navigator.credentials.create()`, as @simplewebauthn/browser sends it. */
export const RegistrationResponse = Type.Object({
  id: Base64Url(1366),
  rawId: Base64Url(1366),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  clientExtensionResults: Extensions,
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(32_768),
    authenticatorData: Type.Optional(Base64Url(16_384)),
    transports: Type.Optional(Transports),
    publicKeyAlgorithm: Type.Optional(Type.Number()),
    publicKey: Type.Optional(Base64Url(4096)),
  }),
});

/** A `PublicKeyCredential` of `navigator.credentials.get()`. */
export const AuthenticationResponse = Type.Object({
  id: Base64Url(1366),
  rawId: Base64Url(1366),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  clientExtensionResults: Extensions,
  response: Type.Object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(16_384),
    signature: Base64Url(2048),
    userHandle: Type.Optional(Base64Url(256)),
  }),
});

export const AddPasskeyBody = Type.Object({
  response: RegistrationResponse,
  name: Type.String({ minLength: 1, maxLength: 64 }),
});

export const PasskeyLoginBody = Type.Object({
  challenge_id: Type.String({ minLength: 1, maxLength: 64 }),
  response: AuthenticationResponse,
});

export const MfaTokenBody = Type.Object({
  mfa_token: Type.String({ minLength: 1, maxLength: 64 }),
});

export const MfaPasskeyBody = Type.Object({
  mfa_token: Type.String({ minLength: 1, maxLength: 64 }),
  response: AuthenticationResponse,
});

/** The schemas check the shape; @simplewebauthn checks the rest. */
export const asRegistration = (value: unknown) => value as RegistrationResponseJSON;
export const asAuthentication = (value: unknown) => value as AuthenticationResponseJSON;
