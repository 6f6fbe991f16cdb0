import { render, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { RemoteRouter, type RemoteRoute } from './remote-router';

function PlanId() {
  return <p>{`plan ${useParams().planId}`}</p>;
}

const ROUTES: RemoteRoute[] = [
  ['/teacher/home', <p key="home">home</p>],
  ['/teacher/study-plans/:planId', <PlanId key="plan" />],
];

function renderAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  return render(<RemoteRouter routes={ROUTES} />);
}

describe('RemoteRouter', () => {
  it('shows the screen whose pattern matches the address, with its parameters', () => {
    renderAt('/teacher/study-plans/7');
    expect(screen.getByText('plan 7')).toBeTruthy();
    expect(screen.queryByText('home')).toBeNull();
  });

  it('shows nothing on an address none of its patterns match', () => {
    const { container } = renderAt('/admin/home');
    expect(container.textContent).toBe('');
  });
});
