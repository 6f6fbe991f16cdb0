import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { insertActivity } from '../../helpers/app';
import { outboxFiles, readMessage } from '../../helpers/outbox';
import { RETENTION, SPOTLIGHT, useRetentionSchool } from './retention-school';

async function setManager(app: FastifyInstance, email: string) {
  const updated = await app.db.updateTable('site_settings').set({ retention_manager_email: email }).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await app.db.insertInto('site_settings').values({ id: 1, time_zone: 'UTC', retention_manager_email: email }).execute();
}

describe(`retention (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const retention = useRetentionSchool();
  const { school, call, generate } = retention;

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
      const fromLesson = cards.filter((c) => c.activityId === retention.lessonId());
      expect(fromLesson.map((c) => [c.front, c.back])).toEqual([['forecast', 'previsión'], ['quarterly', 'trimestral'], ['rise sharply', 'subir bruscamente']]);
      expect(fromLesson[0].sourceSentence).toBe('Dr. Smith explained the quarterly forecast to the board.');
      expect(cards.filter((c) => c.activityId !== retention.lessonId() && c.activityId !== null).length).toBeGreaterThan(0);
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
      expect(cards.filter((c: { activityId: number }) => c.activityId === retention.lessonId())).toHaveLength(3);
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
    /** A card of the plan waiting for approval, of the term `front`. */
    const waitingCard = (front: string, back: string, sentence: string) =>
      school.app.db
        .insertInto('flashcards')
        .values({ study_plan_id: school.plan.id, front, back, source_sentence: sentence, target: front, approved: 0, updated_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();

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

    it('a card with an empty back cannot be approved until its meaning is written (docs/product-rules.md#r-ret-5)', async () => {
      const card = await waitingCard('overdraft', '  ', 'We have an overdraft.');
      const refused = await call('PUT', url(card.id, '/approve'), school.as.teacher);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Write the meaning on the back of this flashcard before approving it');
      const waiting = (await call('GET', `/v1/retention/studyplan/${school.plan.id}/flashcards/unapproved`, school.as.teacher)).json().unapprovedFlashcards;
      expect(waiting.map((c: { id: number }) => c.id)).toContain(card.id);
      await call('PUT', url(card.id), school.as.teacher, { front: 'overdraft', back: 'descubierto' });
      expect((await call('PUT', url(card.id, '/approve'), school.as.teacher)).statusCode).toBe(200);
    });

    it('answers 409 when a sentence offers nothing else to ask', async () => {
      const card = await waitingCard('10', '', 'It is 10.');
      expect((await call('PUT', url(card.id, '/regenerate'), school.as.teacher)).statusCode).toBe(409);
    });
  });
});
