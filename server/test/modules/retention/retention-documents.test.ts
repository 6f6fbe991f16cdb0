import JSZip from 'jszip';
import { docxText, RETENTION, useRetentionSchool } from './retention-school';

describe(`retention documents (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const { school, call, generate, approve } = useRetentionSchool();

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
