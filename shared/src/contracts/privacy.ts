import { Type, type Static } from '@sinclair/typebox';
import { Id, Instant, Nullable, NullableInstant, PageOf, PageRequest } from './common';

/**
 * A person's data (docs/product-rules.md#r-privacy-2, #r-privacy-3): a copy of it (an export,
 * a ZIP mailed as a link that works for 7 days) or its erasure (asked, approved by an admin,
 * due within a month). A request names the person only by a pseudonymous label.
 */
const PRIVACY_REQUEST_KINDS = ['export', 'erasure'] as const;
const PRIVACY_REQUEST_STATES = ['requested', 'approved', 'done', 'refused', 'expired'] as const;
export const PrivacyRequestKind = Type.Union(PRIVACY_REQUEST_KINDS.map((kind) => Type.Literal(kind)));
export type PrivacyRequestKind = Static<typeof PrivacyRequestKind>;
export const PrivacyRequestState = Type.Union(PRIVACY_REQUEST_STATES.map((state) => Type.Literal(state)));
export type PrivacyRequestState = Static<typeof PrivacyRequestState>;

export const PrivacyRequest = Type.Object({
  id: Id,
  kind: PrivacyRequestKind,
  /** null once an erased person's kept records were purged */
  personId: Nullable(Id),
  /** "Student 4F2A": never the person's name */
  personLabel: Type.String(),
  state: PrivacyRequestState,
  createdAt: Instant,
  /** one month after the request */
  dueAt: Instant,
  doneAt: NullableInstant,
  /** an export's link works until then */
  expiresAt: NullableInstant,
  /** an erasure: its kept pay and teaching records are purged after this */
  retainUntil: NullableInstant,
});
export type PrivacyRequest = Static<typeof PrivacyRequest>;

export const PrivacyRequestResponse = Type.Object({ request: PrivacyRequest });
export type PrivacyRequestResponse = Static<typeof PrivacyRequestResponse>;

/** Whose data: the caller themself, a guardian's linked student, or (an admin) anyone. */
export const PersonRequest = Type.Object({ personId: Id });
export type PersonRequest = Static<typeof PersonRequest>;

export const PersonRequestsResponse = Type.Object({ requests: Type.Array(PrivacyRequest) });
export type PersonRequestsResponse = Static<typeof PersonRequestsResponse>;

export const PrivacyRequestListRequest = PageRequest(['dueAt'], {
  pageSize: 20,
  extra: { state: Type.Optional(PrivacyRequestState), kind: Type.Optional(PrivacyRequestKind) },
});
export type PrivacyRequestListRequest = Static<typeof PrivacyRequestListRequest>;

export const PrivacyRequestListResponse = Type.Object({ requests: PageOf(PrivacyRequest) });
export type PrivacyRequestListResponse = Static<typeof PrivacyRequestListResponse>;

/** One line of the audit trail: who did what, when, about which request (its label, never a name). */
export const PrivacyAuditEntry = Type.Object({
  id: Id,
  at: Instant,
  /** the actor's name as it is now (a pseudonym if they were erased); null for the school's own daily job */
  actor: Nullable(Type.String()),
  action: Type.String(),
  requestId: Nullable(Id),
  subject: Type.String(),
});
export type PrivacyAuditEntry = Static<typeof PrivacyAuditEntry>;

export const PrivacyAuditRequest = PageRequest(['at'], { pageSize: 20 });
export type PrivacyAuditRequest = Static<typeof PrivacyAuditRequest>;

export const PrivacyAuditResponse = Type.Object({ entries: PageOf(PrivacyAuditEntry) });
export type PrivacyAuditResponse = Static<typeof PrivacyAuditResponse>;

/** The school's privacy settings (docs/product-rules.md#r-privacy-4, #r-privacy-5). */
export const PrivacySettings = Type.Object({
  /** years pay and teaching records of an erased person are kept after their period */
  retentionYears: Type.Integer({ minimum: 1, maximum: 30 }),
  /** erase students archived for longer than this many months; null: off */
  leaversAfterMonths: Nullable(Type.Integer({ minimum: 1, maximum: 240 })),
});
export type PrivacySettings = Static<typeof PrivacySettings>;

/** A student the leavers' setting will erase, soonest first. */
const Leaver = Type.Object({ id: Id, name: Type.String(), archivedAt: Instant, erasedFrom: Instant });
export const LeaversResponse = Type.Object({ leavers: Type.Array(Leaver) });
export type LeaversResponse = Static<typeof LeaversResponse>;
