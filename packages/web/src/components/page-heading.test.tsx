import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render-app.tsx';
import { PageHeading } from './page-heading.tsx';

// Three pages, as three screens of the app are: each its own component around its heading.
const First = () => <PageHeading title="Primeira" />;
const Record = () => <PageHeading title="Vacinação" documentTitle="VAC/000123 · Vacinação" />;
const SignIn = () => <PageHeading title="Autenticação" focusOnArrival={false} />;
const routes = [
  { path: '/a', Component: First },
  { path: '/b', Component: Record },
  { path: '/c', Component: SignIn },
];

describe('PageHeading', () => {
  it('names the tab after the page, or after what the page says it is', async () => {
    const { router } = renderRoutes(routes, '/a');
    expect(await screen.findByRole('heading', { level: 1, name: 'Primeira' })).toBeInTheDocument();
    expect(document.title).toBe('Primeira · SIGSA');
    await act(() => router.navigate('/b'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacinação' })).toBeInTheDocument();
    expect(document.title).toBe('VAC/000123 · Vacinação · SIGSA');
  });

  it('takes the focus when reached by a navigation (a link, back, forward), not on the first load, nor where a form takes it', async () => {
    const { router } = renderRoutes(routes, '/a');
    const first = await screen.findByRole('heading', { level: 1, name: 'Primeira' });
    expect(first).not.toHaveFocus();
    await act(() => router.navigate('/b'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacinação' })).toHaveFocus();
    await act(() => router.navigate('/c'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Autenticação' })).not.toHaveFocus();
    // Back inside the app is a navigation too.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacinação' })).toHaveFocus();
  });
});
