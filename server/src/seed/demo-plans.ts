import type { Random } from './prng';
import { DEMO_STUDENTS, DEMO_TEACHERS, type DemoStudent } from './demo-people';

type Lang = DemoStudent['learns'];

/** A demo plan before it has ids: people by email, a weekly timetable in UTC. */
export interface DemoPlan {
  code: string;
  title: string;
  description: string;
  goal: string;
  level: string;
  isGroup: boolean;
  language: Lang;
  teacherEmails: string[];
  memberEmails: string[];
  /** hours per lesson */
  lessonLength: number;
  /** lessons per week: [weekday 0=Mon..4=Fri, minute of the day] */
  slots: Array<[weekday: number, minuteOfDay: number]>;
}

const PREFIX: Record<Lang, string> = { en: 'ENG', es: 'SPA', fr: 'FRA', de: 'GER' };
const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', es: 'Spanish', fr: 'French', de: 'German' };
const NEXT_LEVEL: Record<string, string> = { A1: 'A2', A2: 'B1', B1: 'B2', B2: 'C1', C1: 'C2', C2: 'C2' };

const FOCUS: Record<Lang, Array<[title: string, detail: string]>> = {
  en: [
    ['Business English', 'meetings, negotiation and professional email'],
    ['General English', 'grammar, vocabulary and everyday conversation'],
    ['IELTS Preparation', 'the four IELTS papers under timed conditions'],
    ['English for Academic Purposes', 'essays, seminars and reading research papers'],
  ],
  es: [
    ['Conversational Spanish', 'speaking fluency and listening to native speakers'],
    ['DELE Preparation', 'the DELE exam tasks and their marking criteria'],
  ],
  fr: [
    ['French Essentials', 'core grammar, pronunciation and daily situations'],
    ['DELF Preparation', 'the DELF exam, written production in particular'],
  ],
  de: [
    ['German for Work', 'workplace conversations, phone calls and reports'],
    ['Goethe-Zertifikat Preparation', 'the Goethe exam modules and their timing'],
  ],
};

const GROUPS: Array<{ title: string; language: Lang; level: string; teachers: string[]; size: number; detail: string }> = [
  { title: 'Conversation Club', language: 'en', level: 'B1', teachers: ['teacher@example.com', 'oliver.bennett@example.com'], size: 6, detail: 'discussion of current topics in small groups' },
  { title: 'Spanish for Travellers', language: 'es', level: 'A2', teachers: ['lucia.fernandez@example.com'], size: 4, detail: 'ordering, directions, bookings and small talk' },
  { title: 'French Book Circle', language: 'fr', level: 'B1', teachers: ['helene.moreau@example.com'], size: 3, detail: 'reading a short novel chapter by chapter' },
  { title: 'IELTS Preparation Group', language: 'en', level: 'C1', teachers: ['oliver.bennett@example.com'], size: 5, detail: 'mock tests with feedback on writing and speaking' },
];

export function buildDemoPlans(random: Random): DemoPlan[] {
  const busy = new Map<string, Set<string>>();
  // a teacher cannot be in two lessons at once, so each plan's slots avoid the teachers' others
  const takeSlots = (teachers: string[], count: number): Array<[number, number]> => {
    const slots: Array<[number, number]> = [];
    while (slots.length < count) {
      const slot: [number, number] = [random.int(0, 4), random.int(9 * 4, 17 * 4) * 15];
      const key = `${slot[0]}:${Math.floor(slot[1] / 120)}`;
      if (teachers.some((t) => busy.get(t)?.has(key)) || slots.some((s) => s[0] === slot[0])) continue;
      for (const t of teachers) busy.set(t, (busy.get(t) ?? new Set()).add(key));
      slots.push(slot);
    }
    return slots.sort((a, b) => a[0] - b[0]);
  };
  const mainTeachers = (language: Lang) => DEMO_TEACHERS.filter((t) => t.teaches === language).map((t) => t.email);

  let sequence = 0;
  const code = (language: Lang, level: string) => `${PREFIX[language]}-${level}-${String(++sequence).padStart(3, '0')}`;
  const plans: DemoPlan[] = [];
  const seenPerLanguage: Record<string, number> = {};

  for (const student of DEMO_STUDENTS) {
    const n = (seenPerLanguage[student.learns] = (seenPerLanguage[student.learns] ?? 0) + 1);
    const candidates = mainTeachers(student.learns);
    // English has two teachers: alternate, with the demo teacher first so the demo student gets her
    const primary = candidates[(n - 1) % candidates.length];
    const teachers = candidates.length > 1 && n % 4 === 0 ? candidates : [primary];
    const [focus, detail] = FOCUS[student.learns][(n - 1) % FOCUS[student.learns].length];
    const lessonLength = n % 3 === 0 ? 1.5 : 1;
    plans.push({
      code: code(student.learns, student.level),
      title: `${focus} ${student.level}`,
      description: `One-to-one ${LANGUAGE_NAME[student.learns]} lessons for ${student.firstName} ${student.lastName}, focused on ${detail}. Weekly ${lessonLength === 1 ? 'one-hour' : '90-minute'} sessions with short homework in between.`,
      goal: `Reach ${NEXT_LEVEL[student.level]} and use ${LANGUAGE_NAME[student.learns]} confidently for ${detail.split(',')[0]}.`,
      level: student.level,
      isGroup: false,
      language: student.learns,
      teacherEmails: teachers,
      memberEmails: [student.email],
      lessonLength,
      slots: takeSlots(teachers, 1),
    });
  }

  for (const group of GROUPS) {
    const learners = DEMO_STUDENTS.filter((s) => s.learns === group.language);
    const members = random.shuffle(learners).slice(0, group.size).map((s) => s.email);
    plans.push({
      code: code(group.language, group.level),
      title: `${group.title} ${group.level}`,
      description: `A group of ${members.length} meeting twice a week for ${group.detail}.`,
      goal: `Every member reaches ${NEXT_LEVEL[group.level]} speaking and listening by the end of the term.`,
      level: group.level,
      isGroup: true,
      language: group.language,
      teacherEmails: group.teachers,
      memberEmails: members,
      lessonLength: 1.5,
      slots: takeSlots(group.teachers, 2),
    });
  }
  return plans;
}
