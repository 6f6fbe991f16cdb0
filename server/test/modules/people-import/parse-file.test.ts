import { checkRows, type KnownSchool } from '../../../src/modules/people-import/check-rows';
import { parseImportFile } from '../../../src/modules/people-import/parse-file';
import { Value } from '@sinclair/typebox/value';
import { PlanCode } from '@studydesk/shared/contracts';
import { groupCode, parseDayMonthYear } from '../../../src/modules/people-import/rules';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const TODAY = new Date(Date.UTC(2026, 11, 2));

/** Windows-1252 bytes of Latin-1 text: what Excel writes as "CSV" on a western Windows. */
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

describe('reading an import file (docs/product-rules.md#r-import-1)', () => {
  it('reads comma-separated UTF-8 with headers in any case and maps them to columns', () => {
    const file = parseImportFile(utf8('Type,First Name,LAST NAME,E-Mail\nstudent,Zoë,Núñez,zoe@example.org\n'));
    expect(file).toEqual({ encoding: 'utf-8', separator: ',', rows: [{ line: 2, cells: { type: 'student', firstName: 'Zoë', lastName: 'Núñez', email: 'zoe@example.org' } }] });
  });

  it('detects the semicolon separator and drops the byte-order mark', () => {
    const file = parseImportFile(utf8('\uFEFFtype;first name;last name;email\r\nteacher;Ana;Pérez, Gil;ana@example.org\r\n'));
    expect(file.separator).toBe(';');
    expect(file.rows[0].cells).toEqual({ type: 'teacher', firstName: 'Ana', lastName: 'Pérez, Gil', email: 'ana@example.org' });
  });

  it("follows Excel's sep= hint line before the header", () => {
    const file = parseImportFile(utf8('sep=;\r\ntype;email;last name\r\nteacher;t@example.org;Smith, Jr.\r\n'));
    expect(file.separator).toBe(';');
    expect(file.rows).toEqual([{ line: 2, cells: { type: 'teacher', email: 't@example.org', lastName: 'Smith, Jr.' } }]);
  });

  it('reads Windows-1252 when the bytes are not UTF-8: Müller and José keep their letters', () => {
    const bytes = windows1252('type;first name;last name;email\nstudent;José;Müller;jose@example.org\n');
    expect(bytes.includes(0xfc)).toBe(true);
    const file = parseImportFile(bytes);
    expect(file.encoding).toBe('windows-1252');
    expect(file.rows[0].cells).toMatchObject({ firstName: 'José', lastName: 'Müller' });
  });

  it('keeps a quoted field with a line break and doubled quotes as one cell; the next record is the next row', () => {
    const file = parseImportFile(utf8('type,first name,last name,email,students\nguardian,"Li ""Lee""",Wu,li@example.org,"a@example.org\nb@example.org"\nteacher,T,One,t@example.org,\n'));
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0].cells).toMatchObject({ firstName: 'Li "Lee"', students: 'a@example.org\nb@example.org' });
    expect(file.rows[1]).toMatchObject({ line: 3, cells: { type: 'teacher' } });
  });

  it('accepts German, French and Spanish headers', () => {
    const file = parseImportFile(utf8('Typ;Vorname;Nachname;E-Mail;Geburtsdatum\nSchüler;Lena;Bauer;lena@example.org;01/02/2014\n'));
    expect(file.rows[0].cells).toEqual({ type: 'Schüler', firstName: 'Lena', lastName: 'Bauer', email: 'lena@example.org', dateOfBirth: '01/02/2014' });
  });

  it('refuses a file without a type or an email column, or without rows, with the reason', () => {
    expect(() => parseImportFile(utf8('first name,email\nA,a@example.org\n'))).toThrow('The file has no "type" column: start from the template');
    expect(() => parseImportFile(utf8('type,first name\nstudent,A\n'))).toThrow('The file has no "email" column: start from the template');
    expect(() => parseImportFile(utf8('type,email\n'))).toThrow('The file has no rows under its header row');
  });
});

describe('dates of birth, DD/MM/YYYY', () => {
  it('reads real calendar days, D/M/YYYY too', () => {
    expect(parseDayMonthYear('14/03/2013', TODAY)).toBe('2013-03-14');
    expect(parseDayMonthYear('1/2/2014', TODAY)).toBe('2014-02-01');
    expect(parseDayMonthYear('29/02/2012', TODAY)).toBe('2012-02-29');
  });

  it('refuses 31/02, 29/02 of a common year, month 13, other formats and the future', () => {
    for (const text of ['31/02/2012', '29/02/2013', '01/13/2012', '2012-03-14', '14.03.2013', '03/14/2013', '01/01/2027', '01/01/1850']) {
      expect([text, parseDayMonthYear(text, TODAY)]).toEqual([text, null]);
    }
  });
});

