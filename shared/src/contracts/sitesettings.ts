/** Site settings (docs/product-rules.md#r-data-1): GET and POST /v1/sitesettings/timezone. */
import { Type, type Static } from '@sinclair/typebox';
import { Email, LanguageCode, SingleLineText } from './common';
import { CurrencyCode, PayPolicy } from './pay-policy';
import { DesiredRetention } from './review';

/** An IANA time zone name (Europe/London, America/Argentina/Buenos_Aires, UTC); the server checks it exists. */
export const TimeZoneName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+)*$' });

/** The school's name as an admin writes it: one line, shown in page titles, mails and payslips. */
export const SchoolName = SingleLineText({ maxLength: 120, required: true });

/**
 * GET /v1/sitesettings/timezone — any signed-in user reads the time zone (every date is
 * shown in it); the retention manager's address is sent to admins only.
 */
export const SiteSettingsResponse = Type.Object(
  {
    timeZone: Type.String(),
    /** the school's name, for page titles ('' until set; docs/product-rules.md#r-setup-3) */
    schoolName: Type.String(),
    retentionManagerEmail: Type.Optional(Type.String()),
    /** the language of new people (admins only) */
    defaultLanguage: Type.Optional(Type.String()),
    /** the recall probability student reviews aim at (0.7–0.99); sent to admins with the manager's address */
    desiredRetention: Type.Optional(Type.Number()),
  },
  { title: 'SiteSettings' },
);
export type SiteSettingsResponse = Static<typeof SiteSettingsResponse>;

/** POST /v1/sitesettings/timezone — admins only; '' clears the retention manager's address. */
export const UpdateSiteSettingsRequest = Type.Object(
  {
    timeZone: TimeZoneName,
    retentionManagerEmail: Type.Union([Email, Type.Literal('')]),
    /** left out: unchanged */
    desiredRetention: Type.Optional(DesiredRetention),
    /** left out: unchanged; the server checks the language is listed */
    schoolName: Type.Optional(SchoolName),
    defaultLanguage: Type.Optional(LanguageCode),
  },
  { additionalProperties: false },
);
export type UpdateSiteSettingsRequest = Static<typeof UpdateSiteSettingsRequest>;

/**
 * GET and PUT /v1/sitesettings/pay-policy (docs/product-rules.md#r-pay-1): the school's pay
 * policy and currency. Admins change them; teachers read them (the activity dialog suggests
 * notice or late from the notice window).
 */
export const PaySettings = Type.Object(
  {
    policy: PayPolicy,
    currency: CurrencyCode,
    /** admins only: whether any hourly rate is defined (a change of currency then needs `confirmCurrencyChange`) */
    ratesDefined: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'PaySettings' },
);
export type PaySettings = Static<typeof PaySettings>;

/**
 * PUT /v1/sitesettings/pay-policy. Rates are numbers in the currency's minor unit and are not
 * converted (docs/product-rules.md#r-pay-8): with rates defined, a new currency is taken only
 * with `confirmCurrencyChange: true` (409 otherwise).
 */
export const SavePaySettingsRequest = Type.Object(
  { policy: PayPolicy, currency: CurrencyCode, confirmCurrencyChange: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type SavePaySettingsRequest = Static<typeof SavePaySettingsRequest>;
