import { render, screen } from '@testing-library/react';
import { anActivity } from '../../../test/builders';
import { activityDialogReducer, initialActivityDialogState } from '../model/activity-dialog-reducer';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { ActivityDialogBody } from './activity-dialog-body';

const permissions = { change: true } as never;

function failedCreate(message: string) {
  const opened = activityDialogReducer(initialActivityDialogState, {
    type: 'dialog/opened',
    activity: anActivity({ id: null as never }),
    studyPlanId: 3,
    now: Date.parse('2026-03-20T10:00:00Z'),
    zone: 'UTC',
  });
  return activityDialogReducer(opened, { type: 'op/failed', op: 'create', error: { response: { status: 403, data: { message } } } });
}

describe('a save the server refused (docs/conventions.md#errors)', () => {
  it('shows its message as the form error, announced, above the kept form', () => {
    const dialog = { state: failedCreate('You cannot plan lessons for this study plan'), dispatch: jest.fn(), reload: jest.fn() } as unknown as ActivityDialogApi;
    render(<ActivityDialogBody dialog={dialog} permissions={permissions} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('You cannot plan lessons for this study plan');
    expect(alert.getAttribute('data-testid')).toBe('activity-save-error');
    expect(screen.getByLabelText('Title')).toBeTruthy();
  });
});
