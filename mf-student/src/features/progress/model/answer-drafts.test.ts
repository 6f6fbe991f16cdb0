import { answerError, answersRequest, draftErrors } from './answer-drafts';

describe('answers as typed (the server refuses the same)', () => {
  it('takes decimal numbers as people type them for NUMBER, a decimal comma too', () => {
    for (const text of ['12', '-3', '7,5', ' 0.25 ']) expect(answerError('NUMBER', text)).toBeNull();
    for (const text of ['twelve', 'Infinity', '1e3', '1e400', '0x10', '12 words']) expect(answerError('NUMBER', text)).toEqual({ key: 'Enter a number' });
    expect(answerError('PERCENT', '0x10')).toEqual({ key: 'Enter a number' });
  });

  it('keeps PERCENT from 0 to 100', () => {
    for (const text of ['0', '100', '55,5']) expect(answerError('PERCENT', text)).toBeNull();
    for (const text of ['-1', '100.1', '250']) expect(answerError('PERCENT', text)).toEqual({ key: 'Enter a percentage from 0 to 100' });
  });

  it('leaves an empty field alone: that question is not answered now', () => {
    expect(answerError('PERCENT', '  ')).toBeNull();
    const questions = [{ id: 1, type: 'PERCENT' as const }, { id: 2, type: 'NUMBER' as const }];
    expect(draftErrors(questions, { 1: '', 2: 'x' })).toEqual({ 2: { key: 'Enter a number' } });
  });

  it('sends the filled-in answers in question order, for a member when staff answer', () => {
    const questions = [{ id: 3 }, { id: 1 }, { id: 2 }];
    expect(answersRequest(questions, { 1: ' 40 ', 2: '', 3: '7' })).toEqual({ answers: [{ questionId: 3, text: '7' }, { questionId: 1, text: '40' }] });
    expect(answersRequest(questions, { 1: '40' }, 9)).toEqual({ userId: 9, answers: [{ questionId: 1, text: '40' }] });
    expect(answersRequest(questions, { 1: ' ' })).toBeNull();
  });
});
