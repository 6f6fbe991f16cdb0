import { alternativeCard, BLANK, generateCards, type SourceText } from '../../../src/modules/retention/text/cards';
import { documentFrequency, rankTargets } from '../../../src/modules/retention/text/rarity';
import { splitSentences, splitWords } from '../../../src/modules/retention/text/segment';
import { buildGlossary, buildQuiz } from '../../../src/modules/retention/text/quiz';

describe('splitSentences', () => {
  it('English: titles and dotted short forms do not end a sentence; quotes and numbers stay whole', () => {
    expect(
      splitSentences('Dr. Smith arrived at 10.30 a.m. today. He said "Hello!" Then he paid $3.50 for Mr. Brown\'s ticket.', 'en'),
    ).toEqual(['Dr. Smith arrived at 10.30 a.m. today.', 'He said "Hello!"', "Then he paid $3.50 for Mr. Brown's ticket."]);
  });

  it('German: "z. B.", "Dr." and an ordinal before a month stay inside the sentence', () => {
    expect(splitSentences('Wir essen z. B. Brot und Käse. Frau Dr. Weber kommt am 3. Mai um 9 Uhr. „Gut“, sagt sie.', 'de')).toEqual([
      'Wir essen z. B. Brot und Käse.',
      'Frau Dr. Weber kommt am 3. Mai um 9 Uhr.',
      '„Gut“, sagt sie.',
    ]);
  });

  it('German: a number ending a sentence still ends it', () => {
    expect(splitSentences('Wir wohnen in Haus 3. Morgen kommt Anna.', 'de')).toEqual(['Wir wohnen in Haus 3.', 'Morgen kommt Anna.']);
  });

  it('Spanish: Sra., EE. UU., p. ej. and inverted marks', () => {
    expect(splitSentences('La Sra. García vive en EE. UU. desde 2010. ¿Vienes mañana? ¡Claro que sí! El Dr. Pérez, p. ej., llegó.', 'es')).toEqual([
      'La Sra. García vive en EE. UU. desde 2010.',
      '¿Vienes mañana?',
      '¡Claro que sí!',
      'El Dr. Pérez, p. ej., llegó.',
    ]);
  });

  it('a line break ends a sentence; blank text has none', () => {
    expect(splitSentences('Warm-up: weather words\nRole play at the station', 'en')).toEqual(['Warm-up: weather words', 'Role play at the station']);
    expect(splitSentences('  \n ', 'en')).toEqual([]);
  });

  it('an unknown language code falls back to the root rules', () => {
    expect(splitSentences('One. Two.', 'xx-unknown')).toEqual(['One.', 'Two.']);
  });
});

describe('splitWords', () => {
  it('keeps words and numbers, drops punctuation and quotes, marks numbers', () => {
    const words = splitWords('Am 3. Mai kostet „Käse“ 10,5 Euro.', 'de');
    expect(words.map((w) => w.text)).toEqual(['Am', '3', 'Mai', 'kostet', 'Käse', '10,5', 'Euro']);
    expect(words.filter((w) => w.numeric).map((w) => w.text)).toEqual(['3', '10,5']);
    expect(words[4].key).toBe('käse');
  });
});

const school = (texts: string[], language: string) => documentFrequency(texts, language);

describe('rankTargets', () => {
  const texts = [
    'Sales rose sharply in March.',
    'Sales fell in April.',
    'Sales rose again in May.',
    'Sales were stable in June.',
    'Costs rose in July.',
  ];

  it('puts the rarest word across the school first, not the first word', () => {
    const ranked = rankTargets('Sales rose sharply in March.', 'en', school(texts, 'en'));
    expect(ranked[0].text).toBe('sharply');
    expect(ranked.map((w) => w.key)).not.toContain('sales'); // in 4 of 5 texts: common
  });

  it('never offers numbers, function words or very short words', () => {
    const ranked = rankTargets('The 3 of us sat on it in 2024.', 'en', school(texts, 'en'));
    expect(ranked.map((w) => w.key)).toEqual(['sat']);
  });
});

