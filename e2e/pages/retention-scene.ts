import { expect, type Page } from '@playwright/test';
import { findUser } from './admin-api';

// Teaching material for a plan of its own: enough nouns and verbs of one kind for quiz options.
export const MATERIAL = [
  'The auditors discovered several discrepancies in the quarterly accounts.',
  'Revenue climbed steadily after the merger with a regional competitor.',
  'Tariffs on imported steel provoked retaliation from several trading partners.',
  'The committee postponed its verdict until the evidence had been verified.',
  'The pharmaceutical company withdrew the drug after many complaints.',
  'Our consultant proposed an escrow arrangement to protect both parties.',
  'The warehouse stores perishable goods at a constant temperature.',
];

export interface WaitingCard {
  id: number;
  kind: 'cloze' | 'term';
  front: string;
  back: string;
  sourceSentence: string;
}

export async function waitingCards(page: Page, planId: number): Promise<WaitingCard[]> {
  const response = await page.request.get(`/v1/retention/studyplan/${planId}/flashcards/unapproved`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unapprovedFlashcards: WaitingCard[] }).unapprovedFlashcards;
}

/**
 * As an admin: a group plan in English taught by the demo teacher (Emma Clarke) whose one
 * member, Chloé Laurent, reads French, so its cards' meanings and its documents' wording are
 * French; its retention text is the material. Its settings take up to `cardsPerLesson` cards a source.
 */
export async function frenchReadersPlan(page: Page, title: string, retentionText: string, cardsPerLesson = 10): Promise<number> {
  const teacher = await findUser(page, 'teacher', 'Clarke');
  const student = await findUser(page, 'student', 'Laurent');
  const created = await page.request.post('/v1/studyplan/create', {
    data: { code: `RET-${Date.now() % 1_000_000}`, title, level: 'B2', language: 'en', isGroup: true, teacherIds: [teacher.id], memberIds: [student.id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const planId = ((await created.json()) as { studyPlan: { id: number } }).studyPlan.id;
  const text = await page.request.patch('/v1/studyplan/retention-text', { data: { studyPlanId: planId, retentionText: retentionText, retentionTextSize: 14 } });
  expect(text.status()).toBe(200);
  const settings = { targetLanguage: 'en', cardsPerLesson, quizQuestions: 8, sources: { lessons: true, spotlights: true, evaluations: false }, notifyManager: false };
  expect((await page.request.put(`/v1/retention/studyplan/${planId}/settings`, { data: settings })).status()).toBe(200);
  return planId;
}
