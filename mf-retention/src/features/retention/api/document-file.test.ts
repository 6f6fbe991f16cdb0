import { fileNameOf } from './document-file';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="ETE quiz 2026-03-18.docx"; filename*=UTF-8''%C3%89T%C3%89%20quiz%202026-03-18.docx`, 'x')).toBe('ÉTÉ quiz 2026-03-18.docx');
    expect(fileNameOf('attachment; filename="A quiz.docx"', 'x')).toBe('A quiz.docx');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'x')).toBe('x');
    expect(fileNameOf(undefined, 'quiz.docx')).toBe('quiz.docx');
  });
});
