import type { ActivityDto, CommentDto } from '@studydesk/shared/contracts';

/** Builders for reducer tests: a plausible activity and comment, any field overridable. */
export function anActivity(overrides: Partial<ActivityDto> = {}): ActivityDto {
  return {
    id: 7,
    studyPlanId: 3,
    teacherId: 2,
    type: 'activity',
    lessonTitle: 'Past tenses',
    lessonDate: '2026-03-18',
    description: 'Irregular verbs',
    startTime: '2026-03-18T09:30:00.000Z',
    lessonLength: 1,
    meetingStartTime: null,
    meetingEndTime: null,
    student: 0,
    studentMax: 1,
    feedback: 0,
    feedbackMax: 1,
    paid: 0,
    isCompleted: false,
    completedAt: null,
    difficultyLevel: 5,
    comments: [],
    commentsSize: 0,
    members: [],
    updatedAt: '2026-03-18T08:00:00.000Z',
    lockedBecause: null,
    ...overrides,
  };
}

export function aComment(id: number, overrides: Partial<CommentDto> = {}): CommentDto {
  return {
    id,
    activityId: 7,
    text: `Comment ${id}`,
    createdAt: '2026-03-18T10:00:00.000Z',
    author: { id: 9, firstName: 'Ana', lastName: 'Lima', title: '', profile: 'student', profilepic: null },
    audience: 'student',
    ...overrides,
  };
}
