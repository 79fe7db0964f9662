// A trader's second factor (server/src/accounts/twoFactor/SPEC.md): an authenticator app's codes
// (TOTP, RFC 6238), passkeys (WebAuthn) and ten one-time recovery codes. When one is on, it is
// asked at login and before the actions that could take the money: a withdrawal, a change of a
// password, of the withdrawal account or of a limit.
import { z } from 'zod';
import { epochMsField } from '../domain/units';
import { loginResult } from './accounts';
import { SECOND_FACTOR_METHODS } from './signIns';
import { enteredPasswordField, requiredText, text } from './fields';

/** Six digits from the authenticator app; spaces a trader types between them are dropped. */
export const totpCodeField = z
  .string({ error: 'VALIDATION_FAILED' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'WRONG_SECOND_FACTOR' }))
  .meta({ examples: ['492039'] });

/** A recovery code as printed (`ABCD-EFGH-JKLM`); case, spaces and dashes do not matter. */
export const recoveryCodeField = text()
  .max(40, { error: 'WRONG_SECOND_FACTOR' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{12}$/, { error: 'WRONG_SECOND_FACTOR' }))
  .meta({ examples: ['K7QM-2XWP-9HDA'] });

/**
 * What the browser's WebAuthn call answered, as @simplewebauthn/browser serialises it. Only its
 * outline is checked here; the signature, challenge, origin and counter are checked on the server.
 */
export const passkeyResponseField = z.object({
  id: z.string().min(1).max(1_024),
  rawId: z.string().min(1).max(1_024),
  type: z.literal('public-key'),
  response: z.record(
    z.string().max(64),
    z.union([z.string().max(16_384), z.number(), z.array(z.string().max(32)).max(8)]),
  ),
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyResponse = z.infer<typeof passkeyResponseField>;

const challengeIdField = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'PASSKEY_REJECTED' });

/** A passkey's answer to the challenge the server handed out under `challengeId`. */
export const passkeyProof = z.object({ challengeId: challengeIdField, response: passkeyResponseField });
export type PasskeyProof = z.infer<typeof passkeyProof>;

/** One of the ways a trader proves the second factor: exactly one of them. */
export const secondFactorProof = z.union([
  z.object({ code: totpCodeField }).strict(),
  z.object({ recoveryCode: recoveryCodeField }).strict(),
  z.object({ passkey: passkeyProof }).strict(),
]);
export type SecondFactorProof = z.infer<typeof secondFactorProof>;

/** Login step 1's answer when a second factor is on: no session yet, a ticket for step 2. */
export const secondFactorChallenge = z.object({
  secondFactor: z.object({
    /** Good for one successful step 2 within five minutes, from the address that earned it. */
    ticket: z.string(),
    /** The ways this account can answer (recovery codes only while some are left). */
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
    expiresAt: epochMsField,
  }),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** Login step 1's answer: a session, or the second factor to ask for first. */
export const traderLoginResult = z.union([loginResult, secondFactorChallenge]);
export type TraderLoginResult = z.infer<typeof traderLoginResult>;

export const loginTicketField = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, { error: 'LOGIN_TICKET_EXPIRED' });

/** Login step 2: the ticket of step 1 and a second factor. */
export const secondFactorLoginBody = z.object({ ticket: loginTicketField, proof: secondFactorProof });
export type SecondFactorLoginBody = z.infer<typeof secondFactorLoginBody>;

/** Asks for a passkey challenge at login: for the second step (with its ticket), or to sign in with a passkey alone. */
export const passkeyLoginOptionsBody = z.object({ ticket: loginTicketField.optional() });

/** A WebAuthn challenge, with the options the browser hands its authenticator. */
export const passkeyChallenge = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyChallenge = z.infer<typeof passkeyChallenge>;

/** Signing in with a passkey alone (it holds both factors: the device and its lock). */
export const passkeyLoginBody = passkeyProof;

/**
 * Confirming it is you before a protected action: a second factor when one is on, else the login
 * password (to turn a second factor on or add a passkey, which a stolen session must not do).
 */
export const confirmIdentityBody = z.union([
  z.object({ password: enteredPasswordField }).strict(),
  z.object({ code: totpCodeField }).strict(),
  z.object({ recoveryCode: recoveryCodeField }).strict(),
  z.object({ passkey: passkeyProof }).strict(),
]);
export type ConfirmIdentityBody = z.infer<typeof confirmIdentityBody>;

/** How long the confirmation lets protected actions through on this session. */
export const confirmIdentityResult = z.object({ until: epochMsField });

export const passkeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: epochMsField,
  lastUsedAt: epochMsField.nullable(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

export const secondFactorView = z.object({
  /** A second factor is on: an authenticator app or at least one passkey. */
  on: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(passkeyView),
  recoveryCodesLeft: z.number().int(),
  /** Ops asked to reset this account's second factor and a second ops user has not decided yet. */
  resetPending: z.boolean(),
});
export type SecondFactorView = z.infer<typeof secondFactorView>;

/** The authenticator app's enrolment: the secret to type, or its address to scan. */
export const totpEnrolment = z.object({
  secret: z.string(),
  /** The otpauth:// address the app scans, drawn by the client as a QR code. */
  uri: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const confirmTotpBody = z.object({ code: totpCodeField });

/** Ten recovery codes, shown once: only their hashes are kept. Null when the account already had some. */
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type RecoveryCodesResult = z.infer<typeof recoveryCodesResult>;

export const passkeyNameField = requiredText().max(40, { error: 'VALIDATION_FAILED' });

export const addPasskeyBody = passkeyProof.extend({ name: passkeyNameField });
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;

export const addPasskeyResult = recoveryCodesResult.extend({ passkey: passkeyView });

/** Why ops reset a trader's second factor: what the trader told support, how their identity was checked. */
export const secondFactorResetBody = z.object({
  reason: requiredText({ multiline: true }).max(200, { error: 'VALIDATION_FAILED' }),
});

/** Where a reset stands: waiting for a second ops user, carried out, or withdrawn. */
export const secondFactorResetResult = z.object({
  state: z.enum(['pending', 'done', 'withdrawn']),
  requestedBy: z.string(),
  reason: z.string(),
});
export type SecondFactorResetResult = z.infer<typeof secondFactorResetResult>;
