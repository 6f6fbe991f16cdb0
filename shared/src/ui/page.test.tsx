import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Page, SectionNav, sectionClass } from './page';
import { initialSections } from './sections';

const SECTIONS = ['Study Plans', 'Reminders'] as const;
const IDS = { 'Study Plans': 'plans', Reminders: 'reminders' };

describe('Page and SectionNav — the frame of every routed page', () => {
  it('renders a section by default, or the element asked for', () => {
    const { container, rerender } = render(<Page aria-label="Home">text</Page>);
    expect(container.firstElementChild?.tagName).toBe('SECTION');
    expect(screen.getByLabelText('Home').textContent).toBe('text');
    rerender(<Page as="div">text</Page>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });

  it('links each section, marks the open one, and reports the one chosen', async () => {
    const dispatch = jest.fn();
    render(<SectionNav state={initialSections(SECTIONS)} ids={IDS} label="Sections" dispatch={dispatch} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Study Plans', '#plans', 'true'],
      ['Reminders', '#reminders', null],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Reminders' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'section/selected', section: 'Reminders' });
  });

  it('gives the open section the open class only', () => {
    const state = initialSections(SECTIONS);
    expect(sectionClass(state, 'Study Plans', 'extra').split(' ')).toEqual(['section', 'open', 'extra']);
    expect(sectionClass(state, 'Reminders').split(' ')).toEqual(['section']);
  });
});
