import type { OpenDatabase } from '../../src/db/connection';
import { personalData } from '../../src/modules/personal-data';
import { uncoveredPersonalData, type SchemaColumn } from '../../src/privacy/coverage';
import { createMigratedTestDatabase } from '../helpers/database';
import { schemaColumns } from '../helpers/schema-columns';

// docs/product-rules.md#r-privacy-1: every table and column of the live schema that refers to
// a person is covered by some module's declaration, on SQLite and PostgreSQL alike.
describe(`personal data declarations cover the schema (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let opened: OpenDatabase;
  let columns: SchemaColumn[];
  beforeAll(async () => {
    opened = await createMigratedTestDatabase();
    columns = await schemaColumns(opened.db, opened.dialect);
  });
  afterAll(() => opened.destroy());

  it('reads foreign keys to users from the live schema', () => {
    const references = columns.filter((column) => column.referencesUsers).map((column) => `${column.table}.${column.column}`);
    expect(references).toEqual(expect.arrayContaining(['comments.author_id', 'guardian_students.student_id', 'review_logs.student_id']));
  });

  it('leaves no table or column that refers to or describes a person undeclared', () => {
    expect(uncoveredPersonalData(columns, personalData)).toEqual([]);
  });

  it('fails on a new table that refers to a person, saying what to declare', () => {
    const planted = [
      ...columns,
      { table: 'planted_marks', column: 'student_id', referencesUsers: true },
      { table: 'planted_notes', column: 'note', referencesUsers: false },
    ];
    const problems = uncoveredPersonalData(planted, personalData);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("{ table: 'planted_marks', refs: { student_id:");
    expect(problems[1]).toContain("notPersonal { 'planted_notes.note'");
  });

  it('fails on a declaration the schema no longer has', () => {
    const withoutComments = columns.filter((column) => column.table !== 'comments');
    expect(uncoveredPersonalData(withoutComments, personalData)).toEqual(
      expect.arrayContaining(['comments.author_id is declared but the schema has no such column: remove it from its personal-data.ts', 'comments is declared but the schema has no such table']),
    );
  });
});
