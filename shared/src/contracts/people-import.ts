import { Type, type Static } from '@sinclair/typebox';
import { LiteralUnion } from './common';
import { IMPORT_ACTIONS, IMPORT_KINDS, IMPORT_PROBLEMS, type ImportProblemCode } from './people-import-rules';

export * from './people-import-rules';

const Kind = LiteralUnion(IMPORT_KINDS);
const Choice = LiteralUnion(['update', 'skip'] as const);
export type ImportChoice = Static<typeof Choice>;

/**
 * The admin's choices, sent beside the file as the `options` field (JSON): what to do with
 * rows of people or groups that already exist (`existing`, and per line `choices`, which
 * win), and whether the new people get their invitation (docs/product-rules.md#r-import-4).
 */
export const ImportOptions = Type.Object(
  {
    existing: Type.Optional(Choice),
    choices: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]{1,6}$' }), Choice)),
    sendInvitations: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'ImportOptions' },
);
export type ImportOptions = Static<typeof ImportOptions>;

/** The multipart form of the preview and the import: the file and the choices (a JSON text). */
export const ImportForm = Type.Object({
  file: Type.String({ format: 'binary' }),
  options: Type.Optional(Type.String({ description: 'ImportOptions as JSON' })),
});

export const ImportProblem = Type.Object(
  {
    code: LiteralUnion(Object.keys(IMPORT_PROBLEMS) as ImportProblemCode[]),
    /** the column it is about (`email`, `students`, …), or null for the whole row */
    column: Type.Union([Type.String(), Type.Null()]),
    /** the English text, a dictionary key with `params` */
    message: Type.String(),
    params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  },
  { title: 'ImportProblem' },
);
export type ImportProblem = Static<typeof ImportProblem>;

/** One row of the file as the import reads it. `line` is the file's line (the header is line 1). */
export const ImportRowDto = Type.Object(
  {
    line: Type.Integer(),
    kind: Type.Union([Kind, Type.Null()]),
    /** the person's name, or the group's */
    name: Type.String(),
    email: Type.String(),
    action: LiteralUnion(IMPORT_ACTIONS),
    /** an existing user or group: the admin chooses update or skip */
    existing: Type.Boolean(),
    problems: Type.Array(ImportProblem),
  },
  { title: 'ImportRow' },
);
export type ImportRowDto = Static<typeof ImportRowDto>;

const PerKind = Type.Object({ student: Type.Integer(), teacher: Type.Integer(), guardian: Type.Integer(), group: Type.Integer() });

export const ImportCounts = Type.Object(
  {
    create: PerKind,
    update: PerKind,
    skip: Type.Integer(),
    invalid: Type.Integer(),
    /** guardian–student links and group memberships the import adds */
    links: Type.Integer(),
  },
  { title: 'ImportCounts' },
);
export type ImportCounts = Static<typeof ImportCounts>;

/** What the import would do, row by row; nothing is written (docs/product-rules.md#r-import-2). */
export const ImportPreviewResponse = Type.Object(
  {
    rows: Type.Array(ImportRowDto),
    counts: ImportCounts,
    /** how the file was read */
    separator: LiteralUnion([',', ';'] as const),
    encoding: LiteralUnion(['utf-8', 'windows-1252'] as const),
  },
  { title: 'ImportPreview' },
);
export type ImportPreviewResponse = Static<typeof ImportPreviewResponse>;

/** What the import wrote, in one transaction (docs/product-rules.md#r-import-3). */
export const ImportResultResponse = Type.Object(
  { counts: ImportCounts, invitations: Type.Integer() },
  { title: 'ImportResult' },
);
export type ImportResultResponse = Static<typeof ImportResultResponse>;
