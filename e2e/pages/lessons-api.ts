import { expect, type Page } from '@playwright/test';

export interface NewLesson {
  lessonTitle: string;
  startTime: string;
}

/**
 * Lessons of an hour created in a plan through the API, as the signed-in teacher, for a
 * test to look at; answers their ids, in order, for `deleteActivities` afterwards. When
 * one fails, those already made are deleted again.
 */
export async function createLessons(page: Page, studyPlanId: number, lessons: readonly NewLesson[]): Promise<number[]> {
  const ids: number[] = [];
  try {
    for (const lesson of lessons) {
      const response = await page.request.post('/v1/activity/create', { data: { studyPlanId, ...lesson, lessonLength: 1, type: 'activity' } });
      expect(response.status(), await response.text()).toBe(201);
      ids.push(((await response.json()) as { activity: { id: number } }).activity.id);
    }
  } catch (error) {
    await deleteActivities(page, ids);
    throw error;
  }
  return ids;
}

export async function deleteActivities(page: Page, ids: readonly number[]): Promise<void> {
  for (const id of ids) await page.request.delete(`/v1/activity/task/${id}`);
}
