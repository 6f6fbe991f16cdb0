import { alternativeCard, BLANK, generateCards, type SourceText } from '../../../src/modules/retention/text/cards';
import { skipReason } from '../../../src/modules/retention/text/conversation';
import { buildGlossary } from '../../../src/modules/retention/text/glossary';
import { lexiconOf, rankOf } from '../../../src/modules/retention/text/lexicon';
import { rankTargets } from '../../../src/modules/retention/text/rarity';
import { splitSentences, splitWords } from '../../../src/modules/retention/text/segment';
import { buildQuiz, OPTIONS_PER_QUESTION, type ApprovedCard } from '../../../src/modules/retention/text/quiz';
import { falseVersion, trueFalseStatements } from '../../../src/modules/retention/text/statements';

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

const B2 = { language: 'en', level: 'B2' };

describe('rankTargets', () => {
  it('puts first the most useful word the level does not know yet, by the frequency list', () => {
    const ranked = rankTargets('The auditors discovered several discrepancies in the quarterly accounts.', B2);
    const lexicon = lexiconOf('en');
    expect(rankOf(lexicon, ranked[0].key)).toBeGreaterThan(3000);
    expect(ranked.map((w) => w.key)).not.toContain('the');
    // known words come last, the least frequent of them first
    const known = ranked.filter((w) => w.rank <= 3000).map((w) => w.rank);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('a lower level is asked about commoner words', () => {
    const sentence = 'The committee postponed its verdict until the evidence had been verified.';
    expect(rankTargets(sentence, { language: 'en', level: 'A2' })[0].rank).toBeLessThan(rankTargets(sentence, { language: 'en', level: 'C2' })[0].rank);
  });

  it('never offers numbers, function words, names or very short words', () => {
    const keys = rankTargets('The 3 of us met Anna in London in 2024.', B2).map((w) => w.key);
    expect(keys).toEqual(['met']);
  });
});

describe('skipReason', () => {
  const content = (key: string) => !lexiconOf('en').functionWords.has(key);
  it.each([
    ['Thank you so much for today!', 'small-talk'],
    ['Sorry, I may be 10 minutes late next week.', 'small-talk'],
    ['I cannot come to the lesson tomorrow afternoon.', 'scheduling'],
    ['Could you explain the second exercise again?', 'question'],
    ['Great work today.', 'length'],
  ])('%s → %s', (sentence, reason) => {
    expect(skipReason(sentence, 'en', content)).toBe(reason);
  });

  it('keeps teaching material', () => {
    expect(skipReason('Tariffs on imported steel provoked retaliation from several trading partners.', 'en', content)).toBeNull();
  });
});

describe('generateCards', () => {
  const en: SourceText[] = [
    { activityId: 1, text: 'Dr. Smith explained the "quarterly" forecast to the board. Revenue climbed steadily after the merger. It was 10 to 5.' },
    { activityId: 2, text: 'The auditors discovered several discrepancies in the accounts.\nThank you for the lesson!' },
  ];

  it('makes cloze and term cards in turn from teaching sentences only', () => {
    const cards = generateCards(en, { ...B2, perSource: 5 });
    expect(cards.map((c) => c.sourceSentence)).not.toContain('It was 10 to 5.');
    expect(cards.map((c) => c.sourceSentence)).not.toContain('Thank you for the lesson!');
    const cloze = cards.find((c) => c.kind === 'cloze')!;
    expect(cloze.front).toContain(BLANK);
    expect(cloze.front.replace(BLANK, cloze.back)).toBe(cloze.sourceSentence);
    const term = cards.find((c) => c.kind === 'term')!;
    expect(term.back).toBe(term.sourceSentence);
    expect(cards.map((c) => c.activityId)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('keeps quotes around a blanked word', () => {
    const cards = generateCards([{ activityId: null, text: 'He called it the "quarterly" forecast of the company.' }], { ...B2, perSource: 1 });
    expect(cards[0].front).toBe(`He called it the "${BLANK}" forecast of the company.`);
  });

  it('never makes two cards on one sentence or word, nor one the plan already has', () => {
    const repeated: SourceText[] = [
      { activityId: 1, text: 'Revenue climbed steadily after the merger.' },
      { activityId: 2, text: 'Revenue climbed steadily after the merger!' },
      { activityId: 3, text: 'Profits climbed steadily after the merger too.' },
    ];
    const cards = generateCards(repeated, { ...B2, perSource: 3 });
    expect(new Set(cards.map((c) => c.target)).size).toBe(cards.length);
    expect(cards.filter((c) => c.sourceSentence.startsWith('Revenue climbed'))).toHaveLength(1);
    const again = generateCards(repeated, { ...B2, perSource: 3, existingTargets: new Set(cards.map((c) => c.target)), existingSentences: new Set(['revenue climbed steadily after the merger']) });
    expect(again.map((c) => c.target)).not.toEqual(expect.arrayContaining(cards.map((c) => c.target)));
  });

  it('respects cards per source', () => {
    const text = 'Glaciers retreat when melting exceeds snowfall. Volcanic eruptions release enormous quantities of ash. Vaccination campaigns eradicated smallpox completely.';
    expect(generateCards([{ activityId: 1, text }], { ...B2, perSource: 2 })).toHaveLength(2);
  });

  it('Spanish: abbreviations survive, numbers and names are never targets', () => {
    const es = [{ activityId: 7, text: 'La Sra. García compró fruta fresca en el mercado en 2010.' }];
    const cards = generateCards(es, { language: 'es', level: 'B1', perSource: 5 });
    expect(cards.map((c) => c.sourceSentence)).toEqual(['La Sra. García compró fruta fresca en el mercado en 2010.']);
    expect(cards.map((c) => c.target)).not.toContain('2010');
    expect(cards.map((c) => c.target)).not.toContain('garcía');
  });

  it('German: "z. B." stays in the sentence and a capitalised noun may be the target', () => {
    const de = [{ activityId: 3, text: 'Wir besprechen z. B. das neue Projekt im Team. Danach schreibt die Gruppe einen ausführlichen Bericht.' }];
    const cards = generateCards(de, { language: 'de', level: 'B1', perSource: 5 });
    expect(cards[0].sourceSentence).toBe('Wir besprechen z. B. das neue Projekt im Team.');
    expect(cards.map((c) => c.target)).toContain('projekt');
    expect(cards.find((c) => c.target === 'projekt')?.back).toBe('Projekt');
  });
});

describe('alternativeCard', () => {
  const sentence = 'The auditors discovered several discrepancies in the quarterly accounts.';

  it('picks the next-best word, not the same one, and goes on down the list', () => {
    const first = generateCards([{ activityId: 1, text: sentence }], { ...B2, perSource: 1 })[0];
    const words = rankTargets(sentence, B2).map((w) => w.key);
    expect(first.target).toBe(words[0]);
    const second = alternativeCard(first, { ...B2, usedTargets: new Set() })!;
    expect(second.target).toBe(words[1]);
    expect(second.kind).toBe(first.kind);
    expect(alternativeCard(second, { ...B2, usedTargets: new Set() })!.target).toBe(words[2]);
  });

  it('turns the card around when the sentence has no other word, null when it has none', () => {
    const single = { kind: 'cloze' as const, target: 'merger', sourceSentence: 'The merger!', activityId: null };
    expect(alternativeCard(single, { ...B2, usedTargets: new Set() })).toMatchObject({ kind: 'term', front: 'merger' });
    expect(alternativeCard({ ...single, sourceSentence: 'It is 10.' }, { ...B2, usedTargets: new Set() })).toBeNull();
  });
});

const approved = (sourceSentence: string, target: string, kind: 'cloze' | 'term' = 'cloze'): ApprovedCard => {
  const word = splitWords(sourceSentence, 'en').find((w) => w.key === target)!;
  return kind === 'cloze'
    ? { kind, front: sourceSentence.replace(word.text, BLANK), back: word.text, sourceSentence, target }
    : { kind, front: target, back: sourceSentence, sourceSentence, target };
};

describe('buildQuiz', () => {
  const cards = [
    approved('The auditors discovered several discrepancies in the quarterly accounts.', 'discrepancies'),
    approved('Tariffs on imported steel provoked retaliation.', 'retaliation', 'term'),
    approved('Revenue climbed steadily after the merger.', 'steadily'),
    approved('The committee postponed its verdict.', 'postponed'),
  ];

  it('one question per approved card, four options each: the answer and three content words of its band, none in the sentence', () => {
    const lexicon = lexiconOf('en');
    const quiz = buildQuiz(cards, 10, 'en');
    expect(quiz).toHaveLength(cards.length);
    quiz.forEach((q, i) => {
      expect(q.prompt).toContain(BLANK);
      expect(q.options).toHaveLength(OPTIONS_PER_QUESTION);
      expect(new Set(q.options).size).toBe(OPTIONS_PER_QUESTION);
      expect(q.options[q.answer].toLowerCase()).toBe(cards[i].target);
      const inSentence = cards[i].sourceSentence.toLowerCase().split(/\W+/);
      for (const option of q.options) expect(lexicon.functionWords.has(option.toLowerCase())).toBe(false);
      for (const wrong of q.options.filter((_, o) => o !== q.answer)) expect(inSentence).not.toContain(wrong.toLowerCase());
    });
    // an "-ly" adverb gets "-ly" words, a past form "-ed" ones
    expect(quiz[2].options.every((o) => o.endsWith('ly'))).toBe(true);
    expect(quiz[3].options.every((o) => o.endsWith('ed'))).toBe(true);
  });

  it('stops at the quiz length', () => {
    expect(buildQuiz(cards, 2, 'en')).toHaveLength(2);
  });
});

describe('buildGlossary', () => {
  it('gives the card\'s back when it is a meaning, never the sentence the word came from', () => {
    const withMeaning = { ...approved('Our consultant proposed an escrow arrangement.', 'escrow', 'term'), back: 'money held by a third party until a deal is done' };
    const glossary = buildGlossary([approved('The auditors discovered several discrepancies.', 'discrepancies'), withMeaning, approved('Tariffs provoked retaliation.', 'retaliation', 'term')], '', 12, 'en');
    expect(glossary).toEqual([
      { term: 'discrepancies', meaning: null },
      { term: 'escrow', meaning: 'money held by a third party until a deal is done' },
      { term: 'retaliation', meaning: null },
    ]);
  });
});

describe('true/false statements', () => {
  it('changes one detail: a number, a month, an opposite, a name', () => {
    expect(falseVersion('Sales rose by 12 percent in the spring.', 'en')).toBe('Sales rose by 15 percent in the spring.');
    expect(falseVersion('The treaty was signed in March after long talks.', 'en')).toBe('The treaty was signed in June after long talks.');
    expect(falseVersion('Profits increased after the reform.', 'en')).toBe('Profits decreased after the reform.');
    expect(falseVersion('El gobierno aumentó los impuestos.', 'es')).toBe('El gobierno disminuyó los impuestos.');
    expect(falseVersion('Die Preise sind gestiegen.', 'de')).toBe('Die Preise sind gesunken.');
    expect(falseVersion('Le musée ouvre en janvier.', 'fr')).toBe('Le musée ouvre en avril.');
    expect(falseVersion('The report was written by Maria for Tom.', 'en', ['Maria', 'Tom'])).toBe('The report was written by Tom for Tom.');
    expect(falseVersion('The weather was pleasant.', 'en')).toBeNull();
  });

  it('mixes true and false statements, each false one with the sentence it came from', () => {
    const sentences = ['Sales rose by 12 percent in 2021.', 'The factory opened in May.', 'Profits increased after the merger.', 'Costs were 40 euros per unit.'];
    const statements = trueFalseStatements(sentences, 4, 'en');
    expect(statements).toHaveLength(4);
    expect(statements.filter((s) => s.isTrue).length).toBe(2);
    for (const s of statements) {
      expect(sentences).toContain(s.source);
      expect(s.text === s.source).toBe(s.isTrue);
    }
  });
});
