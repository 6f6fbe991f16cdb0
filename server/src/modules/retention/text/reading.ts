/**
 * The text of reading practice: a real text, never notes. The plan's retention text when
 * it has one (its paragraphs); else a text composed from the example sentences of the
 * approved cards, which are sentences of held lessons a teacher has checked, a paragraph
 * per lesson in lesson order. None: no reading practice.
 */
import { sentenceKey } from './cards';
import type { ApprovedCard } from './quiz';

export function readingParagraphs(retentionText: string, cards: readonly ApprovedCard[], language: string): string[] {
  if (retentionText.trim()) return retentionText.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const seen = new Set<string>();
  const byLesson = new Map<number | null, string[]>();
  for (const card of cards) {
    const sentence = card.sourceSentence.trim();
    const key = sentenceKey(sentence, language);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const lesson = card.activityId ?? null;
    byLesson.set(lesson, [...(byLesson.get(lesson) ?? []), sentence]);
  }
  return [...byLesson.values()].map((sentences) => sentences.join(' '));
}