describe("a group's plan code, made from its name", () => {
  it('is a valid plan code: capitals without accents, other characters as -, at most 40', () => {
    expect(groupCode('Débutants A1')).toBe('DEBUTANTS-A1');
    expect(groupCode('  Grüße & Co. / Abend ')).toBe('GRUSSE-CO.-/-ABEND');
    expect(groupCode('#1 group')).toBe('1-GROUP');
    expect(groupCode('x'.repeat(60))).toHaveLength(40);
    for (const name of ['Débutants A1', '  Grüße & Co. / Abend ', '#1 group', 'x'.repeat(60), 'a-b-'.repeat(12)]) {
      expect([name, Value.Check(PlanCode, groupCode(name))]).toEqual([name, true]);
    }
    expect(groupCode('¡¿!')).toBe('');
  });
});

describe('checking rows against the school (docs/product-rules.md#r-import-2)', () => {
  const known: KnownSchool = {
    users: new Map([['old@example.org', { id: 7, profile: 'student' as const }], ['staff@example.org', { id: 8, profile: 'teacher' as const }]]),
    plans: new Map([['B1-EVENING', { id: 3, isGroup: true }], ['ENG-1', { id: 4, isGroup: false }]]),
    languages: new Set(['en', 'de', 'es', 'fr']),
  };
  const check = (csv: string, options = {}) => checkRows(parseImportFile(utf8(csv)).rows, known, options, TODAY);
  const codes = (row: { problems: Array<{ code: string }> }) => row.problems.map((problem) => problem.code);

  it('names each problem of a person row', () => {
    const rows = check([
      'type,first name,last name,email,language,date of birth,students,groups',
      'student,A,One,,en,,,',
      'student,B,Two,not-an-email,,,,',
      'student,C,Three,c@example.org,xx,31/02/2012,,Nowhere',
      'student,,,d@example.org,,,,',
      'teacher,E,Five,c@example.org,,,,',
      'teacher,F,Six,f@example.org,,01/01/1990,,',
      'guardian,G,Seven,g@example.org,,,c@example.org;ghost@example.org|staff@example.org,',
      'pupil,H,Eight,h@example.org,,,,',
      'teacher,I,Nine,old@example.org,,,,',
      `teacher,${'J'.repeat(101)},Ten,j@example.org,,,,`,
    ].join('\n'));
    expect(rows.map(codes)).toEqual([
      ['missingEmail'],
      ['invalidEmail'],
      ['unknownLanguage', 'badDate', 'unknownGroup'],
      ['missingName'],
      ['duplicateInFile'],
      ['dateNotForKind'],
      ['unknownStudent', 'unknownStudent'],
      ['unknownType'],
      ['existingOtherKind'],
      ['badName'],
    ]);
    expect(rows[4].problems[0].params).toEqual({ line: 4 });
    expect(rows[6].problems.map((problem) => problem.params.value)).toEqual(['ghost@example.org', 'staff@example.org']);
    expect(rows.every((row) => row.action === 'invalid')).toBe(true);
  });

  it('names each problem of a group row, and finds teachers and members in the file or the school', () => {
    const rows = check([
      'type,first name,last name,email,group name,teacher,members',
      'teacher,T,New,t@example.org,,,',
      'student,S,New,s@example.org,,,',
      'group,,,,A2 Morning,t@example.org,s@example.org;old@example.org',
      'group,,,,A2 morning,staff@example.org,',
      'group,,,,,t@example.org,',
      'group,,,,C1,,',
      'group,,,,C2,nobody@example.org,s@example.org;t@example.org',
      'group,,,,eng-1,t@example.org,',
      'group,,,,!!!,t@example.org,',
      `group,,,,${'Long '.repeat(41)},t@example.org,`,
    ].join('\n'));
    expect(rows.map(codes)).toEqual([
      [], [], [], ['duplicateGroup'], ['missingGroupName'], ['missingTeacher'], ['unknownTeacher', 'unknownStudent'], ['codeTaken'], ['groupNameWithoutCode'], ['badName'],
    ]);
    expect(rows.slice(0, 3).map((row) => row.action)).toEqual(['create', 'create', 'create']);
  });

  it('an existing user or group is updated or skipped: for the whole file, or as chosen for its row', () => {
    const csv = ['type,first name,last name,email,group name', 'student,Old,Student,OLD@example.org,', 'group,,,,b1 evening'].join('\n');
    expect(check(csv).map((row) => [row.action, codes(row)])).toEqual([['skip', ['existingUser']], ['skip', ['existingGroup']]]);
    expect(check(csv, { existing: 'update' }).map((row) => row.action)).toEqual(['update', 'update']);
    expect(check(csv, { existing: 'update', choices: { 3: 'skip' } }).map((row) => row.action)).toEqual(['update', 'skip']);
  });
});
