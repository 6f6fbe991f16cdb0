import { act, render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { apiClient } from '@studydesk/shared/api-client';
import type { PlanProgressDto } from '@studydesk/shared/contracts';
import { ProgressPanel } from './progress-panel';

// the graphs' module (recharts) stands in as a marker: what is tested is when it is drawn
jest.mock('./progress-graphs', () => ({ ProgressGraphs: () => 'graphs drawn' }));

function progress(canAnswer: boolean): PlanProgressDto {
  return {
    studyPlanId: 31,
    isGroup: false,
    canManage: false,
    canAnswer,
    people: [{ id: 5, firstName: 'Ana', lastName: 'Alba', title: '' }],
    questions: [{ id: 1, studyPlanId: 31, text: 'Minutes read at home', type: 'NUMBER', unit: 'minutes', position: 0, answerCount: 0, userAnswers: [] }],
  };
}

// docs/product-rules.md#r-guard-3: a guardian gets the student's answer form only where the plan allows it
describe('ProgressPanel for a guardian', () => {
  function serve(canAnswer: boolean) {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { progress: progress(canAnswer) } });
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { progress: { studyPlanId: 31, people: [], graphQuestions: [], graphs: {} } } });
  }

  it('shows no answer form while the plan does not let guardians answer', async () => {
    serve(false);
    render(<ProgressPanel planId={31} studentId={5} />);
    expect(await screen.findByTestId('progress')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save answers' })).toBeNull();
  });

  it("shows the student's answer form where it does", async () => {
    serve(true);
    render(<ProgressPanel planId={31} studentId={5} />);
    expect(await screen.findByRole('button', { name: 'Save answers' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Minutes read at home (minutes)' })).toBeTruthy();
  });
});

describe('ProgressPanel graphs', () => {
  it('draws them only once they come near the screen (the study-plan view has them far below the fold)', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { progress: progress(true) } });
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { progress: { studyPlanId: 31, people: [], graphQuestions: [], graphs: {} } } });
    render(<ProgressPanel planId={31} />);
    expect(await screen.findByTestId('progress')).toBeTruthy();
    expect(screen.queryByText('graphs drawn')).toBeNull();
    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByText('graphs drawn')).toBeTruthy();
  });
});
