import { parse } from 'csv-parse/sync';
import type { TeachingTimeDownloadResponse } from '@studydesk/shared/contracts';
import { toCsv } from '@studydesk/shared/csv';
import { TEACHING_TIME_CSV_HEADER, teachingTimeCsvName, teachingTimeCsvRows } from './teaching-time-csv';

const person = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName, title: '' });

const download: TeachingTimeDownloadResponse = {
  month: 1,
  year: 2026,
  timeZone: 'America/New_York',
  results: [
    {
      teacherId: 7,
      firstName: 'Ana',
      lastName: 'Alvarez',
      title: '',
      completedActivities: [
        {
          id: 1,
          studyPlan: { id: 3, title: 'Business English' },
          lessonTitle: 'Past tenses',
          description: 'Said "hello", then =SUM(A1)',
          // 23:30 on 31 January in New York: 04:30 UTC on 1 February
          startTime: '2026-02-01T04:30:00.000Z',
          lessonLength: 1.5,
          students: [person(11, 'Sofía', 'Núñez')],
          paid: false,
        },
      ],
    },
    {
      teacherId: 8,
      firstName: 'Ben',
      lastName: 'Bolt',
      title: '',
      completedActivities: [
        {
          id: 2,
          studyPlan: { id: 4, title: 'Group B1' },
          lessonTitle: 'Debate',
          description: '=HYPERLINK("http://x")',
          startTime: '2026-01-05T15:00:00.000Z',
          lessonLength: 1,
          students: [person(12, 'Bo', 'Aas'), person(11, 'Sofía', 'Núñez')],
          paid: true,
        },
        {
          id: 3,
          studyPlan: { id: 5, title: 'Open class' },
          lessonTitle: 'Drop-in',
          description: '',
          startTime: '2026-01-06T15:05:00.000Z',
          lessonLength: 2,
          students: [],
          paid: false,
        },
      ],
    },
  ],
};

describe('teaching-time CSV', () => {
  it('docs/product-rules.md#r-csv-2: is named YYYYMM.All.csv', () => {
    expect(teachingTimeCsvName(1, 2026)).toBe('202601.All.csv');
    expect(teachingTimeCsvName(11, 2026)).toBe('202611.All.csv');
  });

  it('docs/product-rules.md#r-csv-2: header "Teacher, Student, Description, Date, Start Time, # Lessons", then one row per completed lesson', () => {
    const rows = teachingTimeCsvRows(download);
    expect(rows[0]).toEqual(['Teacher', 'Student', 'Description', 'Date', 'Start Time', '# Lessons']);
    expect(rows).toHaveLength(4);
  });

  it('docs/product-rules.md#r-csv-2: dates DD/MM/YYYY and times HH:mm in the site zone the month was cut in', () => {
    const [, first, second] = teachingTimeCsvRows(download);
    expect(first).toEqual(['Ana Alvarez', 'Sofía Núñez', 'Said "hello", then =SUM(A1)', '31/01/2026', '23:30', '1.5']);
    expect(second).toEqual(['Ben Bolt', 'Bo Aas, Sofía Núñez', '=HYPERLINK("http://x")', '05/01/2026', '10:00', '1']);
  });

  it('names a plan without members by its title', () => {
    expect(teachingTimeCsvRows(download)[3][1]).toBe('Open class');
  });

  it('round-trips through the CSV writer and a parser: BOM, quotes doubled, formulas neutralised', () => {
    const text = toCsv(teachingTimeCsvRows(download));
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('"Said ""hello"", then =SUM(A1)"');
    const parsed: string[][] = parse(text, { bom: true, relax_column_count: false });
    expect(parsed[0]).toEqual([...TEACHING_TIME_CSV_HEADER]);
    expect(parsed[1][2]).toBe('Said "hello", then =SUM(A1)');
    // a cell starting with = would run as a formula in a spreadsheet: it gets an apostrophe
    expect(parsed[2][2]).toBe('\'=HYPERLINK("http://x")');
  });
});
