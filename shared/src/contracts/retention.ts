/**
 * Retention (docs/product-rules.md#r-ret-2; docs/product-rules.md#r-api-1 the /v1/retention/… calls and
 * PATCH /v1/studyplan/retention-text). Teachers of a plan and admins use them; students
 * have no retention tools.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LanguageCode, LiteralUnion, Nullable, PlanSummaryFields } from './common';
import { CardSideFields, NEW_CARDS_PER_DAY_MAX } from './review';

/** docs/product-rules.md#r-ret-1: retention text size 14. */
export const RETENTION_TEXT_SIZE_DEFAULT = 14;
const RETENTION_TEXT_SIZE_MIN = 8;
const RETENTION_TEXT_SIZE_MAX = 32;
export const RETENTION_TEXT_MAX_LENGTH = 20000;
export const CARDS_PER_LESSON_MAX = 20;
export const QUIZ_QUESTIONS_MAX = 40;
const FLASHCARD_SIDE_MAX_LENGTH = 1000;

/** Which activity types feed the plan's cards and documents (milestones never do). */
export const RetentionSources = Type.Object(
  {
    lessons: Type.Boolean(),
    spotlights: Type.Boolean(),
    evaluations: Type.Boolean(),
  },
  { additionalProperties: false, title: 'RetentionSources' },
);
export type RetentionSources = Static<typeof RetentionSources>;

export const RetentionSettings = Type.Object(
  {
    /** the language the lesson text is in: sentences and words are split by its rules */
    targetLanguage: LanguageCode,
    cardsPerLesson: Type.Integer({ minimum: 1, maximum: CARDS_PER_LESSON_MAX }),
    quizQuestions: Type.Integer({ minimum: 2, maximum: QUIZ_QUESTIONS_MAX }),
    sources: RetentionSources,
    /** mail the site's retention manager one digest when new cards wait for approval */
    notifyManager: Type.Boolean(),
    /**
     * the teacher's own comments on lessons count as teaching material too (students'
     * comments never do); left out: false
     */
    includeTeacherComments: Type.Optional(Type.Boolean()),
    /** new cards each member is given per day in review (left out: NEW_CARDS_PER_DAY_DEFAULT) */
    newCardsPerDay: Type.Optional(Type.Integer({ minimum: 1, maximum: NEW_CARDS_PER_DAY_MAX })),
  },
  { additionalProperties: false, title: 'RetentionSettings' },
);
export type RetentionSettings = Static<typeof RetentionSettings>;

export const FlashcardParams = Type.Object({ id: Id, cardId: Id });
export type FlashcardParams = Static<typeof FlashcardParams>;

/** GET and PUT /v1/retention/studyplan/{id}/settings */
export const RetentionSettingsResponse = Type.Object(
  {
    plan: Type.Object(PlanSummaryFields),
    settings: RetentionSettings,
    retentionText: Type.String(),
    retentionTextSize: Type.Integer(),
    /** a retention manager's address is set in the site settings (digests can go out) */
    managerConfigured: Type.Boolean(),
  },
  { title: 'RetentionSettingsResponse' },
);
export type RetentionSettingsResponse = Static<typeof RetentionSettingsResponse>;

const FlashcardKind = LiteralUnion(['cloze', 'term']);
type FlashcardKind = Static<typeof FlashcardKind>;

export const Flashcard = Type.Object(
  {
    id: Id,
    kind: FlashcardKind,
    ...CardSideFields,
    /** the sentence of the lesson text it was made from */
    sourceSentence: Type.String(),
    /** the lesson it came from; null for the plan's retention text */
    activityId: Nullable(Id),
    /** that lesson's title; null for the plan's retention text */
    lessonTitle: Nullable(Type.String()),
    /** why its word was chosen: its rank in the language's frequency list (null: not among its 10,000 most frequent words) and the plan's CEFR level it was chosen for */
    reason: Type.Object({ rank: Nullable(Type.Integer({ minimum: 1 })), level: Nullable(Type.String()) }),
  },
  { title: 'Flashcard' },
);
export type Flashcard = Static<typeof Flashcard>;

/** GET /v1/retention/studyplan/{id}/flashcards/unapproved — oldest first. */
export const UnapprovedFlashcardsResponse = Type.Object({
  unapprovedFlashcards: Type.Array(Flashcard),
  /** how many of the plan's cards are approved: the quiz and reading practice are made from them */
  approvedCount: Type.Integer({ minimum: 0 }),
});
export type UnapprovedFlashcardsResponse = Static<typeof UnapprovedFlashcardsResponse>;

const Side = Type.String({ minLength: 1, maxLength: FLASHCARD_SIDE_MAX_LENGTH, pattern: '\\S' });

/** PUT /v1/retention/studyplan/{id}/flashcards/{cardId} */
export const UpdateFlashcardRequest = Type.Object({ front: Side, back: Side }, { additionalProperties: false });
export type UpdateFlashcardRequest = Static<typeof UpdateFlashcardRequest>;

export const FlashcardResponse = Type.Object({ flashcard: Flashcard });
export type FlashcardResponse = Static<typeof FlashcardResponse>;

/** PUT …/flashcards/{cardId}/regenerate — the card replaced by another from the same sentence. */
export const RegeneratedFlashcardResponse = Type.Object({ regeneratedFlashcard: Flashcard });
export type RegeneratedFlashcardResponse = Static<typeof RegeneratedFlashcardResponse>;

/**
 * POST /v1/retention/parse-sentences — splits the plan's teaching material (titles and
 * descriptions of the activities its settings name, and its retention text; comments only
 * the teacher's, when the settings say so) into sentences and words, skips conversation,
 * and makes new cards waiting for approval from them.
 */
export const ParseSentencesRequest = Type.Object({ studyPlanId: Id }, { additionalProperties: false });
export type ParseSentencesRequest = Static<typeof ParseSentencesRequest>;

export const ParseSentencesResponse = Type.Object({
  /** sentences read */
  sentences: Type.Integer({ minimum: 0 }),
  /** cards made by this call */
  created: Type.Integer({ minimum: 0 }),
  unapprovedFlashcards: Type.Array(Flashcard),
  approvedCount: Type.Integer({ minimum: 0 }),
});
export type ParseSentencesResponse = Static<typeof ParseSentencesResponse>;

/** PATCH /v1/studyplan/retention-text */
export const RetentionTextRequest = Type.Object(
  {
    studyPlanId: Id,
    retentionText: Type.String({ maxLength: RETENTION_TEXT_MAX_LENGTH }),
    retentionTextSize: Type.Integer({ minimum: RETENTION_TEXT_SIZE_MIN, maximum: RETENTION_TEXT_SIZE_MAX }),
  },
  { additionalProperties: false },
);
export type RetentionTextRequest = Static<typeof RetentionTextRequest>;

export const RetentionTextResponse = Type.Object({ retentionText: Type.String(), retentionTextSize: Type.Integer() });
export type RetentionTextResponse = Static<typeof RetentionTextResponse>;

/** The three documents (docs/product-rules.md#r-ret-3): each POST …/generate-… returns a .docx file. */
export const RETENTION_DOCUMENTS = ['quiz', 'reading-practice', 'lesson-summary'] as const;
export type RetentionDocument = (typeof RETENTION_DOCUMENTS)[number];
/** The documents whose answers are a file of their own, a second download (the sheet is handed out as it is). */
export const RETENTION_ANSWER_KEYS = ['quiz', 'reading-practice'] as const satisfies readonly RetentionDocument[];
export type RetentionAnswerKey = (typeof RETENTION_ANSWER_KEYS)[number];

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
