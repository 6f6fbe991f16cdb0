/*
 * The people import's plain values (docs/product-rules.md#r-import-1 to r-import-5), without
 * schemas: the browser takes them from `@studydesk/shared/contracts/plain`, the server and
 * the schemas from `@studydesk/shared/contracts`.
 */

/** The multipart field that carries the spreadsheet, and the one with the import's choices (JSON). */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_OPTIONS_FIELD = 'options';

/** The largest file the import reads (about 40,000 rows of a school's spreadsheet). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 30_000;

/** What a row of the file is: its `type` column. */
export const IMPORT_KINDS = ['student', 'teacher', 'guardian', 'group'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What the import does with a row: an existing user's or group's row is updated or skipped. */
export const IMPORT_ACTIONS = ['create', 'update', 'skip', 'invalid'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * Why a row cannot be imported as it is, worded as dictionary keys with their placeholders
 * (the browser shows them with `t(IMPORT_PROBLEMS[code], params)`). `existingUser` and
 * `existingGroup` are not errors: the admin chooses to update or skip such a row.
 */
export const IMPORT_PROBLEMS = {
  unknownType: 'Unknown type "{value}": use student, teacher, guardian or group',
  missingEmail: 'The e-mail is missing',
  invalidEmail: '"{value}" is not a valid e-mail address',
  duplicateInFile: 'The same e-mail is already on row {line}',
  existingUser: 'Already a user: update or skip',
  existingOtherKind: 'This e-mail belongs to a user of another type',
  missingName: 'A first or a last name is needed',
  badName: '{max, plural, one {A name is at most # character, on one line} other {A name is at most # characters, on one line}}',
  unknownLanguage: 'Unknown language "{value}"',
  badDate: '"{value}" is not a date in DD/MM/YYYY',
  dateNotForKind: 'Only a student has a date of birth',
  unknownStudent: 'No student with the e-mail {value} in the file or the school',
  tooManyStudents: '{max, plural, one {A guardian can follow at most # student} other {A guardian can follow at most # students}}',
  missingGroupName: 'The group needs a name',
  groupNameWithoutCode: 'The group name needs a letter or a digit',
  duplicateGroup: 'The same group is already on row {line}',
  existingGroup: 'Already a group: update or skip',
  codeTaken: 'The code {value} is already used by a study plan that is not a group',
  missingTeacher: 'A group needs a teacher',
  unknownTeacher: 'No teacher with the e-mail {value} in the file or the school',
  unknownGroup: 'No group named {value} in the file or the school',
} as const;
export type ImportProblemCode = keyof typeof IMPORT_PROBLEMS;

/** Problems that leave a row waiting for the admin's choice rather than refused. */
export const IMPORT_CHOICE_PROBLEMS: readonly ImportProblemCode[] = ['existingUser', 'existingGroup'];
