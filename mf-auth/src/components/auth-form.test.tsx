import type { FormEvent } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AuthForm } from './auth-form';

const form = () => screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;

describe('AuthForm before and after its script takes the page over', () => {
  it('marks a form with no address of its own as needing the script, and posts (never the fields in the address)', () => {
    render(<AuthForm onSubmit={() => {}} submitting={false} error={null} submitLabel="Send"><input name="email" /></AuthForm>);
    expect(form().hasAttribute('data-needs-script')).toBe(true);
    expect(form().getAttribute('method')).toBe('post');
  });

  it('a form with an address works without the script: not marked', () => {
    render(<AuthForm onSubmit={() => {}} submitting={false} error={null} submitLabel="Send" action="/v1/auth/login/form"><input name="email" /></AuthForm>);
    expect(form().hasAttribute('data-needs-script')).toBe(false);
    expect(form().getAttribute('action')).toBe('/v1/auth/login/form');
  });

  it('once it takes the server-drawn form over: live, and it sends the submit held before', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    const element = <AuthForm onSubmit={onSubmit} submitting={false} error={null} submitLabel="Send"><input name="email" /></AuthForm>;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(element);
    const drawn = container.querySelector('form') as HTMLFormElement;
    expect(drawn.hasAttribute('data-live')).toBe(false);
    // what the page's start script leaves on a form sent before the script ran
    drawn.setAttribute('data-held', '');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    expect(drawn.hasAttribute('data-live')).toBe(true);
    expect(drawn.hasAttribute('data-held')).toBe(false);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });

  it('sends nothing by itself when nothing was held', async () => {
    const onSubmit = jest.fn();
    render(<AuthForm onSubmit={onSubmit} submitting={false} error={null} submitLabel="Send"><input name="email" /></AuthForm>);
    expect(form().hasAttribute('data-live')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
