/**
 * Which section of a page with sections a small screen shows (docs/product-rules.md#r-dash-1);
 * wide screens show them all side by side. The teacher dashboard
 * (Study Plans, Reminders, Comments) and the student's plan (Plan's Details, Goal,
 * Progress) both run it: `useReducer(sectionsReducer<S>, SECTIONS, initialSections)`.
 */
export interface SectionsState<S extends string> {
  sections: readonly S[];
  open: S;
}

export type SectionsAction<S extends string> = { type: 'section/selected'; section: S };

/** the first section open */
export function initialSections<S extends string>(sections: readonly [S, ...S[]]): SectionsState<S> {
  return { sections, open: sections[0] };
}

/** Opens the chosen section; an unknown one, or the open one again, changes nothing. */
export function sectionsReducer<S extends string>(state: SectionsState<S>, action: SectionsAction<S>): SectionsState<S> {
  if (action.type !== 'section/selected' || !state.sections.includes(action.section)) return state;
  return action.section === state.open ? state : { ...state, open: action.section };
}

export const isSectionOpen = <S extends string>(state: SectionsState<S>, section: S): boolean => state.open === section;
