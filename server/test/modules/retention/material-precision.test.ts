/**
 * Precision of the retention material on the labelled lessons (fixtures/lessons): what a
 * teacher could hand out unedited. Every card whose term is not labelled useful counts
 * against it (a junk label names the rule it broke; an unlabelled one is junk too).
 */
import { generateCards, teachingSentences, type CardDraft, type SourceText } from '../../../src/modules/retention/text/cards';
import { lexiconOf } from '../../../src/modules/retention/text/lexicon';
import { buildQuiz } from '../../../src/modules/retention/text/quiz';
import { readingParagraphs } from '../../../src/modules/retention/text/reading';
import { trueFalseStatements } from '../../../src/modules/retention/text/statements';
import { LABELLED_PLANS } from './fixtures/lessons';
import type { LabelledPlan } from './fixtures/lessons/labels';

const LEVEL = 'B1';
/** the default of a plan's settings */
const CARDS_PER_LESSON = 3;

/** Terms compared as a learner reads them: German as written (article and capital count), the others in lower case. */
function termKey(term: string, language: string): string {
  const spaced = term.trim().replace(/\s+/g, ' ');
  return language === 'de' ? spaced : spaced.toLocaleLowerCase(language);
}

/** Spanish and French terms may come with or without their article. */
const ARTICLE = /^(?:el|la|los|las|un|una|le|la|les|l'|un|une|des)\s*/iu;

function labelsOf(plan: LabelledPlan) {
  const useful = new Map<string, Set<string>>();
  const junk = new Map<string, string>();
  const names = new Set<string>();
  for (const lesson of plan.lessons) {
    for (const [term, meaning] of Object.entries(lesson.useful)) {
      const keys = [termKey(term, plan.language)];
      if (plan.language === 'es' || plan.language === 'fr') keys.push(keys[0].replace(ARTICLE, ''));
      for (const key of keys) useful.set(key, (useful.get(key) ?? new Set()).add(meaning));
    }
    for (const [rule, items] of Object.entries(lesson.junk)) for (const item of items) junk.set(termKey(item, plan.language), rule);
    for (const name of lesson.junk.name ?? []) names.add(name.toLocaleLowerCase(plan.language));
  }
  return { useful, junk, names };
}

function sourcesOf(plan: LabelledPlan): SourceText[] {
  return plan.lessons.map((lesson, i) => ({ activityId: i + 1, title: lesson.title, text: lesson.notes, held: lesson.held }));
}

function cardsOf(plan: LabelledPlan): CardDraft[] {
  return generateCards(sourcesOf(plan), { language: plan.language, level: LEVEL, perSource: CARDS_PER_LESSON, people: plan.people });
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

describe.each(LABELLED_PLANS.map((plan) => [plan.language, plan] as const))('retention material on labelled lessons (%s)', (language, plan) => {
  const labels = labelsOf(plan);
  const cards = cardsOf(plan);
  const usefulOf = (card: CardDraft) => labels.useful.get(termKey(card.front, language));

  it('makes cards of which at least 85 % are useful', () => {
    const junk = cards.filter((card) => !usefulOf(card)).map((card) => `${card.front} (${labels.junk.get(termKey(card.front, language)) ?? 'unlabelled'})`);
    const precision = percent(cards.length - junk.length, cards.length);
    console.log(`${language}: ${cards.length} cards, ${precision} % useful${junk.length ? `; junk: ${junk.join(', ')}` : ''}`);
    expect(cards.length).toBeGreaterThanOrEqual(plan.lessons.length * 2);
    expect(precision).toBeGreaterThanOrEqual(85);
  });

  it('gives every card a meaning the notes support, or an empty back for the teacher (never its sentence)', () => {
    const wrong = cards.filter((card) => {
      if (card.back === '') return false;
      if (card.sourceSentence && card.back.includes(card.sourceSentence)) return true;
      const meanings = [...(usefulOf(card) ?? [])].filter(Boolean);
      return meanings.length > 0 && !meanings.includes(card.back);
    });
    const withMeaning = cards.filter((card) => card.back !== '').length;
    console.log(`${language}: ${percent(withMeaning, cards.length)} % of cards with a meaning, the rest with an empty back`);
    expect(wrong.map((card) => `${card.front} → ${card.back}`)).toEqual([]);
  });

  it('asks quiz questions with no profanity, no proper noun and at most 5 % with two right answers', () => {
    const questions = buildQuiz(cards, cards.length, language);
    const offensive = lexiconOf(language).offensive;
    const meaningOf = new Map(cards.map((card) => [termKey(card.target, language), card.back]));
    const bad = questions.filter((q) => q.options.some((option) => offensive.has(option.toLocaleLowerCase(language)) || labels.names.has(option.toLocaleLowerCase(language))));
    const twoRight = questions.filter((q) => {
      const right = termKey(q.options[q.answer], language);
      return q.options.some((option, i) => i !== q.answer && (termKey(option, language) === right || (meaningOf.get(right) && meaningOf.get(termKey(option, language)) === meaningOf.get(right))));
    });
    console.log(`${language}: ${questions.length} quiz questions, ${bad.length} with profanity or a name, ${percent(twoRight.length, questions.length)} % with two right answers`);
    expect(questions.length).toBeGreaterThanOrEqual(Math.min(cards.length, 10));
    expect(bad.map((q) => q.prompt)).toEqual([]);
    expect(twoRight.length / Math.max(questions.length, 1)).toBeLessThanOrEqual(0.05);
  });

  it('makes true/false statements of which 40–60 % are false, none twice, each false one a term swapped for another', () => {
    // the text reading practice reads without a retention text: the cards' example sentences
    const text = readingParagraphs('', cards, language).join('\n');
    const terms = cards.map((card) => ({ term: card.front, partOfSpeech: card.partOfSpeech }));
    const statements = trueFalseStatements(teachingSentences(text, language), 10, language, terms);
    const falses = statements.filter((s) => !s.isTrue).length;
    console.log(`${language}: ${statements.length} statements, ${percent(falses, statements.length)} % false`);
    // the notes have few sentences of prose: the text is short
    expect(statements.length).toBeGreaterThanOrEqual(4);
    expect(new Set(statements.map((s) => s.text)).size).toBe(statements.length);
    expect(falses / statements.length).toBeGreaterThanOrEqual(0.4);
    expect(falses / statements.length).toBeLessThanOrEqual(0.6);
    for (const s of statements.filter((one) => !one.isTrue)) {
      const before = s.source.split(/\s+/);
      const after = s.text.split(/\s+/);
      expect({ s, changed: before.filter((w) => !after.includes(w)).length > 0 }).toEqual({ s, changed: true });
    }
  });
});
