import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AVATAR_TONES, avatarTone } from './avatar';

describe('Avatar — docs/product-rules.md#r-user-1', () => {
  it('shows the initials, named by the full name, on a colour from the name', () => {
    render(<Avatar user={{ firstName: 'Ana', lastName: 'Lima', profilepic: null }} />);
    const avatar = screen.getByRole('img', { name: 'Ana Lima' });
    expect(avatar.textContent).toBe('AL');
    expect(avatar.getAttribute('style')).toContain(`var(--sd-avatar-${avatarTone('Ana Lima')})`);
  });

  it('uses the title when both names are empty', () => {
    render(<Avatar user={{ firstName: '', lastName: '', title: 'Front desk' }} />);
    expect(screen.getByRole('img', { name: 'Front desk' }).textContent).toBe('FD');
  });

  it('shows the picture when there is one, and initials again if it fails to load', () => {
    const { container } = render(<Avatar user={{ firstName: 'Bo', lastName: 'Chen', profilepic: '/uploads/bo.png' }} />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/uploads/bo.png');
    expect(screen.getByRole('img', { name: 'Bo Chen' }).textContent).toBe('');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bo Chen' }).textContent).toBe('BC');
  });

  it('picks the same tone for the same name, and spreads names over the palette', () => {
    expect(avatarTone('Ana Lima')).toBe(avatarTone('Ana Lima'));
    const tones = new Set(['Ana Lima', 'Bo Chen', 'Carla Diaz', 'Dev Patel', 'Eve Stone', 'Femi Ade', 'Gus Moro', 'Hana Ito'].map(avatarTone));
    expect(tones.size).toBeGreaterThan(3);
    for (const tone of tones) expect(tone >= 1 && tone <= AVATAR_TONES).toBe(true);
  });

  it('is never an unnamed image: a label names it, and without any name it is hidden', () => {
    const { container, rerender } = render(<Avatar user={{ firstName: '', lastName: '' }} label="No picture yet" />);
    expect(screen.getByRole('img', { name: 'No picture yet' })).toBeTruthy();
    rerender(<Avatar user={{ firstName: '', lastName: '' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
