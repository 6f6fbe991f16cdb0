import { Value } from '@sinclair/typebox/value';
import { RetentionSettings, type RetentionDocument } from '@studydesk/shared/contracts';
import type { ActivityType } from '../../db/schema';

/** A plan's settings before anyone saved them. */
function defaultSettings(planLanguage: string): RetentionSettings {
  return {
    targetLanguage: planLanguage || 'en',
    cardsPerLesson: 3,
    quizQuestions: 8,
    sources: { lessons: true, spotlights: true, evaluations: false },
    notifyManager: true,
    includeTeacherComments: false,
  };
}

/**
 * The stored JSON read leniently: fields of an older shape (`flashcardsPerLesson`) are
 * taken over, unknown or invalid ones fall back to the defaults, so a settings row
 * written by an earlier version never breaks the page.
 */
export function parseSettings(json: string | null | undefined, planLanguage: string): RetentionSettings {
  const defaults = defaultSettings(planLanguage);
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  const candidate = {
    ...defaults,
    ...pick(stored, ['targetLanguage', 'cardsPerLesson', 'quizQuestions', 'notifyManager', 'includeTeacherComments', 'newCardsPerDay']),
    ...(stored.cardsPerLesson === undefined && typeof stored.flashcardsPerLesson === 'number'
      ? { cardsPerLesson: Math.min(stored.flashcardsPerLesson, 20) }
      : {}),
    sources: { ...defaults.sources, ...(typeof stored.sources === 'object' && stored.sources ? pick(stored.sources as Record<string, unknown>, ['lessons', 'spotlights', 'evaluations']) : {}) },
  };
  if (Value.Check(RetentionSettings, candidate)) return candidate;
  // keep each valid field, default the rest
  const fixed = { ...defaults } as Record<string, unknown>;
  for (const key of Object.keys(defaults) as Array<keyof RetentionSettings>) {
    const one = { ...defaults, [key]: candidate[key] };
    if (Value.Check(RetentionSettings, one)) fixed[key] = candidate[key];
  }
  return fixed as RetentionSettings;
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

/** The activity types the settings let feed cards and documents. */
export function sourceTypes(settings: RetentionSettings): ActivityType[] {
  const types: ActivityType[] = [];
  if (settings.sources.lessons) types.push('activity');
  if (settings.sources.spotlights) types.push('spotlight');
  if (settings.sources.evaluations) types.push('evaluation');
  return types;
}

const KIND_NAMES: Record<RetentionDocument, string> = {
  quiz: 'quiz',
  'reading-practice': 'reading practice',
  'lesson-summary': 'lesson summary',
};

/** `<plan code> <kind> <YYYY-MM-DD>.docx` (`<kind> answer key` for a key), the date in the site time zone. */
export function documentFileName(code: string, kind: RetentionDocument, date: string, answerKey = false): string {
  const safeCode = code.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'plan';
  return `${safeCode} ${KIND_NAMES[kind]}${answerKey ? ' answer key' : ''} ${date}.docx`;
}

/**
 * Content-Disposition for a download: an ASCII `filename` for old clients and the exact
 * name as UTF-8 in `filename*` (RFC 6266, RFC 8187).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%]/g, '_') || 'document.docx';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The new cards per day a plan's members are given in review, from its stored settings JSON. */
export function newCardsPerDayOf(json: string | null | undefined): number | undefined {
  return parseSettings(json, '').newCardsPerDay;
}
