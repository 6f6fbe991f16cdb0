/** The words of the demo school: lesson topics per language, comments, feedback. */
export const LESSON_TOPICS: Record<string, readonly string[]> = {
  en: [
    'Small talk and introductions', 'Present perfect vs past simple', 'Writing a formal email',
    'Phrasal verbs for meetings', 'Conditionals in negotiation', 'Listening: a podcast on remote work',
    'Describing trends and graphs', 'Reported speech', 'Giving a short presentation',
    'Modal verbs of deduction', 'Idioms about time and money', 'Passive voice in reports',
    'Telephone English', 'Relative clauses', 'Debating: pros and cons', 'Linking words in essays',
  ],
  es: [
    'Presentaciones y saludos', 'El pretérito indefinido', 'Ser y estar', 'En el restaurante',
    'Pedir direcciones', 'El subjuntivo presente', 'Por y para', 'Hablar del fin de semana',
    'Reservar un hotel', 'El imperfecto', 'Comparativos', 'Expresiones con tener',
  ],
  fr: [
    'Se présenter', 'Le passé composé', "L'imparfait et le passé composé", 'Au marché',
    'Les pronoms y et en', 'Le subjonctif', 'Écrire une lettre formelle', 'Parler de ses projets',
    'Le futur simple', 'Les articles partitifs', 'Lecture : un chapitre du roman', 'Débat : la ville ou la campagne',
  ],
  de: [
    'Sich vorstellen', 'Der Dativ', 'Trennbare Verben', 'Im Büro', 'Das Perfekt',
    'Nebensätze mit weil und dass', 'Wechselpräpositionen', 'Eine E-Mail schreiben',
    'Adjektivdeklination', 'Termine vereinbaren', 'Der Konjunktiv II', 'Über Arbeit sprechen',
  ],
};

export const SPOTLIGHTS: readonly string[] = [
  'Vocabulary focus: 20 words from this unit', 'Homework: write 150 words about your week',
  'Pronunciation drill: minimal pairs', 'Watch and summarise a 5-minute video',
  'Grammar spotlight: word order', 'Read one article and note new expressions',
];

export const MILESTONES: readonly string[] = [
  'Finished the first course units', 'Mock exam', 'Level check with the school', 'End-of-term review',
];

export const TEACHER_COMMENTS: readonly string[] = [
  'Great progress today. Please review the new vocabulary before next time.',
  'We covered everything planned. Homework: exercises 3 and 4 on the worksheet.',
  'Good effort on speaking. Watch the past tense endings.',
  'Notes and the recording are in the shared folder.',
  'Nice work on the role play. Next lesson we continue with the reading.',
];

export const STUDENT_COMMENTS: readonly string[] = [
  'Thank you! The examples helped a lot.',
  'Could we spend more time on listening next lesson?',
  'I did the homework but I am not sure about question 5.',
  'Sorry, I may be 10 minutes late next week.',
  'Can we move the next lesson half an hour later?',
  'Could you send me the article we read?',
];

export const FEEDBACK: readonly string[] = [
  'Very useful lesson.', 'A bit fast for me, but interesting.', 'Loved the discussion part!',
  'More speaking practice please.', 'Clear explanations, thank you.',
];
