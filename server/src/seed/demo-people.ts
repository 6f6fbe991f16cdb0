/** Who is in the demo school. Names are international on purpose: accents exercise search. */
export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  /** interface language */
  language: string;
}

export interface DemoTeacher extends DemoPerson {
  /** the language this teacher teaches */
  teaches: 'en' | 'es' | 'fr' | 'de';
}

export interface DemoStudent extends DemoPerson {
  /** the language this student learns, and the CEFR level they are at */
  learns: 'en' | 'es' | 'fr' | 'de';
  level: string;
}

export const DEMO_ADMIN: DemoPerson = {
  email: 'admin@example.com',
  firstName: 'Margaret',
  lastName: 'Hughes',
  title: 'Director of Studies',
  language: 'en',
};

/** the demo student's guardian (docs/product-rules.md#r-guard-1), linked to them by the seed */
export const DEMO_GUARDIAN: DemoPerson = {
  email: 'guardian@example.com',
  firstName: 'Carmen',
  lastName: 'García',
  title: '',
  language: 'en',
};

/** the first of each language is the main teacher of that language's plans */
export const DEMO_TEACHERS: readonly DemoTeacher[] = [
  { email: 'teacher@example.com', firstName: 'Emma', lastName: 'Clarke', title: 'Senior English Teacher', language: 'en', teaches: 'en' },
  { email: 'lucia.fernandez@example.com', firstName: 'Lucía', lastName: 'Fernández', title: 'Spanish Teacher', language: 'es', teaches: 'es' },
  { email: 'helene.moreau@example.com', firstName: 'Hélène', lastName: 'Moreau', title: 'French Teacher', language: 'fr', teaches: 'fr' },
  { email: 'juergen.weiss@example.com', firstName: 'Jürgen', lastName: 'Weiß', title: 'German Teacher', language: 'de', teaches: 'de' },
  { email: 'oliver.bennett@example.com', firstName: 'Oliver', lastName: 'Bennett', title: 'English Teacher (IELTS)', language: 'en', teaches: 'en' },
];

type StudentRow = [first: string, last: string, learns: DemoStudent['learns'], level: string, ui: string];

const STUDENTS: readonly StudentRow[] = [
  // the demo student account (student@example.com) reads English; others show the other languages
  ['José', 'García', 'en', 'B2', 'en'],
  ['Zoë', 'Martin', 'fr', 'A2', 'en'],
  ['Chloé', 'Laurent', 'en', 'C1', 'fr'],
  ['Mateo', 'Rossi', 'en', 'B1', 'en'],
  ['Aiko', 'Tanaka', 'en', 'A2', 'en'],
  ['Wei', 'Zhang', 'en', 'B2', 'en'],
  ['Priya', 'Sharma', 'fr', 'A1', 'en'],
  ['Olga', 'Ivanova', 'de', 'B1', 'en'],
  ['Lukas', 'Müller', 'es', 'A2', 'de'],
  ['Björn', 'Andersson', 'en', 'C1', 'en'],
  ['Fatima', 'Al-Sayed', 'en', 'B1', 'en'],
  ['Amara', 'Okafor', 'fr', 'B2', 'en'],
  ['Søren', 'Nielsen', 'de', 'A2', 'en'],
  ['Ana', 'Sousa', 'en', 'B2', 'es'],
  ['Tomás', 'Ferreira', 'es', 'B1', 'en'],
  ['Noémie', 'Girard', 'es', 'A1', 'fr'],
  ['Kenji', 'Watanabe', 'en', 'B1', 'en'],
  ['Minh', 'Nguyen', 'en', 'A2', 'en'],
  ['Hana', 'Kim', 'fr', 'B1', 'en'],
  ['Ayşe', 'Yılmaz', 'de', 'B2', 'en'],
  ['Carlos', 'Méndez', 'en', 'C1', 'es'],
  ['Isabella', 'Conti', 'es', 'B2', 'en'],
  ['Dmitri', 'Petrov', 'en', 'B2', 'en'],
  ['Léa', 'Bernard', 'de', 'A1', 'fr'],
  ['Mohammed', 'Haddad', 'en', 'B1', 'en'],
  ['Ingrid', 'Larsen', 'es', 'A2', 'en'],
  ['Rafael', 'Oliveira', 'en', 'A2', 'es'],
  ['Yuki', 'Sato', 'fr', 'A2', 'en'],
  ['Emily', 'Walsh', 'es', 'B1', 'en'],
  ['Małgorzata', 'Nowak', 'en', 'B2', 'en'],
];

/** "Ayşe Yılmaz" → "ayse.yilmaz@example.com" */
function emailOf(first: string, last: string): string {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/ß/g, 'ss').replace(/ø/g, 'o').replace(/ł/g, 'l').replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  return `${ascii(first)}.${ascii(last)}@example.com`;
}

export const DEMO_STUDENTS: readonly DemoStudent[] = STUDENTS.map(([firstName, lastName, learns, level, language], i) => ({
  // the first student is the demo student account
  email: i === 0 ? 'student@example.com' : emailOf(firstName, lastName),
  firstName,
  lastName,
  title: '',
  language,
  learns,
  level,
}));
