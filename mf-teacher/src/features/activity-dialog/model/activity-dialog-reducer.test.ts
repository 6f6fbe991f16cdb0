import { ACTIVITY_CHANGED_MESSAGE } from '@studydesk/shared/contracts';
import {
  activityDialogReducer as reduce,
  changedElsewhere,
  initialActivityDialogState as initial,
  startInvalid,
  type ActivityDialogState,
} from './activity-dialog-reducer';
import { DEFAULT_DRAFT } from './activity-draft';
import { aComment, anActivity } from '../../../test/builders';

const NOW = Date.UTC(2026, 2, 18, 14, 27, 43, 512);
const open = (state: ActivityDialogState = initial, activity = anActivity()) =>
  reduce(state, { type: 'dialog/opened', activity, studyPlanId: 3, now: NOW, zone: 'Europe/London' });

describe('docs/product-rules.md#r-dialog-1 Activity dialog', () => {
  it('"opening sets visible, resets comment paging, uses the given activity (start time parsed)"', () => {
    const paged = { ...initial, commentPageIndex: 4, hasMoreComments: false };
    const state = open(paged, anActivity({ comments: [aComment(1)], commentsSize: 3 }));
    expect(state.visible).toBe(true);
    expect(state.commentPageIndex).toBe(0);
    expect(state.hasMoreComments).toBe(true);
    expect(state.activity.id).toBe(7);
    expect(state.activity.startTime).toBe(Date.UTC(2026, 2, 18, 9, 30));
  });

  it('"or a new one with start time now (seconds zeroed) and no id"', () => {
    const state = reduce(initial, { type: 'dialog/opened', studyPlanId: 3, now: NOW, zone: 'Europe/London' });
    expect(state.visible).toBe(true);
    expect(state.activity.id).toBeNull();
    expect(state.activity.studyPlanId).toBe(3);
    expect(state.activity.startTime).toBe(Date.UTC(2026, 2, 18, 14, 27, 0, 0));
    expect([state.dateText, state.timeText]).toEqual(['18/03/2026', '14:27']);
  });

  it('"closing resets to defaults (type activity, difficulty level 1, not completed, empty description, lessonLength 0, no comments)"', () => {
    const edited = reduce(open(undefined, anActivity({ type: 'evaluation', isCompleted: true, comments: [aComment(1)], commentsSize: 1 })), {
      type: 'field/changed',
      field: 'difficultyLevel',
      value: 13,
    });
    const state = reduce(edited, { type: 'dialog/closed' });
    expect(state.visible).toBe(false);
    expect(state.activity).toMatchObject({ type: 'activity', difficultyLevel: 1, isCompleted: false, description: '', lessonLength: 0, comments: [], commentsSize: 0 });
    expect(state.activity).toEqual(DEFAULT_DRAFT);
    expect([state.dateText, state.timeText]).toEqual(['', '']);
  });

  it('"Completion toggles."', () => {
    const once = reduce(open(), { type: 'completion/toggled' });
    expect(once.activity.isCompleted).toBe(true);
    expect(reduce(once, { type: 'completion/toggled' }).activity.isCompleted).toBe(false);
  });

  it('"Date and time of the start time are edited separately."', () => {
    const state = open();
    // 09:30 UTC on 18 March is 09:30 in London (GMT)
    expect([state.dateText, state.timeText]).toEqual(['18/03/2026', '09:30']);
    const moved = reduce(state, { type: 'startDate/changed', date: '02/04/2026' });
    // on 2 April London is on BST: the wall time stays, the instant moves
    expect(moved.activity.startTime).toBe(Date.UTC(2026, 3, 2, 8, 30));
    const retimed = reduce(moved, { type: 'startTime/changed', time: '17:05' });
    expect(retimed.activity.startTime).toBe(Date.UTC(2026, 3, 2, 16, 5));
    expect(startInvalid(retimed)).toBe(false);
  });

  it('keeps a half-typed date on screen without moving the start, and says it is invalid', () => {
    const typing = reduce(open(), { type: 'startDate/changed', date: '02/0' });
    expect(typing.dateText).toBe('02/0');
    expect(typing.activity.startTime).toBe(Date.UTC(2026, 2, 18, 9, 30));
    expect(startInvalid(typing)).toBe(true);
    expect(startInvalid(reduce(typing, { type: 'startDate/changed', date: '2026-04-02' }))).toBe(false);
  });
});

