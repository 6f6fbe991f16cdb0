import { heading, paragraph, run, subheading, title, toDocx, type Block } from './docx-kit';
import { planLine, type DocumentPlan } from './plan-header';

export interface SummaryLesson {
  title: string;
  /** DD/MM/YYYY, or '' when not scheduled */
  date: string;
  description: string;
  difficultyLevel: number;
}

export interface LessonSummary {
  covered: SummaryLesson[];
  next: SummaryLesson[];
}

const label = (lesson: SummaryLesson) => [lesson.date, lesson.title].filter(Boolean).join(' · ');

/** What was covered (lessons, their descriptions and difficulty points) and the next steps; no comments, which are conversation. */
export async function lessonSummaryDocument(plan: DocumentPlan, summary: LessonSummary): Promise<Buffer> {
  const points = summary.covered.reduce((sum, lesson) => sum + lesson.difficultyLevel, 0);
  const open = summary.next.reduce((sum, lesson) => sum + lesson.difficultyLevel, 0);
  const blocks: Block[] = [
    title(`Lesson summary: ${plan.title}`),
    planLine(plan),
    paragraph(`${summary.covered.length} lessons covered, ${points} difficulty points; ${summary.next.length} to come, ${open} points.`),
    heading('Covered'),
  ];
  if (summary.covered.length === 0) blocks.push(paragraph('No lesson has been completed yet.', { italics: true }));
  for (const lesson of summary.covered) {
    blocks.push(subheading(label(lesson)));
    blocks.push(paragraph([run('Difficulty points: ', { bold: true }), run(String(lesson.difficultyLevel))]));
    if (lesson.description) blocks.push(paragraph(lesson.description));
  }
  blocks.push(heading('Next steps'));
  if (summary.next.length === 0) blocks.push(paragraph('Nothing is planned yet.', { italics: true }));
  for (const lesson of summary.next) {
    blocks.push(paragraph([run(label(lesson), { bold: true }), run(` (${lesson.difficultyLevel} points)${lesson.description ? `: ${lesson.description}` : ''}`)], { bullet: true }));
  }
  return toDocx({ title: `Lesson summary: ${plan.title}`, subject: plan.code, language: plan.language }, blocks);
}
