import { useEffect } from 'react';
import { call } from '@studydesk/shared/api-client';
import { earlyEndpoints } from '@studydesk/shared/contracts/early';

/**
 * The browser tab's title, "<page> · <school's name>" (docs/product-rules.md#r-setup-3): the
 * one place that writes `document.title`. Every page's main heading sets it (PageHeader at
 * level 1, the signed-out pages' AuthLayout); the school's name comes from the site settings
 * once someone is signed in, and from its public read on signed-out pages.
 */
const PRODUCT = 'StudyDesk';

let schoolName = '';
let page: string | null = null;

/** The title for a page of a school (either may be empty). */
export function pageTitle(pageName: string | null, school: string): string {
  const owner = school.trim() || PRODUCT;
  return pageName ? `${pageName} · ${owner}` : owner;
}

function apply(): void {
  if (typeof document !== 'undefined') document.title = pageTitle(page, schoolName);
}

/** Called with what the site settings say; the title follows at once. */
export function setSchoolName(name: string): void {
  if (name.trim() === schoolName) return;
  schoolName = name.trim();
  apply();
}

export function getSchoolName(): string {
  return schoolName;
}

/** The page shown now names the tab; null leaves it to another heading (a nested one). */
export function usePageTitle(pageName: string | null): void {
  useEffect(() => {
    if (pageName === null) return;
    page = pageName;
    apply();
  }, [pageName]);
}

let publicRead: Promise<void> | null = null;

/**
 * Signed-out pages read the school's name from its public address (GET /v1/setup/school,
 * nothing else of the settings), once per visit; a failure only leaves "StudyDesk" in the tab.
 */
export function loadPublicSchoolName(): Promise<void> {
  if (typeof window === 'undefined' || !/^https?:$/.test(window.location.protocol)) return Promise.resolve();
  publicRead ??= call(earlyEndpoints.school)
    .then(({ data }) => {
      if (!schoolName) setSchoolName(data.schoolName);
    })
    .catch(() => undefined);
  return publicRead;
}
