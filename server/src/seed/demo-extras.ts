import type { Insertable, Kysely } from 'kysely';
import type { Database, ProgressAnswersTable } from '../db/schema';
import { DAY, HOUR, weekStartOf, type SeededPlan } from './demo-activities';
import type { Random } from './prng';

const QUESTIONS: ReadonlyArray<{ text: string; type: 'PERCENT' | 'NUMBER'; unit: string | null; from: number; to: number }> = [
  { text: 'How confident do you feel speaking?', type: 'PERCENT', unit: null, from: 30, to: 75 },
  { text: 'How many new words did you learn this week?', type: 'NUMBER', unit: 'words', from: 10, to: 35 },
  { text: 'How much of a podcast episode can you follow?', type: 'PERCENT', unit: null, from: 20, to: 70 },
  { text: 'Hours of self-study this week', type: 'NUMBER', unit: 'h', from: 1, to: 5 },
];

/** Two or three progress questions per plan, answered by its students weekly for eight weeks, trending up. */
/**
 * Two or three questions, at least one percentage and one number: the progress page draws
 * both kinds, and a random pick could leave a plan without one on some days (the picks
 * follow the demo's date).
 */
function pickQuestions(random: Random) {
  const shuffled = random.shuffle(QUESTIONS);
  const count = random.int(2, 3);
  const firstOfEach = new Set(['PERCENT', 'NUMBER'].map((type) => shuffled.find((q) => q.type === type)));
  const others = shuffled.filter((q) => !firstOfEach.has(q)).slice(0, count - firstOfEach.size);
  return shuffled.filter((q) => firstOfEach.has(q) || others.includes(q));
}

export async function seedProgress(db: Kysely<Database>, plans: SeededPlan[], now: number, random: Random) {
  const picks = plans.map((plan) => ({ plan, questions: pickQuestions(random) }));
  await db
    .insertInto('progress_questions')
    .values(
      picks.flatMap(({ plan, questions }) =>
        questions.map((q, position) => ({ study_plan_id: plan.id, text: q.text, type: q.type, unit: q.unit, position, created_at: now - 70 * DAY })),
      ),
    )
    .execute();
  // ids back by (plan, position), unique per plan
  const rows = await db
    .selectFrom('progress_questions')
    .select(['id', 'study_plan_id', 'position'])
    .where('study_plan_id', 'in', plans.map((p) => p.id))
    .execute();
  const idOf = new Map(rows.map((r) => [`${r.study_plan_id}:${r.position}`, r.id]));

  const answers: Array<Insertable<ProgressAnswersTable>> = [];
  const sunday = weekStartOf(now) - DAY + 18 * HOUR;
  for (const { plan, questions } of picks) {
    for (const [position, question] of questions.entries()) {
      const questionId = idOf.get(`${plan.id}:${position}`) as number;
      for (const userId of plan.memberIds) {
        for (let week = 0; week < 8; week++) {
          if (random.chance(0.15)) continue; // a missed week now and then
          const trend = question.from + ((question.to - question.from) * week) / 7;
          const noise = (random.next() - 0.5) * (question.to - question.from) * 0.2;
          let value = Math.max(0, Math.round(trend + noise));
          if (question.type === 'PERCENT') value = Math.min(100, value);
          const at = sunday - (7 - week) * 7 * DAY + random.int(0, 180) * 60_000;
          answers.push({ question_id: questionId, user_id: userId, text: String(value), created_at: at });
        }
      }
    }
  }
  for (let i = 0; i < answers.length; i += 200) {
    await db.insertInto('progress_answers').values(answers.slice(i, i + 200)).execute();
  }
}

const RETENTION_TEXT: Record<string, string> = {
  en: 'Last week we practised describing trends. Sales rose sharply in March. They levelled off over the summer. In the autumn, costs fell slightly while profits remained stable.',
  es: 'El sábado fuimos al mercado. Compramos fruta fresca y pan. Después tomamos un café en la plaza mayor.',
  fr: "Hier, nous avons lu le deuxième chapitre. Le héros quitte sa ville natale. Il découvre Paris et se sent un peu perdu.",
  de: 'Am Montag habe ich einen Termin mit meinem Chef. Wir sprechen über das neue Projekt. Danach schreibe ich einen kurzen Bericht.',
};

/**
 * The cards a teacher has from each retention text: a term of it, its meaning (a definition in
 * the plan's language: the demo students read several languages), its sentence as the example.
 * The first is approved, so the quiz and reading practice can be tried at once.
 */
const RETENTION_CARDS: Record<string, Array<[term: string, meaning: string, sentence: number, partOfSpeech: string]>> = {
  en: [['fall slightly', 'to go down a little', 3, 'phrase'], ['remain stable', 'to stay the same', 3, 'phrase'], ['describe trends', 'to say how figures change over time', 0, 'phrase']],
  es: [['el mercado', 'el lugar donde se compran y venden alimentos', 0, 'noun'], ['la fruta fresca', 'la fruta recién cogida', 1, 'noun'], ['la plaza mayor', 'la plaza principal de una ciudad', 2, 'noun']],
  fr: [['le chapitre', "une partie d'un livre", 0, 'noun'], ['la ville natale', 'la ville où on est né', 1, 'noun'], ['se sentir perdu', 'ne pas savoir où on est ni quoi faire', 2, 'phrase']],
  de: [['der Termin', 'eine feste Zeit für ein Treffen', 0, 'noun'], ['das Projekt', 'eine geplante Arbeit mit einem Ziel', 1, 'noun'], ['der Bericht', 'ein Text über das, was passiert ist', 2, 'noun']],
};

/** Retention settings, lesson text and a few term cards from it (one approved, the others waiting), on the first few plans. */
export async function seedRetention(db: Kysely<Database>, plans: SeededPlan[], now: number) {
  for (const { id, plan } of plans) {
    const text = RETENTION_TEXT[plan.language];
    await db.updateTable('study_plans').set({ retention_text: text, retention_text_size: 14 }).where('id', '=', id).execute();
    const settings = {
      targetLanguage: plan.language,
      cardsPerLesson: 3,
      quizQuestions: 8,
      sources: { lessons: true, spotlights: true, evaluations: false },
      notifyManager: true,
    };
    await db.insertInto('retention_settings').values({ study_plan_id: id, settings: JSON.stringify(settings), updated_at: now - 3 * DAY }).execute();
    const sentences = text.split(/(?<=[.!?])\s+/);
    await db
      .insertInto('flashcards')
      .values(
        RETENTION_CARDS[plan.language].map(([term, meaning, sentence, partOfSpeech], i) => ({
          study_plan_id: id,
          kind: 'term' as const,
          front: term,
          back: meaning,
          target: term.toLocaleLowerCase(plan.language),
          source_sentence: sentences[sentence],
          part_of_speech: partOfSpeech,
          approved: i === 0 ? (1 as const) : (0 as const),
          created_at: now - 2 * DAY,
          updated_at: now - 2 * DAY,
        })),
      )
      .execute();
  }
}
