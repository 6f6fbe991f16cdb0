import type { Translate } from '../../../mail/mail-texts';
import { DOC } from './document-texts';
import { paragraph, run, type Block } from './docx-kit';

export interface DocumentPlan {
  code: string;
  title: string;
  /** the language taught: the text's language in the file */
  language: string;
  level: string | null;
  /** DD/MM/YYYY in the site time zone */
  date: string;
  /** the wording in the students' language */
  t: Translate;
}

export function planLine(plan: DocumentPlan): Block {
  return paragraph([plan.code, plan.level, plan.date].filter(Boolean).join(' · '), { italics: true });
}

const LINE = '______________________';

/** Where a student writes their name and the date on a handout. */
export function nameDateLine(plan: DocumentPlan): Block {
  return paragraph([run(`${plan.t(DOC.name)}: `, { bold: true }), run(`${LINE}     `), run(`${plan.t(DOC.date)}: `, { bold: true }), run(LINE)]);
}
