import { paragraph, type Block } from './docx-kit';

export interface DocumentPlan {
  code: string;
  title: string;
  language: string;
  level: string | null;
  /** DD/MM/YYYY in the site time zone */
  date: string;
}

export function planLine(plan: DocumentPlan): Block {
  return paragraph([plan.code, plan.level, plan.date].filter(Boolean).join(' · '), { italics: true });
}
