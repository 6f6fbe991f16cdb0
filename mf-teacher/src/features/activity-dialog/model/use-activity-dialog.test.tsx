import { act, renderHook } from '@testing-library/react';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { events$, type AppEvent } from '@studydesk/shared/session';
import { aComment, anActivity } from '../../../test/builders';
import { nextPaint } from './use-after-paint';
import { useActivityDialog, type ActivityDialogListener } from './use-activity-dialog';

jest.mock('@studydesk/shared/api-client', () => ({ ...jest.requireActual('@studydesk/shared/api-client'), call: jest.fn() }));
const mockedCall = jest.mocked(call);

function setup() {
  const listener: ActivityDialogListener = { onSaved: jest.fn(), onDeleted: jest.fn(), onCommentAdded: jest.fn(), ownEvents: new WeakSet() };
  const seen: AppEvent[] = [];
  const subscription = events$.subscribe((event) => seen.push(event));
  const hook = renderHook(() => useActivityDialog(listener));
  return { hook, listener, seen, done: () => subscription.unsubscribe() };
}

describe('activity dialog events on the session bus (docs/architecture.md#the-session-bus)', () => {
  it("publishes {type:'activity/saved', activity} when an activity is created, and marks it as its own", async () => {
    const { hook, listener, seen, done } = setup();
    mockedCall.mockResolvedValue({ data: { activity: anActivity({ id: 41, lessonTitle: 'Modal verbs' }) } } as never);
    await act(async () => {
      hook.result.current.open(3);
      await nextPaint();
    });
    act(() => hook.result.current.dispatch({ type: 'field/changed', field: 'lessonTitle', value: 'Modal verbs' }));
    await act(() => hook.result.current.save());
    expect(mockedCall).toHaveBeenCalledWith(endpoints.activities.create, { body: expect.objectContaining({ studyPlanId: 3, lessonTitle: 'Modal verbs', difficultyLevel: 1 }) });
    expect(seen).toEqual([
      {
        type: 'activity/saved',
        activity: { id: 41, studyPlanId: 3, type: 'activity', lessonTitle: 'Modal verbs', startTime: '2026-03-18T09:30:00.000Z', isCompleted: false, teacherId: 2, lessonLength: 1, outcome: null, makeUp: false },
      },
    ]);
    expect(listener.ownEvents.has(seen[0])).toBe(true);
    expect(listener.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    expect(hook.result.current.state.created).toBe(true);
    done();
  });

  it("publishes {type:'comment/added', activityId, studyPlanId} and raises commentsSize", async () => {
    const { hook, listener, seen, done } = setup();
    mockedCall.mockResolvedValue({ data: { comment: aComment(5), commentsSize: 3 } } as never);
    await act(async () => {
      hook.result.current.open(3, anActivity({ id: 7, commentsSize: 2 }));
      await nextPaint();
    });
    let added = false;
    await act(async () => {
      added = await hook.result.current.addComment('See you Monday');
    });
    expect(added).toBe(true);
    expect(mockedCall).toHaveBeenCalledWith(endpoints.activities.addComment, { body: { activityId: 7, text: 'See you Monday' } });
    expect(seen).toEqual([{ type: 'comment/added', activityId: 7, studyPlanId: 3 }]);
    expect(hook.result.current.state.activity.commentsSize).toBe(3);
    expect(listener.onCommentAdded).toHaveBeenCalledWith(7, aComment(5));
    done();
  });

  it('keeps the dialog state and publishes nothing when a call fails', async () => {
    const { hook, seen, done } = setup();
    mockedCall.mockRejectedValue(new Error('Server down'));
    await act(async () => {
      hook.result.current.open(3, anActivity({ id: 7 }));
      await nextPaint();
    });
    await act(() => hook.result.current.remove());
    expect(mockedCall).toHaveBeenCalledWith(endpoints.activities.delete, { params: { id: 7 } });
    expect(seen).toEqual([]);
    expect(hook.result.current.state).toMatchObject({ visible: true, deleted: false, ops: { remove: { loading: false } } });
    expect(hook.result.current.state.ops.remove.error).toBeInstanceOf(Error);
    done();
  });
});

describe('the dialog opens and edits without drawing its memoised editors again', () => {
  it('keeps its calls the same functions while its state changes', async () => {
    const { hook, done } = setup();
    const before = hook.result.current;
    await act(async () => {
      hook.result.current.open(3, anActivity({ id: 7, lessonTitle: 'Modal verbs' }));
      await nextPaint();
    });
    act(() => hook.result.current.dispatch({ type: 'field/changed', field: 'lessonTitle', value: 'Modal verbs, part 2' }));
    const after = hook.result.current;
    expect(after.state.visible).toBe(true);
    expect(after.state).not.toBe(before.state);
    for (const call of ['save', 'addComment', 'loadMoreComments', 'saveAttendance', 'open', 'close'] as const) expect(after[call]).toBe(before[call]);
    done();
  });
});

describe('opening answers the click first', () => {
  it('shows the dialog once the frame of the click is painted, not in the click itself', async () => {
    const { hook, done } = setup();
    act(() => hook.result.current.open(3, anActivity({ id: 7 })));
    expect(hook.result.current.state.visible).toBe(false);
    await act(() => nextPaint());
    expect(hook.result.current.state).toMatchObject({ visible: true, activity: { id: 7 } });
    done();
  });

  it('opens nothing when closed before that paint, and only the last of two quick opens', async () => {
    const { hook, done } = setup();
    act(() => {
      hook.result.current.open(3, anActivity({ id: 7 }));
      hook.result.current.close();
    });
    await act(() => nextPaint());
    expect(hook.result.current.state.visible).toBe(false);
    act(() => {
      hook.result.current.open(3, anActivity({ id: 7 }));
      hook.result.current.open(3, anActivity({ id: 8 }));
    });
    await act(() => nextPaint());
    expect(hook.result.current.state).toMatchObject({ visible: true, activity: { id: 8 } });
    done();
  });
});
