import type { HTMLAttributes } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { cx } from './class-names';
import { isSectionOpen, type SectionsAction, type SectionsState } from './sections';
import styles from './page.module.css';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** the element: a `section` (the default) or a plain `div` */
  as?: 'section' | 'div';
  /** a page with sections (SectionNav): on screens up to 900px it keeps a little more padding above and below */
  sectioned?: boolean;
}

/** The frame of a routed page in every remote: a column of its header and content, with the page's padding. */
export function Page({ as: Element = 'section', sectioned = false, className, ...rest }: PageProps) {
  return <Element className={cx(styles.page, sectioned && styles.sectioned, className)} {...rest} />;
}

export interface SectionNavProps<S extends string> {
  /** which section is open (`useReducer(sectionsReducer<S>, SECTIONS, initialSections)`) */
  state: SectionsState<S>;
  /** the element id of each section, the target of its link */
  ids: Record<S, string>;
  /** the name shown on each section's link; by default the section's name, a dictionary key, translated */
  title?: (section: S) => string;
  /** the accessible name of the navigation */
  label: string;
  /** the page's `sectionsReducer` dispatch: a link chosen is `section/selected` */
  dispatch: (action: SectionsAction<S>) => void;
}

/** The header of section links of a page with sections: shown only where one section shows at a time. */
export function SectionNav<S extends string>({ state, ids, title, label, dispatch }: SectionNavProps<S>) {
  const t = useT();
  return (
    <nav className={styles.sectionNav} aria-label={label}>
      {state.sections.map((section) => (
        <a
          key={section}
          href={`#${ids[section]}`}
          className={styles.sectionLink}
          aria-current={isSectionOpen(state, section) ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            dispatch({ type: 'section/selected', section });
          }}
        >
          {title ? title(section) : t(section)}
        </a>
      ))}
    </nav>
  );
}

/** The class of one section of a page with sections: hidden on small screens unless it is the open one. */
export function sectionClass<S extends string>(state: SectionsState<S>, section: S, className?: string): string {
  return cx(styles.section, isSectionOpen(state, section) && styles.open, className);
}
