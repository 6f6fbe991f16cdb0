import { renderHook } from '@testing-library/react';
import { pageTitle, setSchoolName, usePageTitle } from './page-title';

describe('page titles (docs/product-rules.md#r-setup-3)', () => {
  it('reads "<page> · <school>", with StudyDesk until the school has a name', () => {
    expect(pageTitle('Students', 'Lingua Riverside')).toBe('Students · Lingua Riverside');
    expect(pageTitle('Students', ' ')).toBe('Students · StudyDesk');
    expect(pageTitle(null, 'Lingua Riverside')).toBe('Lingua Riverside');
  });

  it("follows the page shown and the school's name as it changes", () => {
    setSchoolName('');
    const { rerender } = renderHook(({ name }: { name: string | null }) => usePageTitle(name), { initialProps: { name: 'Home' as string | null } });
    expect(document.title).toBe('Home · StudyDesk');
    setSchoolName('Lingua Riverside');
    expect(document.title).toBe('Home · Lingua Riverside');
    rerender({ name: 'Students' });
    expect(document.title).toBe('Students · Lingua Riverside');
    rerender({ name: null });
    expect(document.title).toBe('Students · Lingua Riverside');
  });
});
