/**
 * The school the retention route tests share: a plan with notes as a teacher writes them
 * (a held lesson with a vocabulary list, a held spotlight, a milestone, a lesson to come),
 * a teacher's and a student's comment, and the calls the tests make.
 */
import type { HTTPMethods } from 'fastify';
import JSZip from 'jszip';
import { insertActivity } from '../../helpers/app';
import { runJobs } from '../../helpers/outbox';
import { useSchool } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

// lesson notes as a teacher writes them: a list with translations, a sentence, homework
const LESSON = `Trends
Vocabulary:
- forecast – previsión
- quarterly – trimestral
- to rise sharply – subir bruscamente
Dr. Smith explained the quarterly forecast to the board.
Homework: workbook p. 12, ex. 4.`;
export const SPOTLIGHT = 'Profits plateaued during the summer because exports stagnated.';
export const RETENTION = 'Costs fell slightly in the autumn while revenue remained stable.';
const TEACHER_COMMENT = 'Key words: plummet – desplomarse';
// material-like, but a student's: never a source
const STUDENT_COMMENT = 'Vocabulary: accountant – contable';

export async function docxText(body: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(body);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml.replace(/<w:p[ >][\s\S]*?<\/w:p>/g, (p) => `${p.replace(/<[^>]+>/g, '')}\n`).replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Call inside a describe block: the school, fresh for each test, and its helpers. */
export function useRetentionSchool() {
  const school = useSchool(
    {
      people: { teacher: { first_name: 'Tina', last_name: 'Teach' } },
      plan: { code: 'ENG-B2-001', title: 'Business English', retention_text: RETENTION, level: 'B2' },
      otherPlan: { title: 'Not yours' },
    },
    { each: true },
  );
  let lessonId = 0;

  beforeEach(async () => {
    const { db } = school.app;
    const planId = school.plan.id;
    const teacher = school.teacher;
    lessonId = (await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, lesson_title: 'Trends', description: LESSON, is_completed: 1, difficulty_level: 5 })).id;
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, type: 'spotlight', description: SPOTLIGHT, is_completed: 1 });
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, type: 'milestone', description: 'Milestones never feed cards whatsoever.' });
    // not held yet: its vocabulary is not taught so far
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, lesson_title: 'Next: graphs', description: 'Vocabulary: graph – gráfico', start_time: Date.UTC(2099, 4, 1, 9) });
    await db.insertInto('comments').values({ activity_id: lessonId, author_id: teacher.id, text: TEACHER_COMMENT, created_at: Date.UTC(2026, 2, 1) }).execute();
    await db.insertInto('comments').values({ activity_id: lessonId, author_id: school.student.id, text: STUDENT_COMMENT, created_at: Date.UTC(2026, 2, 2) }).execute();
  });

  /**
   * Approves the plan's first `count` new cards (making them first); what documents are made from.
   * A card is approved with its meaning (docs/product-rules.md#r-ret-5): an empty back gets `meaning of <term>` first.
   */
  async function approve(count: number): Promise<Array<{ id: number; front: string; back: string; sourceSentence: string }>> {
    const cards: Array<{ id: number; front: string; back: string; sourceSentence: string }> = (await generate()).json().unapprovedFlashcards.slice(0, count);
    const url = (id: number) => `/v1/retention/studyplan/${school.plan.id}/flashcards/${id}`;
    const approved = [];
    for (const card of cards) {
      const back = card.back.trim() || `meaning of ${card.front}`;
      if (back !== card.back) await call('PUT', url(card.id), school.as.teacher, { front: card.front, back });
      expect((await call('PUT', `${url(card.id)}/approve`, school.as.teacher)).statusCode).toBe(200);
      approved.push({ ...card, back });
    }
    return approved;
  }

  const call = (method: HTTPMethods, url: string, who: Caller, payload?: object) => who.request(method, url, payload);
  // the digest is a job of the outbox: the runner has sent it once its jobs ran
  const generate = async (who = school.as.teacher, id = school.plan.id) => {
    const res = await call('POST', '/v1/retention/parse-sentences', who, { studyPlanId: id });
    await runJobs(school.app);
    return res;
  };

  return { school, call, generate, approve, lessonId: () => lessonId };
}
