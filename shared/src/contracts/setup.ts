/** First run (docs/product-rules.md#r-setup-1): the public /v1/setup calls of an install without an admin. */
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from './auth';
import { Email, LanguageCode, SingleLineText } from './common';
import { Language } from './dictionary';
import { CurrencyCode } from './pay-policy';
import { SchoolName, TimeZoneName } from './sitesettings';

/** The token of a first-run link (`/setup/{token}`): its shape only; the server knows whether it works. */
const SetupToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const SetupTokenParams = Type.Object({ token: SetupToken });
export type SetupTokenParams = Static<typeof SetupTokenParams>;

/** GET /v1/setup/:token — the link works: the languages the school may choose from. */
export const SetupInfoResponse = Type.Object({ languages: Type.Array(Language) }, { title: 'SetupInfo' });
export type SetupInfoResponse = Static<typeof SetupInfoResponse>;

/** POST /v1/setup — the first admin and the school's basics, in one go. */
export const SetupRequest = Type.Object(
  {
    token: SetupToken,
    firstName: SingleLineText({ maxLength: 100, required: true }),
    lastName: SingleLineText({ maxLength: 100, required: true }),
    email: Email,
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    schoolName: SchoolName,
    timeZone: TimeZoneName,
    language: LanguageCode,
    currency: CurrencyCode,
  },
  { additionalProperties: false },
);
export type SetupRequest = Static<typeof SetupRequest>;

/** GET /v1/setup/school — what a signed-out page may know of the school: its name ('' until set). */
export const SchoolNameResponse = Type.Object({ schoolName: Type.String() }, { title: 'SchoolName' });
export type SchoolNameResponse = Static<typeof SchoolNameResponse>;