describe('docs/product-rules.md#r-dialog-3 Activity create, update and the other families', () => {
  it('"Activity create: loading, then created true with the new activity and comments cleared"', () => {
    const draft = reduce(initial, { type: 'dialog/opened', studyPlanId: 3, now: NOW, zone: 'Europe/London' });
    const loading = reduce(draft, { type: 'op/requested', op: 'create' });
    expect(loading.ops.create.loading).toBe(true);
    const done = reduce(loading, { type: 'create/succeeded', activity: anActivity({ id: 40, comments: [aComment(1)], commentsSize: 1 }) });
    expect(done.created).toBe(true);
    expect(done.ops.create).toEqual({ loading: false, error: null });
    expect(done.activity.id).toBe(40);
    expect(done.activity.comments).toEqual([]);
    expect(done.activity.commentsSize).toBe(0);
  });

  it('"… or error": the failure is stored, loading ends and the input stays', () => {
    const typed = reduce(reduce(initial, { type: 'dialog/opened', studyPlanId: 3, now: NOW, zone: 'Europe/London' }), { type: 'field/changed', field: 'lessonTitle', value: 'Modal verbs' });
    const failed = reduce(reduce(typed, { type: 'op/requested', op: 'create' }), { type: 'op/failed', op: 'create', error: { message: 'nope' } });
    expect(failed.ops.create).toEqual({ loading: false, error: { message: 'nope' } });
    expect(failed.created).toBe(false);
    expect(failed.activity.lessonTitle).toBe('Modal verbs');
  });

  it('"Update: updated false while loading, then true."', () => {
    const wasUpdated = { ...open(), updated: true };
    const loading = reduce(wasUpdated, { type: 'op/requested', op: 'update' });
    expect(loading.updated).toBe(false);
    expect(loading.ops.update.loading).toBe(true);
    const done = reduce(loading, { type: 'saved/succeeded', op: 'update', activity: anActivity({ description: 'Saved' }) });
    expect(done.updated).toBe(true);
    expect(done.activity.description).toBe('Saved');
  });

  it('"Other families exist for delete, complete, uncomplete, copy, comments": each keeps its own loading and error', () => {
    let state = open();
    for (const op of ['remove', 'complete', 'uncomplete', 'copy', 'comments', 'addComment', 'attendance'] as const) {
      state = reduce(state, { type: 'op/requested', op });
      expect(state.ops[op].loading).toBe(true);
      state = reduce(state, { type: 'op/failed', op, error: op });
      expect(state.ops[op]).toEqual({ loading: false, error: op });
    }
    expect(state.ops.create).toEqual({ loading: false, error: null });
    const completed = reduce(state, { type: 'saved/succeeded', op: 'complete', activity: anActivity({ isCompleted: true }) });
    expect(completed.activity.isCompleted).toBe(true);
    expect(completed.ops.complete.error).toBeNull();
    const copied = reduce(completed, { type: 'copy/succeeded', activity: anActivity({ id: 99, isCompleted: false }) });
    expect(copied).toMatchObject({ copied: true, activity: { id: 99, isCompleted: false } });
    const later = reduce(copied, { type: 'copy/succeeded', activity: anActivity({ id: 100, startTime: '2026-03-25T09:30:00.000Z' }) });
    expect(later.dateText).toBe('25/03/2026');
    const deleted = reduce(copied, { type: 'remove/succeeded' });
    expect(deleted).toMatchObject({ visible: false, deleted: true, activity: DEFAULT_DRAFT });
  });

  it('pages comments inside the dialog, appending without duplicates', () => {
    const state = open(undefined, anActivity({ comments: [aComment(5), aComment(4)], commentsSize: 5 }));
    const page1 = reduce(state, { type: 'comments/loaded', pageIndex: 1, pageSize: 2, results: [aComment(4), aComment(3), aComment(2)], total: 5 });
    expect(page1.activity.comments.map((c) => c.id)).toEqual([5, 4, 3, 2]);
    expect(page1.hasMoreComments).toBe(true);
    const page2 = reduce(page1, { type: 'comments/loaded', pageIndex: 2, pageSize: 2, results: [aComment(1)], total: 5 });
    expect(page2.hasMoreComments).toBe(false);
  });

  it('"Adding a comment raises commentsSize by 1"', () => {
    const state = open(undefined, anActivity({ comments: [aComment(1)], commentsSize: 4 }));
    const added = reduce(state, { type: 'comment/added', comment: aComment(2) });
    expect(added.activity.commentsSize).toBe(5);
    expect(added.activity.comments[0].id).toBe(2);
  });

  it('edits one member’s attendance and feedback', () => {
    const members = [
      { studentId: 1, firstName: 'A', lastName: 'A', title: '', attended: true, feedback: null },
      { studentId: 2, firstName: 'B', lastName: 'B', title: '', attended: true, feedback: null },
    ];
    const state = reduce(open(undefined, anActivity({ members })), { type: 'member/changed', studentId: 2, attended: false, feedback: 'Ill' });
    expect(state.activity.members).toEqual([members[0], { ...members[1], attended: false, feedback: 'Ill' }]);
  });

  it('a save refused because someone else changed the activity keeps what was typed until it is reloaded', () => {
    const typed = reduce(open(undefined, anActivity({ updatedAt: '2026-03-18T08:00:00.000Z' })), {
      type: 'field/changed',
      field: 'lessonTitle',
      value: 'My title',
    });
    expect(typed.activity.updatedAt).toBe('2026-03-18T08:00:00.000Z');
    const conflict = { response: { status: 409, data: { message: ACTIVITY_CHANGED_MESSAGE } } };
    const refused = reduce(reduce(typed, { type: 'op/requested', op: 'update' }), { type: 'op/failed', op: 'update', error: conflict });
    expect(changedElsewhere(refused)).toBe(true);
    expect(refused.activity.lessonTitle).toBe('My title');
    // another 409 (a paid lesson) is not this case
    const paid = reduce(typed, { type: 'op/failed', op: 'update', error: { response: { status: 409, data: { message: 'This lesson has been paid' } } } });
    expect(changedElsewhere(paid)).toBe(false);

    const theirs = anActivity({ lessonTitle: 'Their title', updatedAt: '2026-03-18T08:05:00.000Z', startTime: '2026-03-19T10:00:00.000Z' });
    const reloaded = reduce(refused, { type: 'activity/reloaded', activity: theirs });
    expect(changedElsewhere(reloaded)).toBe(false);
    expect(reloaded.ops.update).toEqual({ loading: false, error: null });
    expect(reloaded.activity).toMatchObject({ lessonTitle: 'Their title', updatedAt: '2026-03-18T08:05:00.000Z' });
    expect([reloaded.dateText, reloaded.timeText]).toEqual(['19/03/2026', '10:00']);
    // the next save is based on the version reloaded
    const saved = reduce(reloaded, { type: 'saved/succeeded', op: 'update', activity: { ...theirs, updatedAt: '2026-03-18T08:06:00.000Z' } });
    expect(saved.activity.updatedAt).toBe('2026-03-18T08:06:00.000Z');
  });
});
