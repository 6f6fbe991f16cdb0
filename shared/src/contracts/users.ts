/** Users (docs/product-rules.md#r-data-1 User) as the API sends them, and the /v1/user/* calls. */
import { Type, type Static } from '@sinclair/typebox';
import { ArchivedFilter, Email, Id, LanguageCode, LiteralUnion, NameText, Nullable, NullableInstant, PageOf, PageRequest, PictureUrl, ProfileType, SingleLineText } from './common';

/**
 * Where a user stands with their invitation: `accepted` once a password is set,
 * `pending` while an invitation link is still valid, `expired` when every link sent
 * has expired or been replaced, `none` when no invitation was ever sent.
 */
export const InvitationState = LiteralUnion(['none', 'pending', 'expired', 'accepted']);
export type InvitationState = Static<typeof InvitationState>;

export const UserDto = Type.Object(
  {
    id: Id,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    profilepic: PictureUrl,
    title: Type.String(),
    language: Type.String(),
    /** a student's individual study plan id, or null */
    studyplan: Nullable(Id),
    profile: ProfileType,
    isArchived: Type.Boolean(),
    hasPassword: Type.Boolean(),
    invitation: InvitationState,
    /** start of the student's latest lesson, or null */
    lastLesson: NullableInstant,
  },
  { title: 'User' },
);
export type UserDto = Static<typeof UserDto>;

/** `{ user }`: the answer of every call that returns one user. */
export const UserResponse = Type.Object({ user: UserDto });
export type UserResponse = Static<typeof UserResponse>;

/** POST /v1/auth/users — the admin lists of students, teachers and admins. */
export const USER_ORDER_BY = ['firstName', 'lastName', 'email', 'title', 'lastLesson', 'createdAt'] as const;
export type UserOrderBy = (typeof USER_ORDER_BY)[number];

export const UsersListRequest = PageRequest(USER_ORDER_BY, {
  pageSize: 9,
  extra: {
    ...ArchivedFilter,
    /** only users of this profile type; all types when absent */
    profile: Type.Optional(ProfileType),
  },
});
export type UsersListRequest = Static<typeof UsersListRequest>;

/** docs/product-rules.md#r-api-2: the list is read as `user.results` / `user.total`. */
export const UsersListResponse = Type.Object({ user: PageOf(UserDto) });
export type UsersListResponse = Static<typeof UsersListResponse>;

/** GET /v1/user/data/{id} answers UserResponse. PATCH /v1/user/settings: */
export const UserSettingsRequest = Type.Object({ language: LanguageCode }, { additionalProperties: false });
export type UserSettingsRequest = Static<typeof UserSettingsRequest>;

/** GET /v1/user/activestudentsgroups — the admin home counters. */
export const ActiveStudentsGroupsResponse = Type.Object({
  /** students who are not archived */
  activeStudents: Type.Integer({ minimum: 0 }),
  /** group study plans that are not archived */
  activeGroups: Type.Integer({ minimum: 0 }),
});
export type ActiveStudentsGroupsResponse = Static<typeof ActiveStudentsGroupsResponse>;

/** Fields a user record is written with (register and update share the limits). */
export const UserFields = {
  firstName: NameText,
  lastName: NameText,
  title: SingleLineText({ maxLength: 200 }),
  email: Email,
  language: LanguageCode,
  profile: ProfileType,
};
