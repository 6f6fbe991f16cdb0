import type { PersonalDataDeclaration } from './declaration';

/** A column of the live schema, and whether a foreign key points it at users.id. */
export interface SchemaColumn {
  table: string;
  column: string;
  referencesUsers: boolean;
}

/** Column names that hold a person's id even without a foreign key (teacher_before, closed_by). */
const PERSON_ID = /^(user|student|teacher|guardian|author|actor|person|member)(_|$)|_by$/;
/** Column names that describe a person: names, addresses, pictures, what was written about them. */
const DESCRIBES = /(^|_)(e?mail|name|first_name|last_name|pic|picture|photo|avatar|comment|comments|feedback|birth_date|recipient|text|note|notes|phone|address)$/;

/** Whether a column refers to a person (their id) or describes one, by its foreign key or its name; null: neither. */
function personalKind(column: SchemaColumn): 'refers' | 'describes' | null {
  if (column.referencesUsers || (column.table !== 'users' && PERSON_ID.test(column.column))) return 'refers';
  if (DESCRIBES.test(column.column)) return 'describes';
  return null;
}

const ERASURES = "'delete' | 'clear' | 'blank' | 'keep' | 'retain'";

/** What to write, for a column no declaration covers: the failure message says it exactly, so a merge can add it quickly. */
function whatToDeclare(column: SchemaColumn, kind: 'refers' | 'describes'): string {
  const where = `server/src/modules/<the module that owns ${column.table}>/personal-data.ts (listed in server/src/modules/personal-data.ts)`;
  if (kind === 'refers') {
    const why = column.referencesUsers ? 'a foreign key to users.id' : "the column's name";
    return `${column.table}.${column.column} refers to a person (${why}) and no declaration covers it: in ${where}, add to tables { table: '${column.table}', refs: { ${column.column}: ${ERASURES} }, export: 'csv' | 'json' } (or add the column to that table's refs)`;
  }
  return `${column.table}.${column.column} may describe a person (the column's name) and no declaration covers it: in ${where}, add to tables { table: '${column.table}', describes: { ${column.column}: ${ERASURES} }, … }, or to notPersonal { '${column.table}.${column.column}': 'why it is about no one' }`;
}

/**
 * Every column of the live schema that refers to or describes a person and that no module's
 * declaration covers, and every declared table or column the schema does not have, each as
 * the sentence that says what to do (docs/product-rules.md#r-privacy-1).
 */
export function uncoveredPersonalData(columns: readonly SchemaColumn[], declarations: readonly PersonalDataDeclaration[]): string[] {
  const covered = new Set<string>();
  const declaredTables = new Set<string>();
  for (const declaration of declarations) {
    for (const table of declaration.tables) {
      declaredTables.add(table.table);
      for (const column of [...Object.keys(table.refs ?? {}), ...Object.keys(table.describes ?? {}), ...(table.secret ?? [])]) covered.add(`${table.table}.${column}`);
    }
    for (const name of Object.keys(declaration.notPersonal ?? {})) covered.add(name);
  }
  const live = new Set(columns.map((column) => `${column.table}.${column.column}`));
  const liveTables = new Set(columns.map((column) => column.table));
  const problems = columns.flatMap((column) => {
    const kind = personalKind(column);
    return kind && !covered.has(`${column.table}.${column.column}`) ? [whatToDeclare(column, kind)] : [];
  });
  const stale = [...covered].filter((name) => !live.has(name)).map((name) => `${name} is declared but the schema has no such column: remove it from its personal-data.ts`);
  const staleTables = [...declaredTables].filter((table) => !liveTables.has(table)).map((table) => `${table} is declared but the schema has no such table`);
  return [...problems, ...stale, ...staleTables];
}
