import { alternativeCard, BLANK, generateCards, type SourceText } from '../../../src/modules/retention/text/cards';
import { skipReason } from '../../../src/modules/retention/text/conversation';
import { buildGlossary } from '../../../src/modules/retention/text/glossary';
import { lexiconOf } from '../../../src/modules/retention/text/lexicon';
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
  const notes = `Lesson 3 – Meetings
Vocabulary:
- agenda – orden del día
- to chair a meeting – presidir una reunión
- minutes
Homework: workbook p. 12, ex. 4.
We postponed the decision until the next meeting.
Anna still mixes up "since" and "for".`;

  it("takes the lesson's own list first and whole, with the teacher's meanings, and never homework, names or remarks", () => {
    const cards = generateCards([{ activityId: 1, title: 'Meetings', text: notes }], { ...B2, perSource: 1 });
    expect(cards.map((c) => [c.front, c.back])).toEqual([['agenda', 'orden del día'], ['chair a meeting', 'presidir una reunión'], ['minutes', '']]);
    expect(cards.every((c) => c.kind === 'term' && c.target === c.front.toLowerCase())).toBe(true);
  });

  it('gives a card the meaning the plan gives the term elsewhere, else the school glossary\'s, never its sentence', () => {
    const sources: SourceText[] = [
      { activityId: 1, text: notes },
      { activityId: 2, text: 'Key words: minutes = acta, quorum' },
    ];
    const cards = generateCards(sources, { ...B2, perSource: 3, glossary: new Map([['quorum', 'quórum']]) });
    expect(cards.find((c) => c.front === 'minutes')?.back).toBe('acta');
    expect(cards.find((c) => c.front === 'quorum')?.back).toBe('quórum');
  });

  it('without a list: expressions and words of its sentences in dictionary form, the sentence kept as the example', () => {
    const text = 'Governments should reduce greenhouse emissions. Renewable energy is getting cheaper every year.';
    const cards = generateCards([{ activityId: 1, text }], { ...B2, perSource: 3 });
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => c.front)).toEqual(expect.arrayContaining(['greenhouse emission', 'renewable energy']));
    for (const card of cards) {
      expect(card.back).toBe('');
      expect(text).toContain(card.sourceSentence);
    }
  });

  it('German nouns with their article and capital; a lesson not held gives nothing; no card twice', () => {
    const de: SourceText[] = [
      { activityId: 1, text: 'Wortschatz: die Flasche – la bouteille, bezahlen – payer' },
      { activityId: 2, held: false, text: 'Wortschatz: das Feuerwerk – le feu d\'artifice' },
      { activityId: 3, text: 'Wortschatz: die Flasche, die Kasse' },
    ];
    const cards = generateCards(de, { language: 'de', level: 'B1', perSource: 3 });
    expect(cards.map((c) => [c.front, c.back, c.partOfSpeech])).toEqual([['die Flasche', 'la bouteille', 'noun'], ['bezahlen', 'payer', 'verb'], ['die Kasse', '', 'noun']]);
    const again = generateCards(de, { language: 'de', level: 'B1', perSource: 3, existingTargets: new Set(cards.map((c) => c.target)) });
    expect(again).toEqual([]);
  });

  it('leaves out sentences in another language than the plan\'s', () => {
    const text = 'Recycling reduces plastic waste in coastal cities.\nMe parece un tema muy interesante para la clase de hoy.';
    const cards = generateCards([{ activityId: 1, text }], { ...B2, perSource: 10 });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((c) => c.sourceSentence)).not.toContain('Me parece un tema muy interesante para la clase de hoy.');
  });
});

describe('alternativeCard', () => {
  const sentence = 'The auditors discovered several discrepancies in the quarterly accounts.';

  it("picks the sentence's next term, not the same one, and none the plan has", () => {
    const first = generateCards([{ activityId: 1, text: sentence }], { ...B2, perSource: 1 })[0];
    const second = alternativeCard(first, { ...B2, usedTargets: new Set([first.target]) })!;
    expect(second.target).not.toBe(first.target);
    expect(second).toMatchObject({ kind: 'term', back: '', sourceSentence: sentence });
    expect(alternativeCard(second, { ...B2, usedTargets: new Set([first.target, second.target]) })!.target).not.toMatch(new RegExp(`^(${first.target}|${second.target})$`));
  });

  it('null when the sentence offers nothing else', () => {
    expect(alternativeCard({ kind: 'term', target: '10', sourceSentence: 'It is 10.', activityId: null }, { ...B2, usedTargets: new Set() })).toBeNull();
  });
});

const card = (front: string, back: string, partOfSpeech: string, sourceSentence = ''): ApprovedCard => ({ kind: 'term', front, back, sourceSentence, target: front.toLowerCase(), partOfSpeech });

