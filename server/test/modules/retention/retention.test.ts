import fs from 'node:fs';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import JSZip from 'jszip';
import { insertActivity } from '../../helpers/app';
import { outboxFiles, readMessage, runJobs } from '../../helpers/outbox';
import { useSchool } from '../../helpers/school';
import type { Caller } from '../../helpers/session';

const LESSON = 'Sales rose sharply in March. Dr. Smith explained the quarterly forecast.';
const SPOTLIGHT = 'Profits plateaued during the summer.';
const RETENTION = 'Costs fell slightly in the autumn while revenue remained stable.';
const TEACHER_COMMENT = 'Watch the pronunciation of "plummeted" in the sentence.';
// material-like, but a student's: never a source
const STUDENT_COMMENT = 'My brother works as an accountant in a pharmaceutical company.';

async function setManager(app: FastifyInstance, email: string) {
  const updated = await app.db.updateTable('site_settings').set({ retention_manager_email: email }).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await app.db.insertInto('site_settings').values({ id: 1, time_zone: 'UTC', retention_manager_email: email }).execute();
}

async function docxText(body: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(body);
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml.replace(/<w:p[ >][\s\S]*?<\/w:p>/g, (p) => `${p.replace(/<[^>]+>/g, '')}\n`).replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

describe(`retention (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const school = useSchool(
    {
      people: { teacher: { first_name: 'Tina', last_name: 'Teach' } },
      plan: { code: 'ENG-B2-001', title: 'Business English', retention_text: RETENTION, level: 'B2' },
      otherPlan: { title: 'Not yours' },
    },
    { each: true },
  );
  let lessonId: number;

  beforeEach(async () => {
    const { db } = school.app;
    const planId = school.plan.id;
    const teacher = school.teacher;
    lessonId = (await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, lesson_title: 'Trends', description: LESSON, is_completed: 1, difficulty_level: 5 })).id;
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, type: 'spotlight', description: SPOTLIGHT });
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, type: 'milestone', description: 'Milestones never feed cards whatsoever.' });
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, lesson_title: 'Next: graphs', description: 'Describe the graph.', start_time: Date.UTC(2026, 4, 1, 9) });
    await db.insertInto('comments').values({ activity_id: lessonId, author_id: teacher.id, text: TEACHER_COMMENT, created_at: Date.UTC(2026, 2, 1) }).execute();
    await db.insertInto('comments').values({ activity_id: lessonId, author_id: school.student.id, text: STUDENT_COMMENT, created_at: Date.UTC(2026, 2, 2) }).execute();
  });

  /** Approves the plan's first `count` new cards (making them first); what documents are made from. */
  async function approve(count: number): Promise<Array<{ id: number; front: string; back: string; sourceSentence: string }>> {
    const cards = (await generate()).json().unapprovedFlashcards.slice(0, count);
    for (const card of cards) await call('PUT', `/v1/retention/studyplan/${school.plan.id}/flashcards/${card.id}/approve`, school.as.teacher);
    return cards;
  }

  const call = (method: HTTPMethods, url: string, who: Caller, payload?: object) => who.request(method, url, payload);
  // the digest is a job of the outbox: the runner has sent it once its jobs ran
  const generate = async (who = school.as.teacher, id = school.plan.id) => {
    const res = await call('POST', '/v1/retention/parse-sentences', who, { studyPlanId: id });
    await runJobs(school.app);
    return res;
  };

  describe('permissions', () => {
    const routes = (id: number): Array<[Parameters<typeof call>[0], string, object?]> => [
      ['GET', `/v1/retention/studyplan/${id}/settings`],
      ['GET', `/v1/retention/studyplan/${id}/flashcards/unapproved`],
      ['POST', '/v1/retention/parse-sentences', { studyPlanId: id }],
      ['PATCH', '/v1/studyplan/retention-text', { studyPlanId: id, retentionText: 'x', retentionTextSize: 14 }],
      ['POST', `/v1/retention/studyplan/${id}/generate-quiz`],
      ['POST', `/v1/retention/studyplan/${id}/generate-reading-practice`],
      ['POST', `/v1/retention/studyplan/${id}/generate-lesson-summary`],
    ];

    it('a teacher on their plans, an admin on any; another teacher 404 (as an unknown plan), a student 403, unknown plan 404, no session 401', async () => {
      await school.app.db.insertInto('flashcards').values({ study_plan_id: school.plan.id, front: 'Sales rose _____ in March.', back: 'sharply', source_sentence: 'Sales rose sharply in March.', target: 'sharply', approved: 1, updated_at: 1 }).execute();
      for (const [method, url, body] of routes(school.plan.id)) {
        expect({ url, status: (await call(method, url, school.as.teacher, body)).statusCode }).toEqual({ url, status: 200 });
        expect({ url, status: (await call(method, url, school.as.admin, body)).statusCode }).toEqual({ url, status: 200 });
        expect({ url, status: (await call(method, url, school.as.otherTeacher, body)).statusCode }).toEqual({ url, status: 404 });
        expect({ url, status: (await call(method, url, school.as.student, body)).statusCode }).toEqual({ url, status: 403 });
        expect({ url, status: (await call(method, url, school.anonymous, body)).statusCode }).toEqual({ url, status: 401 });
      }
      for (const [method, url, body] of routes(999999)) {
        expect({ url, status: (await call(method, url, school.as.admin, body)).statusCode }).toEqual({ url, status: 404 });
      }
      expect((await call('GET', `/v1/retention/studyplan/${school.otherPlan.id}/settings`, school.as.admin)).statusCode).toBe(200);
    });

    it('card calls check the card belongs to the plan', async () => {
      const card = (await generate()).json().unapprovedFlashcards[0];
      const elsewhere = `/v1/retention/studyplan/${school.otherPlan.id}/flashcards/${card.id}`;
      expect((await call('PUT', `${elsewhere}/approve`, school.as.admin)).statusCode).toBe(404);
      expect((await call('DELETE', elsewhere, school.as.admin)).statusCode).toBe(404);
      expect((await call('PUT', `/v1/retention/studyplan/${school.plan.id}/flashcards/${card.id}/approve`, school.as.otherTeacher)).statusCode).toBe(404);
      expect((await call('PUT', `/v1/retention/studyplan/${school.plan.id}/flashcards/${card.id}/approve`, school.as.student)).statusCode).toBe(403);
    });
  });

  describe('settings and retention text', () => {
    it('answers defaults before a save, then what was saved', async () => {
      const first = await call('GET', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher);
      expect(first.json()).toEqual({
        plan: { id: school.plan.id, code: 'ENG-B2-001', title: 'Business English' },
        settings: { targetLanguage: 'en', cardsPerLesson: 3, quizQuestions: 8, sources: { lessons: true, spotlights: true, evaluations: false }, notifyManager: true, includeTeacherComments: false },
        retentionText: RETENTION,
        retentionTextSize: 14,
        managerConfigured: false,
      });
      const settings = { targetLanguage: 'es', cardsPerLesson: 5, quizQuestions: 10, sources: { lessons: true, spotlights: false, evaluations: true }, notifyManager: false, includeTeacherComments: true };
      expect((await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, settings)).json().settings).toEqual(settings);
      expect((await call('GET', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.admin)).json().settings).toEqual(settings);
    });

    it('reads settings stored in an older shape', async () => {
      await school.app.db.insertInto('retention_settings').values({ study_plan_id: school.plan.id, settings: JSON.stringify({ flashcardsPerLesson: 10, quizType: 'cloze', quizQuestions: 8 }), updated_at: 1 }).execute();
      expect((await call('GET', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher)).json().settings).toMatchObject({ cardsPerLesson: 10, quizQuestions: 8, targetLanguage: 'en' });
    });

    it('refuses invalid settings', async () => {
      const valid = { targetLanguage: 'en', cardsPerLesson: 3, quizQuestions: 8, sources: { lessons: true, spotlights: true, evaluations: false }, notifyManager: true };
      for (const bad of [{ ...valid, cardsPerLesson: 0 }, { ...valid, cardsPerLesson: 21 }, { ...valid, targetLanguage: 'English' }, { ...valid, extra: 1 }, { ...valid, sources: { lessons: true } }]) {
        expect((await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, bad)).statusCode).toBe(400);
      }
    });

    it('saves the retention text and its size (default 14), within bounds', async () => {
      const res = await call('PATCH', '/v1/studyplan/retention-text', school.as.teacher, { studyPlanId: school.plan.id, retentionText: 'New text.', retentionTextSize: 18 });
      expect(res.json()).toEqual({ retentionText: 'New text.', retentionTextSize: 18 });
      expect((await call('GET', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher)).json()).toMatchObject({ retentionText: 'New text.', retentionTextSize: 18 });
      for (const size of [7, 33, 14.5]) {
        expect((await call('PATCH', '/v1/studyplan/retention-text', school.as.teacher, { studyPlanId: school.plan.id, retentionText: '', retentionTextSize: size })).statusCode).toBe(400);
      }
      expect((await call('PATCH', '/v1/studyplan/retention-text', school.as.teacher, { studyPlanId: school.plan.id, retentionText: 'x'.repeat(20001), retentionTextSize: 14 })).statusCode).toBe(400);
    });
  });

  describe('POST /v1/retention/parse-sentences', () => {
    it('makes cards from lessons, spotlights and the retention text, never from comments or milestones, and not twice', async () => {
      const res = await generate();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.sentences).toBe(4);
      expect(body.created).toBe(body.unapprovedFlashcards.length);
      expect(body.approvedCount).toBe(0);
      const sentences = body.unapprovedFlashcards.map((c: { sourceSentence: string }) => c.sourceSentence);
      expect(sentences).toEqual(expect.arrayContaining(['Sales rose sharply in March.', 'Profits plateaued during the summer.', RETENTION, 'Dr. Smith explained the quarterly forecast.']));
      expect(sentences.join(' ')).not.toMatch(/Milestones|plummeted|brother/);
      const fromLesson = body.unapprovedFlashcards.filter((c: { activityId: number }) => c.activityId === lessonId);
      expect(fromLesson.length).toBeLessThanOrEqual(3);
      expect(new Set(body.unapprovedFlashcards.map((c: { kind: string }) => c.kind))).toEqual(new Set(['cloze', 'term']));
      // each card says where it came from and why its word was chosen
      expect(fromLesson[0]).toMatchObject({ lessonTitle: 'Trends', reason: { level: 'B2' } });
      expect(body.unapprovedFlashcards.find((c: { activityId: number | null }) => c.activityId === null)).toMatchObject({ lessonTitle: null });
      for (const card of body.unapprovedFlashcards) expect(card.reason.rank === null || card.reason.rank > 0).toBe(true);

      const again = (await generate()).json();
      expect(again.created).toBe(0);
      expect(again.unapprovedFlashcards).toEqual(body.unapprovedFlashcards);
    });

    it("takes in the teacher's own comments when the settings say so, never a student's", async () => {
      const settings = { targetLanguage: 'en', cardsPerLesson: 5, quizQuestions: 8, sources: { lessons: true, spotlights: true, evaluations: false }, notifyManager: false, includeTeacherComments: true };
      await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, settings);
      const sentences = (await generate()).json().unapprovedFlashcards.map((c: { sourceSentence: string }) => c.sourceSentence);
      expect(sentences).toContain(TEACHER_COMMENT);
      expect(sentences).not.toContain(STUDENT_COMMENT);
    });

    it('follows the sources and cards per lesson of the settings', async () => {
      const settings = { targetLanguage: 'en', cardsPerLesson: 1, quizQuestions: 8, sources: { lessons: true, spotlights: false, evaluations: false }, notifyManager: false };
      await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, settings);
      const cards = (await generate()).json().unapprovedFlashcards;
      expect(cards.map((c: { sourceSentence: string }) => c.sourceSentence)).not.toContain(SPOTLIGHT);
      expect(cards.filter((c: { activityId: number }) => c.activityId === lessonId)).toHaveLength(1);
    });

    it('mails the retention manager one digest per generation when the settings say so', async () => {
      await setManager(school.app, 'manager@example.com');
      await generate();
      const files = outboxFiles(school.app);
      expect(files).toHaveLength(1);
      const message = fs.readFileSync(files[0], 'utf8');
      expect(message).toContain('To: manager@example.com');
      expect(message).toMatch(/Subject: \d+ new flashcards to approve: ENG-B2-001 Business English/);
      await generate(); // nothing new: no mail
      expect(outboxFiles(school.app)).toHaveLength(1);
    });

    it('words the digest in the language of the account with the manager\'s address, counts in plural forms', async () => {
      const { db } = school.app;
      const teacher = await db.selectFrom('users').select(['id', 'email']).where('first_name', '=', 'Tina').executeTakeFirstOrThrow();
      await db.updateTable('users').set({ language: 'de' }).where('id', '=', teacher.id).execute();
      await setManager(school.app, teacher.email.toUpperCase());
      const created = (await generate()).json().created as number;
      expect(created).toBeGreaterThan(1);
      const message = await readMessage(outboxFiles(school.app)[0]);
      expect(message.subject).toBe(`${created} neue Karteikarten zur Freigabe: ENG-B2-001 Business English`);
      expect(message.text).toContain(`Aus den Stunden von ENG-B2-001 Business English wurden ${created} neue Karteikarten erstellt.`);
      expect(message.text).toContain(`${created} Karten warten jetzt auf Freigabe.`);
      expect(`${message.text}${message.html}`).not.toMatch(/flashcards|Hello/);
    });

    it('mails nobody when the settings say not to, or no manager is set', async () => {
      await generate();
      expect(outboxFiles(school.app)).toHaveLength(0);
      await setManager(school.app, 'manager@example.com');
      await school.app.db.deleteFrom('flashcards').execute();
      const settings = { targetLanguage: 'en', cardsPerLesson: 3, quizQuestions: 8, sources: { lessons: true, spotlights: true, evaluations: false }, notifyManager: false };
      await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, settings);
      expect((await generate()).json().created).toBeGreaterThan(0);
      expect(outboxFiles(school.app)).toHaveLength(0);
    });
  });

  describe('flashcards', () => {
    const url = (cardId: number, rest = '') => `/v1/retention/studyplan/${school.plan.id}/flashcards/${cardId}${rest}`;

    it('edits, regenerates, approves and deletes', async () => {
      const [first, second, third] = (await generate()).json().unapprovedFlashcards;

      const edited = await call('PUT', url(first.id), school.as.teacher, { front: ' Front? ', back: 'Back' });
      expect(edited.json().flashcard).toMatchObject({ id: first.id, front: 'Front?', back: 'Back' });
      expect((await call('PUT', url(first.id), school.as.teacher, { front: '   ', back: 'Back' })).statusCode).toBe(400);
      expect((await call('PUT', url(first.id), school.as.teacher, { front: 'x' })).statusCode).toBe(400);

      const regenerated = (await call('PUT', url(second.id, '/regenerate'), school.as.teacher)).json().regeneratedFlashcard;
      expect(regenerated.id).toBe(second.id);
      expect(regenerated.sourceSentence).toBe(second.sourceSentence);
      expect([regenerated.front, regenerated.back]).not.toEqual([second.front, second.back]);

      expect((await call('PUT', url(third.id, '/approve'), school.as.teacher)).statusCode).toBe(200);
      expect((await call('PUT', url(third.id, '/approve'), school.as.teacher)).statusCode).toBe(409);
      expect((await call('PUT', url(third.id), school.as.teacher, { front: 'a', back: 'b' })).statusCode).toBe(409);

      expect((await call('DELETE', url(first.id), school.as.teacher)).statusCode).toBe(200);
      expect((await call('DELETE', url(first.id), school.as.teacher)).statusCode).toBe(404);

      const left = (await call('GET', `/v1/retention/studyplan/${school.plan.id}/flashcards/unapproved`, school.as.teacher)).json().unapprovedFlashcards;
      expect(left.map((c: { id: number }) => c.id)).not.toEqual(expect.arrayContaining([first.id, third.id]));
      expect(left.find((c: { id: number }) => c.id === second.id)).toEqual(regenerated);
    });

    it('answers 409 when a sentence offers nothing else to ask', async () => {
      const card = await school.app.db
        .insertInto('flashcards')
        .values({ study_plan_id: school.plan.id, front: 'It is _____.', back: '10', source_sentence: 'It is 10.', target: '10', approved: 0, updated_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await call('PUT', url(card.id, '/regenerate'), school.as.teacher)).statusCode).toBe(409);
    });
  });

  describe('documents', () => {
    const post = (kind: string, who = school.as.teacher) => call('POST', `/v1/retention/studyplan/${school.plan.id}/generate-${kind}`, who);

    it('quiz and reading practice: none before a card is approved (409), the lesson summary still', async () => {
      await generate();
      for (const kind of ['quiz', 'reading-practice']) {
        const res = await post(kind);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/approved/);
      }
      expect((await post('lesson-summary')).statusCode).toBe(200);
    });

    it("quiz: a .docx named after the plan, one four-option question per approved card, the answer key on the last page", async () => {
      const cards = await approve(3);
      const res = await post('quiz');
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ENG-B2-001 quiz \d{4}-\d{2}-\d{2}\.docx"; filename\*=UTF-8''ENG-B2-001%20quiz%20\d{4}-\d{2}-\d{2}\.docx$/);
      const text = await docxText(res.rawPayload);
      const [questions, key] = text.split('Answer key\n');
      expect(questions.match(/^\d+\. .*_____/gm)).toHaveLength(3);
      expect(questions.match(/^A\) .+ {5}B\) .+ {5}C\) .+ {5}D\) .+$/gm)).toHaveLength(3);
      const answers = [...key.matchAll(/^\d+\. [A-D]\) (.+)$/gm)].map((m) => m[1]);
      expect(answers).toHaveLength(3);
      // each answer fills its gap back into the approved card's sentence
      const filled = [...questions.matchAll(/^(\d+)\. (.*_____.*)$/gm)].map((m) => m[2].replace('_____', answers[Number(m[1]) - 1]));
      expect(filled.sort()).toEqual(cards.map((c) => c.sourceSentence).sort());
      const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
      expect(xml).toMatch(/<w:pageBreakBefore\/>[\s\S]*Answer key/);
    });

    it('reading practice: the retention text at its size, a glossary that never repeats a sentence, true/false statements with their key', async () => {
      await call('PATCH', '/v1/studyplan/retention-text', school.as.teacher, { studyPlanId: school.plan.id, retentionText: `${RETENTION} Sales rose by 12 percent in March.`, retentionTextSize: 18 });
      const cards = await approve(4);
      const res = await post('reading-practice');
      expect(res.headers['content-disposition']).toContain('reading%20practice');
      const text = await docxText(res.rawPayload);
      expect(text).toContain(RETENTION);
      const glossary = text.slice(text.indexOf('Glossary\n'), text.indexOf('True or false?'));
      expect(glossary.split('\n').length).toBeGreaterThan(2);
      for (const card of cards) expect(glossary).not.toContain(card.sourceSentence);
      const statements = text.slice(text.indexOf('True or false?'), text.indexOf('Answer key'));
      const key = text.slice(text.indexOf('Answer key'));
      const numbers = [...statements.matchAll(/^(\d+)\. .+ True \/ False$/gm)].map((m) => m[1]);
      expect(numbers.length).toBeGreaterThan(0);
      for (const n of numbers) expect(key).toMatch(new RegExp(`^${n}\\. (True|False: .+)$`, 'm'));
      expect(key).toContain('False: Sales rose by 12 percent in March.');
      const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
      expect(xml).toContain('<w:sz w:val="36"/>');
    });

    it('lesson summary: covered lessons with their descriptions and points, next steps, no comments', async () => {
      const text = await docxText((await post('lesson-summary', school.as.admin)).rawPayload);
      expect(text).toContain('Trends');
      expect(text).toContain(LESSON);
      expect(text).toContain('Difficulty points: 5');
      expect(text).not.toContain('plummeted');
      expect(text).not.toContain('brother');
      expect(text.indexOf('Next steps')).toBeLessThan(text.indexOf('Next: graphs'));
    });

    it('names the file safely whatever the plan code holds', async () => {
      await school.app.db.updateTable('study_plans').set({ code: 'ÉTÉ/"24"' }).where('id', '=', school.plan.id).execute();
      const header = (await post('lesson-summary')).headers['content-disposition'] as string;
      // path separators and quotes never reach the name; accents only in filename*
      expect(header).toMatch(/^attachment; filename="ETE-24- lesson summary [\d-]+\.docx"; filename\*=UTF-8''%C3%89T%C3%89-24-%20lesson%20summary%20[\d-]+\.docx$/);
    });
  });
});
