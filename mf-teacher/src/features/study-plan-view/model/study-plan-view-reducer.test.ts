import type { PlanDataDto } from '@studydesk/shared/contracts';
import { aComment, anActivity } from '../../../test/builders';
import { initialStudyPlanViewState as initial, studyPlanViewReducer as reduce, type StudyPlanViewState } from './study-plan-view-reducer';

const plandata: PlanDataDto = {
  id: 3, code: 'ENG-B1-001', title: 'General English B1', description: 'About', goal: 'B2', level: 'B1',
  isGroup: false, isArchived: false, student: 1, teachers: [], members: [], canEdit: true, commentAudience: 'student', guardiansAnswer: false,
};
const lesson = (id: number, start = `2026-03-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`) => anActivity({ id, startTime: start });
const page = (list: 'activities' | 'spotlights', results: ReturnType<typeof anActivity>[], total: number, pageIndex = 0, append = false) =>
  ({ type: 'list/loaded', list, plandata, results, total, pageIndex, pageSize: 2, append }) as const;

describe('docs/product-rules.md#r-act-3 Study-plan view', () => {
  it('"non-activity types go to spotlights, others to activities"', () => {
    const results = [lesson(1), anActivity({ id: 2, type: 'spotlight' }), anActivity({ id: 3, type: 'evaluation' }), anActivity({ id: 4, type: 'milestone' })];
    const state = reduce(initial, page('activities', results, 4));
    expect(state.activities.map((a) => a.id)).toEqual([1]);
    expect(state.spotlights.map((a) => a.id)).toEqual([2, 3, 4]);
    expect(state.plandata).toEqual(plandata);
    expect(state.descriptionDraft).toBe('About');
  });

  it('"append mode adds to existing lists"', () => {
    const first = reduce(initial, page('activities', [lesson(5), lesson(4)], 5));
    expect(first.hasMoreActivities).toBe(true);
    const second = reduce(first, page('activities', [lesson(3), lesson(2)], 5, 1, true));
    expect(second.activities.map((a) => a.id)).toEqual([5, 4, 3, 2]);
    expect(second.activityPageIndex).toBe(1);
    expect(second.hasMoreActivities).toBe(true);
    const third = reduce(second, page('activities', [lesson(1)], 5, 2, true));
    expect(third.activities).toHaveLength(5);
    expect(third.hasMoreActivities).toBe(false);
    // without append a page replaces its own list and leaves the other alone
    const withSpots = reduce(third, page('spotlights', [anActivity({ id: 9, type: 'spotlight' })], 1));
    const replaced = reduce(withSpots, page('activities', [lesson(5)], 5));
    expect(replaced.activities.map((a) => a.id)).toEqual([5]);
    expect(replaced.spotlights.map((a) => a.id)).toEqual([9]);
    expect(replaced.hasMoreSpotlightItems).toBe(false);
  });

  it('keeps each list’s paging apart (spotlightPageIndex, hasMoreSpotlightItems)', () => {
    const state = reduce(initial, page('spotlights', [anActivity({ id: 1, type: 'spotlight' }), anActivity({ id: 2, type: 'milestone' })], 3));
    expect(state).toMatchObject({ spotlightPageIndex: 0, hasMoreSpotlightItems: true, activityPageIndex: 0, hasMoreActivities: false });
  });

  it('stores a failure per list and ends its loading (docs/product-rules.md#r-err-2)', () => {
    const loading = reduce(initial, { type: 'list/loadStarted', list: 'spotlights' });
    expect(loading.loading.spotlights).toBe(true);
    const failed = reduce(loading, { type: 'list/loadFailed', list: 'spotlights', error: 'down' });
    expect(failed.loading.spotlights).toBe(false);
    expect(failed.error).toEqual({ activities: null, spotlights: 'down' });
  });

  it('puts a saved activity where it belongs, moving it when its type changes list', () => {
    const state = reduce(initial, page('activities', [lesson(5), lesson(3)], 2));
    const added = reduce(state, { type: 'activity/saved', activity: lesson(4) });
    expect(added.activities.map((a) => a.id)).toEqual([5, 4, 3]);
    expect(added.activitiesTotal).toBe(3);
    const moved = reduce(added, { type: 'activity/saved', activity: { ...lesson(4), type: 'evaluation' } });
    expect(moved.activities.map((a) => a.id)).toEqual([5, 3]);
    expect(moved.spotlights.map((a) => a.id)).toEqual([4]);
    expect([moved.activitiesTotal, moved.spotlightsTotal]).toEqual([2, 1]);
    const deleted = reduce(moved, { type: 'activity/deleted', activityId: 4 });
    expect(deleted.spotlights).toEqual([]);
    expect(deleted.spotlightsTotal).toBe(0);
  });

  it('"Adding a comment raises commentsSize by 1"', () => {
    const state = reduce(initial, page('activities', [anActivity({ id: 1, commentsSize: 2 })], 1));
    const next = reduce(state, { type: 'comment/added', activityId: 1, comment: aComment(8) });
    expect(next.activities[0].commentsSize).toBe(3);
    expect(next.activities[0].comments[0].id).toBe(8);
  });
});

describe('a failed description update (docs/product-rules.md#r-err-2)', () => {
  const loaded: StudyPlanViewState = reduce(initial, page('activities', [], 0));

  it('keeps the typed text and the error when the update fails', () => {
    const typed = reduce(loaded, { type: 'description/edited', text: 'New description' });
    const requested = reduce(typed, { type: 'description/updateRequested' });
    expect(requested.updatingDescription).toBe(true);
    const failed = reduce(requested, { type: 'description/updateFailed', error: { message: 'Too long' } });
    expect(failed).toMatchObject({ updateFailed: true, updatingDescription: false, descriptionDraft: 'New description', updateError: { message: 'Too long' } });
    expect(failed.plandata?.description).toBe('About');
    // a reload of the lists does not wipe the unsaved text
    expect(reduce(failed, page('activities', [], 0)).descriptionDraft).toBe('New description');
  });

  it('clears updateFailed on success and stores the saved description', () => {
    const failed = { ...loaded, updateFailed: true };
    const done = reduce(reduce(failed, { type: 'description/updateRequested' }), { type: 'description/updated', plandata: { description: 'Saved' } });
    expect(done).toMatchObject({ updateFailed: false, descriptionDraft: 'Saved', plandata: { description: 'Saved' } });
  });
});
