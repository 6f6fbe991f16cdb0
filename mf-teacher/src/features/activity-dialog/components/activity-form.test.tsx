import { render, screen } from '@testing-library/react';
import { anActivity } from '../../../test/builders';
import { activityDialogReducer, initialActivityDialogState, type ActivityDialogState } from '../model/activity-dialog-reducer';
import { ActivityForm } from './activity-form';

function opened(lessonLength: number): ActivityDialogState {
  return activityDialogReducer(initialActivityDialogState, {
    type: 'dialog/opened',
    activity: anActivity({ id: 7, lessonLength }),
    studyPlanId: 3,
    now: Date.parse('2026-03-20T10:00:00Z'),
    zone: 'UTC',
  });
}

const lengthField = () => screen.getByLabelText('Length (hours)') as HTMLInputElement;

describe('the activity form knows the contract limits', () => {
  it('takes min, max and step of the length from the contract', () => {
    render(<ActivityForm state={opened(1)} dispatch={jest.fn()} editable />);
    expect([lengthField().min, lengthField().max, lengthField().step]).toEqual(['0', '8', '0.5']);
    expect((screen.getByLabelText('Title') as HTMLInputElement).maxLength).toBe(200);
    expect(screen.queryByText('Enter 8 or less.')).toBeNull();
  });

  it('says on the field what is wrong before anything is sent (9 h)', () => {
    render(<ActivityForm state={opened(9)} dispatch={jest.fn()} editable />);
    const error = screen.getByText('Enter 8 or less.');
    expect(lengthField().getAttribute('aria-describedby')).toContain(error.id);
  });

  it('shows a server refusal as a sentence on the field it concerns, never the raw text', () => {
    const refused = activityDialogReducer(opened(1), { type: 'op/failed', op: 'update', error: { response: { status: 400, data: { message: 'Invalid body: lessonLength must be multiple of 0.5' } } } });
    render(<ActivityForm state={refused} dispatch={jest.fn()} editable />);
    expect(screen.getByText('Use steps of 0.5.')).toBeTruthy();
    expect(screen.queryByText(/Invalid body/)).toBeNull();
  });
});
