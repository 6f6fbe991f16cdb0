import { TEACHER_DASHBOARD_SECTIONS, type TeacherDashboardSection } from '@studydesk/shared/enums';

/** Which section a small screen shows (wide screens show all three side by side). */
export interface DashboardSectionsState {
  open: TeacherDashboardSection;
}

/** spec §2: "one open at a time, the first open by default" */
export const initialDashboardSections: DashboardSectionsState = { open: TEACHER_DASHBOARD_SECTIONS[0] };

export type DashboardSectionsAction = { type: 'section/selected'; section: TeacherDashboardSection };

export function dashboardSectionsReducer(state: DashboardSectionsState, action: DashboardSectionsAction): DashboardSectionsState {
  if (action.type !== 'section/selected' || !TEACHER_DASHBOARD_SECTIONS.includes(action.section)) return state;
  return action.section === state.open ? state : { open: action.section };
}

export const isSectionOpen = (state: DashboardSectionsState, section: TeacherDashboardSection) => state.open === section;