describe('generateCards', () => {
  const en: SourceText[] = [
    { activityId: 1, text: 'Dr. Smith explained the "quarterly" forecast. Sales rose sharply in March. It was 10 to 5.' },
    { activityId: 2, text: 'Sales fell in April. Costs remained stable.' },
  ];
  const df = school([...en.map((s) => s.text), 'Sales rose in May.', 'Sales were fine in June.'], 'en');

  it('makes cloze and term cards in turn, targets by rarity, none from a sentence with no rare word', () => {
    const cards = generateCards(en, { language: 'en', perSource: 5, df });
    expect(cards.map((c) => c.sourceSentence)).not.toContain('It was 10 to 5.');
    const cloze = cards.find((c) => c.kind === 'cloze')!;
    expect(cloze.front).toContain(BLANK);
    expect(cloze.front.replace(BLANK, cloze.back)).toBe(cloze.sourceSentence);
    expect(cloze.back).not.toBe('Sales');
    const term = cards.find((c) => c.kind === 'term')!;
    expect(term.back).toBe(term.sourceSentence);
    expect(cards.map((c) => c.activityId)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('keeps quotes around a blanked word', () => {
    const cards = generateCards([{ activityId: null, text: 'He called it the "quarterly" forecast.' }], { language: 'en', perSource: 1, df: school(['x'], 'en') });
    expect(cards[0].front).toBe(`He called it the "${BLANK}" forecast.`);
    expect(cards[0].back).toBe('quarterly');
  });

  it('never makes two cards on one sentence or word, nor one the plan already has', () => {
    const repeated: SourceText[] = [
      { activityId: 1, text: 'Sales rose sharply in March.' },
      { activityId: 2, text: 'Sales rose sharply in March!' },
      { activityId: 3, text: 'Prices rose sharply too.' },
    ];
    const cards = generateCards(repeated, { language: 'en', perSource: 3, df: school(repeated.map((r) => r.text), 'en') });
    expect(new Set(cards.map((c) => c.target)).size).toBe(cards.length);
    expect(cards.filter((c) => c.sourceSentence.startsWith('Sales rose sharply'))).toHaveLength(1);
    const again = generateCards(repeated, {
      language: 'en',
      perSource: 3,
      df: school(repeated.map((r) => r.text), 'en'),
      existingTargets: new Set(cards.map((c) => c.target)),
      existingSentences: new Set(['sales rose sharply in march']),
    });
    expect(again.map((c) => c.target)).not.toEqual(expect.arrayContaining(cards.map((c) => c.target)));
  });

  it('respects cards per source', () => {
    const text = 'Alpha beta gamma. Delta epsilon. Zeta theta. Iota kappa.';
    expect(generateCards([{ activityId: 1, text }], { language: 'en', perSource: 2, df: school([text], 'en') })).toHaveLength(2);
  });

  it('Spanish: abbreviations and inverted marks survive, numbers are never targets', () => {
    const es = [{ activityId: 7, text: 'La Sra. García compró fruta fresca en 2010. ¿Quién preparó la paella valenciana?' }];
    const cards = generateCards(es, { language: 'es', perSource: 5, df: school([es[0].text, 'La fruta es buena.'], 'es') });
    expect(cards.map((c) => c.sourceSentence)).toEqual(['La Sra. García compró fruta fresca en 2010.', '¿Quién preparó la paella valenciana?']);
    expect(cards.map((c) => c.target)).not.toContain('2010');
    expect(cards.map((c) => c.target)).not.toContain('fruta'); // also in the other text: less rare
  });

  it('German: "z. B." stays in the sentence and a capitalised noun may be the target', () => {
    const de = [{ activityId: 3, text: 'Wir besprechen z. B. das neue Projekt. Danach schreibe ich einen Bericht.' }];
    const df = school([de[0].text, 'Wir besprechen den Termin.', 'Das Projekt ist neu.', 'Ich schreibe gern.'], 'de');
    const cards = generateCards(de, { language: 'de', perSource: 5, df });
    expect(cards[0].sourceSentence).toBe('Wir besprechen z. B. das neue Projekt.');
    expect(cards.map((c) => c.target)).toContain('bericht');
  });
});

describe('alternativeCard', () => {
  const df = school(['Sales rose sharply in March.', 'Sales fell.'], 'en');

  it('picks another word of the sentence, else turns the card around', () => {
    const first = generateCards([{ activityId: 1, text: 'Sales rose sharply in March.' }], { language: 'en', perSource: 1, df })[0];
    const other = alternativeCard(first, { language: 'en', df, usedTargets: new Set([first.target]) })!;
    expect(other.target).not.toBe(first.target);
    expect(other.kind).toBe(first.kind);
    const single = { kind: 'cloze' as const, target: 'sharply', sourceSentence: 'Sharply!', activityId: null };
    expect(alternativeCard(single, { language: 'en', df, usedTargets: new Set() })).toMatchObject({ kind: 'term', front: 'sharply' });
    expect(alternativeCard({ ...single, sourceSentence: 'It is 10.' }, { language: 'en', df, usedTargets: new Set() })).toBeNull();
  });
});

describe('buildQuiz and buildGlossary', () => {
  const sources: SourceText[] = [
    { activityId: 1, text: 'Sales rose sharply in March. Costs remained stable. Profits doubled quickly. Revenue plateaued eventually.' },
  ];
  const df = school(sources.map((s) => s.text), 'en');

  it('mixes cloze and multiple choice; wrong options are other words of the plan', () => {
    const quiz = buildQuiz(sources, 4, { language: 'en', df });
    expect(quiz.cloze.length + quiz.choice.length).toBe(4);
    expect(quiz.choice.length).toBeGreaterThan(0);
    for (const q of quiz.choice) {
      expect(q.prompt).toContain(BLANK);
      expect(new Set(q.options).size).toBe(q.options.length);
      expect(q.options.length).toBeGreaterThan(1);
      const vocabulary = sources[0].text.toLowerCase();
      for (const option of q.options) expect(vocabulary).toContain(option);
    }
  });

  it('glossary: the rarest words with their sentence, alphabetical', () => {
    const glossary = buildGlossary(sources, 3, { language: 'en', df });
    expect(glossary).toHaveLength(3);
    expect(glossary.map((g) => g.term)).toEqual([...glossary.map((g) => g.term)].sort());
    for (const entry of glossary) expect(entry.context.toLowerCase()).toContain(entry.term);
  });
});
