import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@studydesk/shared/api-client';
import type { PlanProgressDto } from '@studydesk/shared/contracts';
import { AnswerForm } from './answer-form';

const post = jest.spyOn(apiClient, 'post');
/** what was sent to POST /v1/progresstracking/{planId} */
const submitted = () => post.mock.calls.map(([url, body]) => [url, body]);

function progress(more: Partial<PlanProgressDto> = {}): PlanProgressDto {
  return {
    studyPlanId: 31,
    isGroup: true,
    canManage: false,
    canAnswer: true,
    people: [{ id: 5, firstName: 'Ana', lastName: 'Alba', title: '' }],
    questions: [
      {
        id: 1, studyPlanId: 31, text: 'How confident are you?', type: 'PERCENT', unit: null, position: 0, answerCount: 1,
        userAnswers: [{ id: 9, userId: 5, answeredBy: null, text: '55', value: 55, createdAt: '2026-03-10T10:00:00.000Z' }],
      },
      { id: 2, studyPlanId: 31, text: 'New words', type: 'NUMBER', unit: 'words', position: 1, answerCount: 0, userAnswers: [] },
    ],
    ...more,
  };
}

describe('AnswerForm', () => {
  beforeEach(() => post.mockResolvedValue({ data: { progress: progress() } }));

  it("shows each question with its unit and the person's last answer", () => {
    render(<AnswerForm planId={31} progress={progress()} onSaved={jest.fn()} />);
    const description = (name: string) => {
      const ids = screen.getByRole('textbox', { name }).getAttribute('aria-describedby') ?? '';
      return ids.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    expect(description('How confident are you? (%)')).toBe('Last answer: 55 % on 10/03/2026');
    expect(description('New words (words)')).toBe('Not answered yet');
    expect(screen.queryByRole('combobox', { name: 'Answers for' })).toBeNull();
  });

  it('says what is wrong beside the field and sends nothing', () => {
    render(<AnswerForm planId={31} progress={progress()} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'How confident are you? (%)' }), { target: { value: '150' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'New words (words)' }), { target: { value: 'many' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(screen.getByText('Enter a percentage from 0 to 100')).toBeTruthy();
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the filled-in answers, empties the fields and reports the save', async () => {
    const onSaved = jest.fn();
    render(<AnswerForm planId={31} progress={progress()} onSaved={onSaved} />);
    const confidence = screen.getByRole('textbox', { name: 'How confident are you? (%)' });
    fireEvent.change(confidence, { target: { value: '83' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(submitted()).toEqual([['/v1/progresstracking/31', { answers: [{ questionId: 1, text: '83' }] }]]);
    expect((confidence as HTMLInputElement).value).toBe('');
  });

  it('lets staff choose the member they answer for', async () => {
    const people = [
      { id: 5, firstName: 'Ana', lastName: 'Alba', title: '' },
      { id: 6, firstName: 'Ben', lastName: 'Bravo', title: '' },
    ];
    render(<AnswerForm planId={31} progress={progress({ canManage: true, people })} onSaved={jest.fn()} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Answers for' }), { target: { value: '6' } });
    // Ben has not answered yet: no last answer of Ana's shows for him
    expect(screen.queryByText(/Last answer/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'New words (words)' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(submitted()).toEqual([['/v1/progresstracking/31', { userId: 6, answers: [{ questionId: 2, text: '12' }] }]]));
  });

  it("lets a guardian answer for their student, and says who gave a last answer (docs/product-rules.md#r-guard-3)", async () => {
    const answered = progress();
    answered.questions[0].userAnswers[0].answeredBy = { id: 40, firstName: 'Gina', lastName: 'Parent', title: '' };
    render(<AnswerForm planId={31} progress={answered} onSaved={jest.fn()} studentId={5} />);
    expect(screen.getByText('Last answer: 55 % on 10/03/2026, given by Gina Parent')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Answers for' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'New words (words)' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(submitted()).toEqual([['/v1/progresstracking/31', { userId: 5, answers: [{ questionId: 2, text: '7' }] }]]));
  });
});
