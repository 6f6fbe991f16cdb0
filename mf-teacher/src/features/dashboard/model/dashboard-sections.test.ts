import { dashboardSectionsReducer as reduce, initialDashboardSections, isSectionOpen } from './dashboard-sections';

describe('spec §2 teacher dashboard sections on small screens', () => {
  it('"three sections (study plan, reminders, comments) … the first open by default"', () => {
    expect(initialDashboardSections.open).toBe('Study Plans');
  });

  it('"section navigation links switch the visible section, one open at a time"', () => {
    const reminders = reduce(initialDashboardSections, { type: 'section/selected', section: 'Reminders' });
    expect(isSectionOpen(reminders, 'Reminders')).toBe(true);
    expect(isSectionOpen(reminders, 'Study Plans')).toBe(false);
    const comments = reduce(reminders, { type: 'section/selected', section: 'Comments' });
    expect(['Study Plans', 'Reminders', 'Comments'].filter((s) => isSectionOpen(comments, s as never))).toEqual(['Comments']);
    expect(reduce(comments, { type: 'section/selected', section: 'Comments' })).toBe(comments);
    expect(reduce(comments, { type: 'section/selected', section: 'Elsewhere' as never })).toBe(comments);
  });
});
