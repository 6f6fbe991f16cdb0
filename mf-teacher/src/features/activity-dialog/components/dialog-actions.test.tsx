import { render, screen } from '@testing-library/react';
import type { ActivityLock } from '@studydesk/shared/contracts';
import { anActivity } from '../../../test/builders';
import { activityDialogReducer, initialActivityDialogState } from '../model/activity-dialog-reducer';
import { dialogPermissions } from '../model/activity-permissions';
import type { ActivityDialogApi } from '../model/use-activity-dialog';
import { DialogActions } from './dialog-actions';

function dialogOf(lock: ActivityLock | null, isCompleted = true): ActivityDialogApi {
  const state = activityDialogReducer(initialActivityDialogState, {
    type: 'dialog/opened',
    activity: anActivity({ id: 7, isCompleted, lockedBecause: lock }),
    studyPlanId: 3,
    now: Date.parse('2026-03-20T10:00:00Z'),
    zone: 'UTC',
  });
  const noop = jest.fn();
  return { state, dispatch: noop, close: noop, copy: noop, remove: noop, save: noop, setCompleted: noop } as unknown as ActivityDialogApi;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderActions(lock: ActivityLock | null, isCompleted = true) {
  const dialog = dialogOf(lock, isCompleted);
  const permissions = dialogPermissions({ canEdit: true, type: 'activity', lock });
  return render(<DialogActions dialog={dialog} permissions={permissions} />);
}

describe('the activity dialog offers only what the server accepts', () => {
  it('an open lesson: Delete, Copy, Mark not completed and Save are enabled', () => {
    renderActions(null);
    for (const name of ['Delete', 'Copy', 'Mark not completed', 'Save']) expect(button(name).disabled).toBe(false);
    expect(screen.queryByTestId('activity-locked-reason')).toBeNull();
  });

  it.each<[ActivityLock, RegExp]>([
    ['paid', /has been paid/],
    ['other-teacher', /another teacher/],
  ])('a lesson locked because %s: Delete and Mark not completed disabled with the reason, no Save, Copy open', (lock, reason) => {
    renderActions(lock);
    const shown = screen.getByTestId('activity-locked-reason');
    expect(shown.textContent).toMatch(reason);
    for (const name of ['Delete', 'Mark not completed']) {
      expect(button(name).disabled).toBe(true);
      expect(button(name).getAttribute('aria-describedby')).toBe(shown.id);
    }
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(button('Copy').disabled).toBe(false);
  });

  it('a locked open lesson: Complete disabled too', () => {
    renderActions('other-teacher', false);
    expect(button('Complete').disabled).toBe(true);
  });
});

describe('dialogPermissions', () => {
  it('locks changes for both reasons; attendance stays open on a paid lesson only', () => {
    expect(dialogPermissions({ canEdit: true, type: 'activity', lock: 'paid' })).toEqual({ change: false, copy: true, attendance: true, showLockedActions: true });
    expect(dialogPermissions({ canEdit: true, type: 'activity', lock: 'other-teacher' })).toEqual({ change: false, copy: true, attendance: false, showLockedActions: true });
    expect(dialogPermissions({ canEdit: true, type: 'activity', lock: null })).toEqual({ change: true, copy: true, attendance: true, showLockedActions: false });
  });

  it('milestones and viewers who cannot edit get nothing to change', () => {
    expect(dialogPermissions({ canEdit: true, type: 'milestone', lock: null }).change).toBe(false);
    expect(dialogPermissions({ canEdit: false, type: 'activity', lock: 'paid' })).toEqual({ change: false, copy: false, attendance: false, showLockedActions: false });
  });
});
