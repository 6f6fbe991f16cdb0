import type { ImportKind } from '@studydesk/shared/contracts';
import { foldForSearch } from '../../db/search-text';

/**
 * The columns of an import file (docs/people-import.md), by the key the code uses. A
 * header is matched case- and accent-insensitively, without spaces, `-` and `_`, against
 * the English names and their German, French and Spanish spellings.
 */
export const IMPORT_COLUMNS = {
  type: ['type', 'kind', 'role', 'typ', 'tipo'],
  firstName: ['first name', 'firstname', 'given name', 'vorname', 'prénom', 'nombre'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'nachname', 'nom', 'apellidos', 'apellido'],
  email: ['email', 'e-mail', 'mail', 'email address', 'correo', 'correo electrónico', 'courriel'],
  language: ['language', 'lang', 'sprache', 'langue', 'idioma'],
  dateOfBirth: ['date of birth', 'birth date', 'birthday', 'dob', 'geburtsdatum', 'date de naissance', 'fecha de nacimiento'],
  students: ['students', "guardian's students", 'children', 'schüler', 'élèves', 'alumnos'],
  groupName: ['group name', 'group', 'gruppenname', 'gruppe', 'nom du groupe', 'groupe', 'nombre del grupo', 'grupo'],
  teacher: ['teacher', "group's teacher", 'lehrer', 'lehrkraft', 'enseignant', 'professeur', 'profesor'],
  members: ['members', 'group members', 'mitglieder', 'membres', 'miembros'],
  groups: ['groups', 'gruppen', 'groupes', 'grupos'],
} as const;
export type ImportColumn = keyof typeof IMPORT_COLUMNS;

/** The template's header row, in this order (English: the file format, not translated). */
export const TEMPLATE_HEADER: ReadonlyArray<[ImportColumn, string]> = [
  ['type', 'type'],
  ['firstName', 'first name'],
  ['lastName', 'last name'],
  ['email', 'email'],
  ['language', 'language'],
  ['dateOfBirth', 'date of birth'],
  ['students', 'students'],
  ['groupName', 'group name'],
  ['teacher', 'teacher'],
  ['members', 'members'],
  ['groups', 'groups'],
];

/** The `type` column's values, English and translated. */
const KIND_NAMES: Record<ImportKind, readonly string[]> = {
  student: ['student', 'students', 'schüler', 'schülerin', 'élève', 'etudiant', 'étudiant', 'alumno', 'alumna', 'estudiante'],
  teacher: ['teacher', 'teachers', 'lehrer', 'lehrerin', 'lehrkraft', 'enseignant', 'professeur', 'profesor', 'profesora'],
  guardian: ['guardian', 'guardians', 'parent', 'erziehungsberechtigter', 'erziehungsberechtigte', 'eltern', 'tuteur', 'responsable', 'tutor'],
  group: ['group', 'groups', 'gruppe', 'groupe', 'grupo'],
};

const fold = (text: string) => foldForSearch(text).replace(/[\s_-]+/g, '');

const COLUMN_BY_HEADER = new Map<string, ImportColumn>(
  (Object.entries(IMPORT_COLUMNS) as Array<[ImportColumn, readonly string[]]>).flatMap(([column, names]) => names.map((name) => [fold(name), column] as const)),
);
const KIND_BY_NAME = new Map<string, ImportKind>(
  (Object.entries(KIND_NAMES) as Array<[ImportKind, readonly string[]]>).flatMap(([kind, names]) => names.map((name) => [fold(name), kind] as const)),
);

/** The column a header names, or null for a column the import does not read. */
export function columnOfHeader(header: string): ImportColumn | null {
  return COLUMN_BY_HEADER.get(fold(header)) ?? null;
}

/** The kind a `type` cell names, or null. */
export function kindOf(cell: string): ImportKind | null {
  return KIND_BY_NAME.get(fold(cell)) ?? null;
}

/**
 * A list in one cell: e-mails or group names separated by `;`, `|` or a line break; a list of
 * e-mails (`commas`) by `,` too when nothing else separates them.
 */
export function splitList(cell: string, { commas = true }: { commas?: boolean } = {}): string[] {
  const separator = !commas || /[;|\n]/.test(cell) ? /[;|\n]/ : /,/;
  return cell.split(separator).map((item) => item.trim()).filter((item) => item !== '');
}

/**
 * A date of birth written DD/MM/YYYY (D/M/YYYY too, as spreadsheets export it) that is a
 * real calendar day between 1900 and today: `YYYY-MM-DD`, or null (31/02/2012 is refused).
 */
export function parseDayMonthYear(cell: string, today: Date): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || date.getTime() > today.getTime()) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A group's plan code, made from its name in the plan codes' alphabet (letters without
 * accents, digits, `.`, `_`, `/`, `-`; upper-case; at most 40): "Débutants A1" → "DEBUTANTS-A1".
 * '' when the name has no letter or digit to make one of.
 */
export function groupCode(name: string): string {
  return foldForSearch(name)
    .toUpperCase()
    .replace(/[^A-Z0-9._/]+/g, '-')
    .replace(/^[^A-Z0-9]+/, '')
    .slice(0, PLAN_CODE_MAX)
    .replace(/-+$/, '');
}

/** the longest plan code (the contracts' PlanCode) */
const PLAN_CODE_MAX = 40;
