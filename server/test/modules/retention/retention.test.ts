import fs from 'node:fs';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import JSZip from 'jszip';
import { insertActivity } from '../../helpers/app';
import { outboxFiles, readMessage, runJobs } from '../../helpers/outbox';
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
const SPOTLIGHT = 'Profits plateaued during the summer because exports stagnated.';
const RETENTION = 'Costs fell slightly in the autumn while revenue remained stable.';
const TEACHER_COMMENT = 'Key words: plummet – desplomarse';
// material-like, but a student's: never a source
const STUDENT_COMMENT = 'Vocabulary: accountant – contable';

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
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, type: 'spotlight', description: SPOTLIGHT, is_completed: 1 });
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, type: 'milestone', description: 'Milestones never feed cards whatsoever.' });
    // not held yet: its vocabulary is not taught so far
    await insertActivity(db, { study_plan_id: planId, teacher_id: teacher.id, lesson_title: 'Next: graphs', description: 'Vocabulary: graph – gráfico', start_time: Date.UTC(2099, 4, 1, 9) });
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
    it('makes term cards from held lessons, spotlights and the retention text, never from comments, milestones or lessons to come, and not twice', async () => {
      const res = await generate();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.sentences).toBeGreaterThan(0);
      expect(body.created).toBe(body.unapprovedFlashcards.length);
      expect(body.approvedCount).toBe(0);
      const cards = body.unapprovedFlashcards as Array<{ front: string; back: string; sourceSentence: string; activityId: number | null; kind: string }>;
      // the teacher's list first and whole, with the teacher's meanings; the sentence as the example
      const fromLesson = cards.filter((c) => c.activityId === lessonId);
      expect(fromLesson.map((c) => [c.front, c.back])).toEqual([['forecast', 'previsión'], ['quarterly', 'trimestral'], ['rise sharply', 'subir bruscamente']]);
      expect(fromLesson[0].sourceSentence).toBe('Dr. Smith explained the quarterly forecast to the board.');
      expect(cards.filter((c) => c.activityId !== lessonId && c.activityId !== null).length).toBeGreaterThan(0);
      expect(cards.filter((c) => c.activityId === null).length).toBeGreaterThan(0);
      expect(cards.map((c) => c.front).join(' ')).not.toMatch(/graph|plummet|accountant|Milestones|workbook|homework/i);
      for (const card of cards) {
        expect(card.kind).toBe('term');
        expect(card.back).not.toBe(card.sourceSentence);
      }
      // each card says where it came from
      expect(fromLesson[0]).toMatchObject({ lessonTitle: 'Trends', reason: { level: 'B2' } });
      expect(cards.find((c) => c.activityId === null)).toMatchObject({ lessonTitle: null });

      const again = (await generate()).json();
      expect(again.created).toBe(0);
      expect(again.unapprovedFlashcards).toEqual(body.unapprovedFlashcards);
    });

    it("takes in the teacher's own comments when the settings say so, never a student's", async () => {
      const settings = { targetLanguage: 'en', cardsPerLesson: 5, quizQuestions: 8, sources: { lessons: true, spotlights: true, evaluations: false }, notifyManager: false, includeTeacherComments: true };
      await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, settings);
      const fronts = (await generate()).json().unapprovedFlashcards.map((c: { front: string }) => c.front);
      expect(fronts).toContain('plummet');
      expect(fronts).not.toContain('accountant');
    });

    it("follows the sources and cards per lesson of the settings; a teacher's list is taken whole", async () => {
      const settings = { targetLanguage: 'en', cardsPerLesson: 1, quizQuestions: 8, sources: { lessons: true, spotlights: false, evaluations: false }, notifyManager: false };
      await call('PUT', `/v1/retention/studyplan/${school.plan.id}/settings`, school.as.teacher, settings);
      const cards = (await generate()).json().unapprovedFlashcards;
      expect(cards.map((c: { sourceSentence: string }) => c.sourceSentence)).not.toContain(SPOTLIGHT);
      expect(cards.filter((c: { activityId: number }) => c.activityId === lessonId)).toHaveLength(3);
      expect(cards.filter((c: { activityId: number | null }) => c.activityId === null)).toHaveLength(1);
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
      const cards = (await generate()).json().unapprovedFlashcards as Array<{ id: number; front: string; back: string; sourceSentence: string; activityId: number | null }>;
      const [first, , third] = cards;
      // a card from the sentences of a text (the retention text): it has others to offer
      const second = cards.find((c) => c.activityId === null)!;

      const edited = await call('PUT', url(first.id), school.as.teacher, { front: ' Front? ', back: 'Back' });
      expect(edited.json().flashcard).toMatchObject({ id: first.id, front: 'Front?', back: 'Back' });
      expect((await call('PUT', url(first.id), school.as.teacher, { front: '   ', back: 'Back' })).statusCode).toBe(400);
      expect((await call('PUT', url(first.id), school.as.teacher, { front: 'x' })).statusCode).toBe(400);

      const regenerated = (await call('PUT', url(second.id, '/regenerate'), school.as.teacher)).json().regeneratedFlashcard;
      expect(regenerated.id).toBe(second.id);
      expect(regenerated.sourceSentence).toBe(second.sourceSentence);
      expect(regenerated.front).not.toBe(second.front);

      expect((await call('PUT', url(third.id, '/approve'), school.as.teacher)).statusCode).toBe(200);
      expect((await call('PUT', url(third.id, '/approve'), school.as.teacher)).statusCode).toBe(409);
      expect((await call('PUT', url(third.id), school.as.teacher, { front: 'a', back: 'b' })).statusCode).toBe(409);

      expect((await call('DELETE', url(first.id), school.as.teacher)).statusCode).toBe(200);
      expect((await call('DELETE', url(first.id), school.as.teacher)).statusCode).toBe(404);

      const left = (await call('GET', `/v1/retention/studyplan/${school.plan.id}/flashcards/unapproved`, school.as.teacher)).json().unapprovedFlashcards;
      expect(left.map((c: { id: number }) => c.id)).not.toEqual(expect.arrayContaining([first.id, third.id]));
      expect(left.find((c: { id: number }) => c.id === second.id)).toEqual(regenerated);
    });

    it('a meaning typed once goes into the school glossary: the next plan of the same languages gets it on its card', async () => {
      const { db } = school.app;
      await db.updateTable('users').set({ language: 'es' }).where('id', 'in', [school.student.id, school.otherStudent.id]).execute();
      const cards = (await generate()).json().unapprovedFlashcards as Array<{ id: number; front: string; back: string }>;
      const blank = cards.find((c) => c.back === '')!;
      await call('PUT', url(blank.id), school.as.teacher, { front: blank.front, back: 'significado escrito' });
      expect((await call('PUT', url(blank.id, '/approve'), school.as.teacher)).statusCode).toBe(200);
      await insertActivity(db, { study_plan_id: school.otherPlan.id, teacher_id: school.otherTeacher.id, description: `Vocabulary: ${blank.front}, forecast`, is_completed: 1 });
      const other = (await generate(school.as.admin, school.otherPlan.id)).json().unapprovedFlashcards as Array<{ front: string; back: string }>;
      expect(other.find((c) => c.front === blank.front)?.back).toBe('significado escrito');
      // approved with the notes' meaning: the glossary has it too
      expect(other.find((c) => c.front === 'forecast')?.back).toBe('');
      await call('PUT', url(cards.find((c) => c.front === 'forecast')!.id, '/approve'), school.as.teacher);
      const row = await db.selectFrom('school_glossary').select(['term', 'meaning', 'language', 'meaning_language', 'source']).where('term_key', '=', 'forecast').executeTakeFirstOrThrow();
      expect(row).toEqual({ term: 'forecast', meaning: 'previsión', language: 'en', meaning_language: 'es', source: 'card' });
    });

    it('answers 409 when a sentence offers nothing else to ask', async () => {
      const card = await school.app.db
        .insertInto('flashcards')
        .values({ study_plan_id: school.plan.id, front: '10', back: '', source_sentence: 'It is 10.', target: '10', approved: 0, updated_at: 1 })
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

    it('quiz: a sheet named after the plan with a name and date line, its answer key a second file; worded in the students\' language', async () => {
      const cards = await approve(20);
      const res = await post('quiz');
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ENG-B2-001 quiz \d{4}-\d{2}-\d{2}\.docx"; filename\*=UTF-8''ENG-B2-001%20quiz%20\d{4}-\d{2}-\d{2}\.docx$/);
      const sheet = await docxText(res.rawPayload);
      expect(sheet).toMatch(/^Name: _+ +Date: _+$/m);
      expect(sheet).not.toContain('Answer key');
      const prompts = [...sheet.matchAll(/^(\d+)\. (.+)$/gm)].map((m) => m[2]);
      expect(prompts.length).toBeGreaterThan(0);
      expect(sheet).toMatch(new RegExp(`^${prompts.length} questions?$`, 'm'));
      const keyRes = await post('quiz-answers');
      expect(keyRes.headers['content-disposition']).toContain('ENG-B2-001%20quiz%20answer%20key%20');
      const answers = [...(await docxText(keyRes.rawPayload)).matchAll(/^\d+\. [A-D]\) (.+)$/gm)].map((m) => m[1]);
      expect(answers).toHaveLength(prompts.length);
      // each answer fills its gap back into its card's sentence, or is the term of the meaning asked
      prompts.forEach((prompt, i) => {
        const card = cards.find((c) => (prompt.includes('_____') ? prompt.replace('_____', answers[i]) === c.sourceSentence : c.back === prompt));
        expect({ prompt, found: card !== undefined }).toEqual({ prompt, found: true });
      });
      const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
      expect(xml).toContain('<w:keepNext/>');

      await school.app.db.updateTable('users').set({ language: 'es' }).where('id', '=', school.student.id).execute();
      const spanish = await docxText((await post('quiz')).rawPayload);
      expect(spanish).toMatch(/^Nombre: _+ +Fecha: _+$/m);
    });

    it('reading practice: the retention text at its size, a glossary of meanings only, 40–60 % false statements, the key a second file', async () => {
      await call('PATCH', '/v1/studyplan/retention-text', school.as.teacher, { studyPlanId: school.plan.id, retentionText: `${RETENTION} Sales rose by 12 percent in March. The quarterly forecast was published in May. Exports grew faster than imports. The board met on Monday to discuss the figures. Investors welcomed the news.`, retentionTextSize: 18 });
      const cards = await approve(20);
      const res = await post('reading-practice');
      expect(res.headers['content-disposition']).toContain('reading%20practice');
      const text = await docxText(res.rawPayload);
      expect(text).toContain(RETENTION);
      const glossary = text.slice(text.indexOf('Glossary\n'), text.indexOf('True or false?'));
      expect(glossary).toContain('forecast: previsión');
      for (const card of cards.filter((c) => c.back === '')) expect(glossary).not.toContain(`${card.front}:`);
      const statements = [...text.matchAll(/^(\d+)\. (.+) {3}T \/ F$/gm)];
      expect(statements.length).toBeGreaterThan(1);
      const key = await docxText((await post('reading-practice-answers')).rawPayload);
      const verdicts = [...key.matchAll(/^(\d+)\. (True|False)/gm)].map((m) => m[2]);
      expect(verdicts).toHaveLength(statements.length);
      const falses = verdicts.filter((v) => v === 'False').length;
      expect(falses / verdicts.length).toBeGreaterThanOrEqual(0.4);
      expect(falses / verdicts.length).toBeLessThanOrEqual(0.6);
      const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
      expect(xml).toContain('<w:sz w:val="36"/>');
    });

    it('lesson summary: per held lesson its terms with meanings, homework apart, the lessons to come by title; no notes copied, no comments', async () => {
      const text = await docxText((await post('lesson-summary', school.as.admin)).rawPayload);
      expect(text).toContain('Trends');
      expect(text).toContain('forecast – previsión');
      expect(text).not.toContain('Dr. Smith explained');
      expect(text).not.toMatch(/plummet|accountant|graph – gráfico/);
      expect(text.indexOf('Homework')).toBeLessThan(text.indexOf('workbook p. 12, ex. 4.'));
      expect(text.indexOf('Coming next')).toBeLessThan(text.indexOf('Next: graphs'));
      expect(text).toMatch(/^2 lessons held · 1 lesson to come$/m);
    });

    it('names the file safely whatever the plan code holds', async () => {
      await school.app.db.updateTable('study_plans').set({ code: 'ÉTÉ/"24"' }).where('id', '=', school.plan.id).execute();
      const header = (await post('lesson-summary')).headers['content-disposition'] as string;
      // path separators and quotes never reach the name; accents only in filename*
      expect(header).toMatch(/^attachment; filename="ETE-24- lesson summary [\d-]+\.docx"; filename\*=UTF-8''%C3%89T%C3%89-24-%20lesson%20summary%20[\d-]+\.docx$/);
    });
  });
});
