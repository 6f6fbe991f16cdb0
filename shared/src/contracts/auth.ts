/** Sign-in, invitations, passwords and user administration: the /v1/auth/* calls. */
import { Type, type Static } from '@sinclair/typebox';
import { Email, Id, LiteralUnion, Nullable, SingleLineText } from './common';
import { UserFields } from './users';

/** Password policy (server-enforced; the client may use it for hints). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** picture uploads: PNG, JPEG or WebP up to this many bytes */
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** POST /v1/auth/login */
export const LoginRequest = Type.Object({
  // one line of text: no stored address holds a control character, and PostgreSQL text refuses NUL
  email: SingleLineText({ maxLength: 254, required: true }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** POST /v1/auth/register — an admin creates a user; an invitation goes out by default. */
export const RegisterRequest = Type.Object(
  {
    firstName: UserFields.firstName,
    lastName: UserFields.lastName,
    email: UserFields.email,
    profile: UserFields.profile,
    title: Type.Optional(Type.String({ ...UserFields.title, default: '' })),
    language: Type.Optional(Type.String({ ...UserFields.language, default: 'en' })),
    /** send the "set your password" message now (default true) */
    sendInvitation: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/**
 * POST /v1/auth/update/users — multipart/form-data (or JSON without a picture).
 * Text fields arrive as strings and are converted; the picture is the file field
 * `profilepic`. Absent fields stay unchanged. `id` defaults to the caller.
 * Only admins may set email, profile and isArchived, and never on themselves.
 */
export const UpdateUserFields = Type.Object(
  {
    id: Type.Optional(Id),
    firstName: Type.Optional(UserFields.firstName),
    lastName: Type.Optional(UserFields.lastName),
    title: Type.Optional(UserFields.title),
    language: Type.Optional(UserFields.language),
    email: Type.Optional(Email),
    profile: Type.Optional(UserFields.profile),
    isArchived: Type.Optional(Type.Boolean()),
    /** true removes the current picture (ignored when a new one is uploaded) */
    removeProfilepic: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateUserFields = Static<typeof UpdateUserFields>;
/** name of the multipart file field carrying the picture */
export const PROFILE_PICTURE_FIELD = 'profilepic';

/** GET /v1/auth/verify/send/{id} answers MessageResponse. */

/** POST /v1/auth/verify/password — the /set/{token} page. */
export const VerifyPasswordRequest = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
});
export type VerifyPasswordRequest = Static<typeof VerifyPasswordRequest>;

/**
 * GET /v1/auth/verify/token/{token} — whether a set-password link still works, without
 * using it: MessageResponse when it does, 400 or 410 with a TOKEN_MESSAGES text when not.
 */
export const VerifyTokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type VerifyTokenParams = Static<typeof VerifyTokenParams>;

/** POST /v1/auth/forgot — the same answer whether or not the address is known. */
export const ForgotRequest = Type.Object({ email: Email });
export type ForgotRequest = Static<typeof ForgotRequest>;

/** Messages the set-password page can show, by status: 400 unknown link, 410 expired or used. */
export const TOKEN_MESSAGES = {
  unknown: 'This link is not valid. Check that you copied the whole link, or ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link has already been used. Sign in, or ask for a new link.',
} as const;

/**
 * GET /v1/auth/throttles (admins) — the sign-in counters of the current windows: per
 * address (`address`, every attempt without a device cookie; past its limit they are all
 * refused) and per account (`account`, failures without a device cookie; past its limit
 * the account is locked for browsers that never signed in to it). `pair` is no longer
 * counted.
 */
export const LoginThrottle = Type.Object({
  /** the counter's key, for DELETE /v1/auth/throttles/{key} */
  key: Type.String(),
  kind: LiteralUnion(['pair', 'address', 'account']),
  email: Nullable(Type.String()),
  address: Nullable(Type.String()),
  failures: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  /** past the limit: refusing attempts from browsers without the account's device cookie */
  active: Type.Boolean(),
  /** when the window ends and the counter is forgotten (ISO 8601) */
  resetAt: Type.String({ format: 'date-time' }),
});
export type LoginThrottle = Static<typeof LoginThrottle>;

export const LoginThrottlesResponse = Type.Object({ throttles: Type.Array(LoginThrottle) });
export type LoginThrottlesResponse = Static<typeof LoginThrottlesResponse>;

/** DELETE /v1/auth/throttles/{key} — the key as GET listed it (URL-encoded in the path). */
export const ThrottleKeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 600 }) });
export type ThrottleKeyParams = Static<typeof ThrottleKeyParams>;