describe('buildQuiz', () => {
  const cards = [
    card('landlord', 'casero', 'noun', 'The landlord asked for a deposit.'),
    card('tenant', 'inquilino', 'noun'),
    card('receipt', 'tique', 'noun'),
    card('lease', 'contrato', 'noun'),
    card('corpse', 'cadáver', 'noun'),
    card('Telefónica', 'Telefónica', 'noun'),
    card('chop', 'picar', 'verb', 'Chop the onions.'),
    card('fry', 'freír', 'verb'),
    card('boil', 'hervir', 'verb'),
  ];

  it('a gap in the example sentence, else the meaning; wrong options of the same kind from the plan, never a sensitive word or a name', () => {
    const quiz = buildQuiz(cards, 10, 'en');
    expect(quiz[0]).toMatchObject({ kind: 'gap', prompt: `The ${BLANK} asked for a deposit.` });
    expect(quiz[0].options[quiz[0].answer]).toBe('landlord');
    expect(quiz.find((q) => q.prompt === 'inquilino')).toMatchObject({ kind: 'meaning' });
    for (const q of quiz) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(OPTIONS_PER_QUESTION);
      expect(new Set(q.options).size).toBe(q.options.length);
      expect(q.options.join(' ')).not.toMatch(/corpse|Telefónica/);
      const kinds = new Set(q.options.map((o) => cards.find((c) => c.front.toLowerCase() === o.toLowerCase())?.partOfSpeech));
      expect(kinds.size).toBe(1);
    }
    expect(quiz.map((q) => q.prompt)).not.toContain('cadáver');
  });

  it('drops a question a second option would answer too (the same meaning)', () => {
    const quiz = buildQuiz([card('tenant', 'inquilino', 'noun'), card('lodger', 'inquilino', 'noun'), card('lease', 'contrato', 'noun'), card('receipt', 'tique', 'noun')], 10, 'en');
    const tenant = quiz.find((q) => q.prompt === 'inquilino');
    expect(tenant === undefined || !tenant.options.includes('lodger') || !tenant.options.includes('tenant')).toBe(true);
  });

  it('stops at the quiz length', () => {
    expect(buildQuiz(cards, 2, 'en')).toHaveLength(2);
  });
});

describe('buildGlossary', () => {
  it("gives the cards' meanings, never the sentence a term came from; terms without one are left out", () => {
    const glossary = buildGlossary([card('escrow', 'money held by a third party', 'noun', 'Our consultant proposed an escrow.'), card('tariff', '', 'noun'), card('merger', 'fusión', 'noun')], 'The merger', 12, 'en');
    expect(glossary).toEqual([
      { term: 'escrow', meaning: 'money held by a third party' },
      { term: 'merger', meaning: 'fusión' },
    ]);
    expect(buildGlossary([card('tariff', '', 'noun')], '', 12, 'en')).toEqual([]);
  });
});

describe('true/false statements', () => {
  it("changes one detail: a term of the plan for another of its kind, else a number, a month, an opposite", () => {
    const terms = [{ term: 'die Flasche', partOfSpeech: 'noun' }, { term: 'die Kasse', partOfSpeech: 'noun' }, { term: 'der Bahnhof', partOfSpeech: 'noun' }];
    expect(falseVersion('Ich kaufe eine Flasche Wasser.', 'de', terms)).toBe('Ich kaufe eine Kasse Wasser.');
    expect(falseVersion('Sales rose by 12 percent in the spring.', 'en')).toBe('Sales rose by 15 percent in the spring.');
    expect(falseVersion('The treaty was signed in March after long talks.', 'en')).toBe('The treaty was signed in June after long talks.');
    expect(falseVersion('Profits increased after the reform.', 'en')).toBe('Profits decreased after the reform.');
    expect(falseVersion('El gobierno aumentó los impuestos.', 'es')).toBe('El gobierno disminuyó los impuestos.');
    expect(falseVersion('Le musée ouvre en janvier.', 'fr')).toBe('Le musée ouvre en avril.');
    expect(falseVersion('The report was written by Maria for Tom.', 'en')).toBeNull();
  });

  it('makes 40–60 % of them false, each with the sentence it came from, none twice', () => {
    const sentences = ['Sales rose by 12 percent in 2021.', 'The factory opened in May.', 'Profits increased after the merger.', 'Costs were 40 euros per unit.', 'The weather was pleasant.', 'The factory opened in May.', 'Staff liked the new canteen.'];
    const statements = trueFalseStatements(sentences, 10, 'en');
    const falses = statements.filter((s) => !s.isTrue).length;
    expect(falses / statements.length).toBeGreaterThanOrEqual(0.4);
    expect(falses / statements.length).toBeLessThanOrEqual(0.6);
    expect(new Set(statements.map((s) => s.text)).size).toBe(statements.length);
    for (const s of statements) {
      expect(sentences).toContain(s.source);
      expect(s.text === s.source).toBe(s.isTrue);
    }
  });
});
