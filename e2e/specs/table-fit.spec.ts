import type { Page } from '@playwright/test';
import { test, expect, loginAs, type Role } from '../fixtures';
import { apiPost } from '../pages/pay-scene';
import { BASE_URL } from '../support/run-env';

// Every table fits its card in the longest language (German) at the widths of a small
// laptop (1024) and a common one (1280): its last column ("Actions", the "⋯" buttons)
// stays on screen without scrolling sideways, and the student's agenda rows stay inside
// their card. The students' list is also checked on a row with the widest cells it can
// have: a long surname, a long address and the "Nicht eingeladen" badge (a student never
// invited), found by the search box, since the demo's first page may hold no such row.

const WIDTHS = [1024, 1280];
const SCREENS: Array<{ role: Role; paths: string[] }> = [
  { role: 'admin', paths: ['/admin/students', '/admin/teachers', '/admin/admins', '/admin/groups', '/admin/translations'] },
  { role: 'teacher', paths: ['/teacher/home'] },
  { role: 'student', paths: ['/student/home'] },
];

interface Misfit {
  what: string;
  by: number;
}

/** what sticks out: each table's scroll width beyond its box, last-column cells and agenda rows beyond their card; a name broken inside a word */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const found: { what: string; by: number }[] = [];
    for (const [index, table] of [...document.querySelectorAll('main table:not([role="grid"])')].entries()) {
      const scroller = table.parentElement as HTMLElement;
      const frame = (scroller.parentElement ?? scroller).getBoundingClientRect();
      const right = Math.min(frame.right, window.innerWidth);
      if (scroller.scrollWidth > scroller.clientWidth + 1) found.push({ what: `table ${index + 1} scrolls sideways`, by: scroller.scrollWidth - scroller.clientWidth });
      for (const cell of table.querySelectorAll('tr > :last-child')) {
        const by = cell.getBoundingClientRect().right - right;
        if (by > 0.5) found.push({ what: `table ${index + 1}, last column "${(cell.textContent ?? '').trim().slice(0, 30)}"`, by: Math.round(by) });
      }
    }
    // a table fits by squeezing its columns, never by breaking a name (its first column) inside a word
    for (const cell of document.querySelectorAll('main table:not([role="grid"]) tbody tr > :first-child')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').split(/\s+/).filter((w) => w.length > 1)) {
          const range = document.createRange();
          const at = (text.textContent ?? '').indexOf(word);
          range.setStart(text, at);
          range.setEnd(text, at + word.length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push({ what: `first column: "${word}" broken over ${lines.size} lines`, by: lines.size });
        }
      }
    }
    for (const row of document.querySelectorAll('main li[data-activity-id]')) {
      const list = row.closest('ol') as HTMLElement;
      const card = (list.closest('section') ?? list).getBoundingClientRect();
      const by = row.getBoundingClientRect().right - Math.min(card.right, window.innerWidth);
      if (by > 0.5) found.push({ what: `agenda row "${(row.textContent ?? '').trim().slice(0, 30)}"`, by: Math.round(by) });
    }
    return found;
  });
}

/** a student never invited, with long names, shown alone on /admin/students by a search */
async function widestStudentRow(page: Page): Promise<void> {
  const run = Date.now().toString(36);
  const email = `wilhelmina.vandenberghe-${run}@example.com`;
  await apiPost(page, '/v1/auth/register', { firstName: 'Wilhelmina', lastName: `Vandenberghe-Oberholzer${run}`, email, profile: 'student', sendInvitation: false });
  await page.getByRole('searchbox').fill(email);
  await expect(page.locator('main tbody tr')).toHaveCount(1);
  await expect(page.locator('main tbody')).toContainText('Nicht eingeladen');
}

async function setLanguage(page: Page, language: string): Promise<void> {
  const response = await page.request.patch('/v1/user/settings', { data: { language }, headers: { Origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(200);
}

for (const { role, paths } of SCREENS) {
  test(`the ${role}'s tables fit in German at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(60_000 + paths.length * WIDTHS.length * 20_000);
    await loginAs(page, role);
    await setLanguage(page, 'de');
    try {
      for (const path of paths) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', 'de');
          // the screen is in (its tables, or the agenda)
          await expect(page.locator('main table, main li[data-activity-id]').first()).toBeVisible();
          await expect.poll(() => misfits(page), { message: `${path} at ${width} px` }).toEqual([]);
          if (path === '/admin/students') {
            await widestStudentRow(page);
            await expect.poll(() => misfits(page), { message: `${path} at ${width} px, a student never invited` }).toEqual([]);
          }
        }
      }
    } finally {
      await setLanguage(page, 'en');
    }
  });
}
