import type { ActivityType } from '../db/schema';
import type { AuthUser } from '../modules/auth';
import { forbidden } from './http-error';

/**
 * Which types of activity the user may add to a plan they may edit (assertCanEditPlan):
 * milestones mark the plan's course, so only admins add them.
 */
export function canAddActivityType(user: AuthUser, type: ActivityType): boolean {
  return type !== 'milestone' || user.profile === 'admin';
}

export function assertCanAddActivityType(user: AuthUser, type: ActivityType): void {
  if (!canAddActivityType(user, type)) throw forbidden('Only admins may add milestones');
}
