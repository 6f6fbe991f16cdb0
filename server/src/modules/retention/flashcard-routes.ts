import { endpoints } from '@studydesk/shared/contracts';
import { conflict, notFound, type AuthUser } from '../../permissions';
import { toFlashcard } from './dto';
import { planForUser } from './load-plan';
import { approvedCount, deleteCard, findCard, lessonTitleOf, unapprovedCards, updateCard, usedByPlan } from './queries/cards';
import { planPeople, type RetentionPlanRow } from './queries/plan';
import { parseSettings } from './rules';
import { alternativeCard } from './text/cards';
import { routesPlugin } from '../route';
import { planGlossaryPair } from './generation';
import { glossaryMeanings } from './queries/glossary';
import { approveCardMeaning, editCardMeaning } from './queries/card-meanings';

/**
 * The cards waiting for approval: list, edit, regenerate, approve, delete (docs/product-rules.md#r-ret-2 Flashcards).
 * A meaning a teacher types on a card or approves goes into the school glossary
 * (docs/product-rules.md#r-ret-4), so the next plan's card for the term comes with it.
 */
export const flashcardRoutes = routesPlugin('retention', (route, { db }) => {
  /** What a card is shown with: the plan's card language and level, the card's lesson title. */
  const viewOf = (plan: RetentionPlanRow) => ({ language: parseSettings(plan.settings, plan.language).targetLanguage, level: plan.level });
  const withLesson = async <T extends { activity_id: number | null }>(card: T) => ({ ...card, lesson_title: await lessonTitleOf(db, card.activity_id) });

  /** The card, unapproved, of a plan the user may use, with the plan: 404 when missing, 409 when already approved. */
  async function waitingCard(me: AuthUser, planId: number, cardId: number) {
    const plan = await planForUser(db, me, planId);
    const card = await findCard(db, planId, cardId);
    if (!card) throw notFound('Flashcard not found');
    if (card.approved === 1) throw conflict('This flashcard is already approved');
    return { plan, card };
  }

  route.on(endpoints.retention.unapprovedFlashcards, {
    description: "The plan's flashcards waiting for approval, oldest first, each with its lesson's title and why its word was chosen; and how many cards are approved.",
    errors: [400, 401, 403, 404],
  }, async ({ me, params }) => {
    const plan = await planForUser(db, me, params.id);
    const view = viewOf(plan);
    return { unapprovedFlashcards: (await unapprovedCards(db, plan.id)).map((card) => toFlashcard(card, view)), approvedCount: await approvedCount(db, plan.id) };
  });

  route.on(endpoints.retention.updateFlashcard, {
    description: 'Edits the term and meaning of a card waiting for approval; the meaning goes into the school glossary for the plan\'s language and its students\'.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params: { id, cardId }, body }) => {
    const { plan, card } = await waitingCard(me, id, cardId);
    const front = body.front.trim();
    const back = body.back.trim();
    const changed = back !== card.back.trim() || front !== card.front.trim();
    await editCardMeaning(db, id, cardId, { front, back, changed }, { pair: await planGlossaryPair(db, plan), userId: me.id, now: Date.now() });
    return { flashcard: toFlashcard(await withLesson({ ...card, front, back }), viewOf(plan)) };
  });

  route.on(endpoints.retention.regenerateFlashcard, {
    description: "Replaces a card waiting for approval by another from the same sentence: its next term (an expression or a word in dictionary form) for the plan's level after the card's own that no other card of the plan has, with its meaning from the school glossary (else an empty back). 409 when the card has no sentence or it offers nothing else.",
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params: { id, cardId } }) => {
    const { plan, card } = await waitingCard(me, id, cardId);
    const view = viewOf(plan);
    const usedTargets = new Set((await usedByPlan(db, id)).map((c) => c.target).filter((t) => t && t !== card.target));
    const glossary = await glossaryMeanings(db, await planGlossaryPair(db, plan));
    const next = alternativeCard(
      { kind: card.kind, target: card.target, sourceSentence: card.source_sentence, activityId: card.activity_id },
      { ...view, usedTargets, glossary, people: await planPeople(db, plan.id) },
    );
    if (!next) throw conflict('No other card can be made from this sentence');
    await updateCard(db, id, cardId, { kind: next.kind, front: next.front, back: next.back, target: next.target, part_of_speech: next.partOfSpeech }, Date.now());
    return { regeneratedFlashcard: toFlashcard(await withLesson({ ...card, kind: next.kind, front: next.front, back: next.back, target: next.target }), view) };
  });

  route.on(endpoints.retention.approveFlashcard, {
    description: 'Approves a card: it leaves the list of cards waiting for approval, and its meaning goes into the school glossary. 409 when its back (its meaning) is empty: a student would review a card with nothing on its back.',
    errors: [400, 401, 403, 404, 409],
  }, async ({ me, params: { id, cardId } }) => {
    const { plan, card } = await waitingCard(me, id, cardId);
    // docs/product-rules.md#r-ret-5; a state of the card, not a bad request: editing its back makes the same call succeed
    if (!card.back.trim()) throw conflict('Write the meaning on the back of this flashcard before approving it');
    const approved = await approveCardMeaning(db, id, cardId, card, { pair: await planGlossaryPair(db, plan), userId: me.id, now: Date.now() });
    if (!approved) throw conflict('This flashcard is already approved');
    return { flashcard: toFlashcard(await withLesson(card), viewOf(plan)) };
  });

  route.on(endpoints.retention.deleteFlashcard, {
    description: 'Deletes a card of the plan.',
    errors: [400, 401, 403, 404],
  }, async ({ me, params: { id, cardId } }) => {
    await planForUser(db, me, id);
    if (!(await deleteCard(db, id, cardId))) throw notFound('Flashcard not found');
    return { message: 'Flashcard deleted' };
  });
});
