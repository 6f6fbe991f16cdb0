import type { Expression, SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What erasing a person does to a column that refers to them or describes them
 * (docs/product-rules.md#r-privacy-3):
 * - `delete`: the rows are deleted;
 * - `clear`: the column is set to null; `blank`: to '' (a text column that may not be null);
 * - `keep`: the row stays, belonging to others too; it points at the person's row, which
 *   erasure pseudonymises ("Former student 4F2A");
 * - `retain`: kept as a pseudonymous reference until the retention date (docs/product-rules.md#r-privacy-4),
 *   then deleted by the daily purge.
 */
export type Erasure = 'delete' | 'clear' | 'blank' | 'keep' | 'retain';

/** The person a declaration's `about` looks for: their id, and what they could be found by in text. */
export interface PersonKey {
  id: number;
  email: string;
  /** "First Last", '' when the person has no name */
  fullName: string;
}

/**
 * Rows of the table that are about the person besides the rows whose `refs` name them: a
 * condition on the table's own columns (plain SQL, so one declaration reads any table).
 */
export type AboutRows = (person: PersonKey) => Expression<SqlBool>;

/** One table that holds personal data, as its module declares it. */
export interface PersonalTable {
  table: keyof Database & string;
  /** the columns holding a person's id (users.id), each with what erasing that person does to its rows */
  refs?: Readonly<Record<string, Erasure>>;
  /** other columns describing a person (names, e-mail, picture, free text), each with what erasing does to them in the person's rows */
  describes?: Readonly<Record<string, Erasure | 'pseudonymise'>>;
  /** rows about the person that no `refs` column names (comments on their lessons, mails to their address), and what erasing does to them */
  about?: { rows: AboutRows; erase: Erasure };
  /** how the rows are exported: `json` for every table, with a CSV beside it when `csv`; `none`: not part of a person's copy (settings) */
  export: 'json' | 'csv' | 'none';
  /** columns never written to an export: secrets (hashes of tokens and passwords) */
  secret?: readonly string[];
}

/** A module's personal data: one small `personal-data.ts` per module under src/modules/<domain>/. */
export interface PersonalDataDeclaration {
  /** the module's folder */
  module: string;
  tables: readonly PersonalTable[];
  /**
   * `table.column`s whose names look personal but which hold nothing about a person, each
   * with why (the schema-coverage test asks for a reason rather than guessing)
   */
  notPersonal?: Readonly<Record<string, string>>;
}

/** Types a module's declaration and keeps its literal table names checked against the schema. */
export function declarePersonalData(declaration: PersonalDataDeclaration): PersonalDataDeclaration {
  return declaration;
}
