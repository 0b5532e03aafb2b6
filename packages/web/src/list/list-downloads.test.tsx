import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ListDownloads } from './list-downloads.tsx';
import type { ListDownload } from './list-route.ts';

const ADIS: ListDownload = {
  label: 'notificacao.adis.export',
  path: 'notificacoesSuspeitasDoencas/export/adis',
  formats: [
    { value: 'csv', label: 'notificacao.adis.formats.csv' },
    { value: 'xlsx', label: 'notificacao.adis.formats.xlsx' },
  ],
  roles: ['ROLE_SIGSA', 'ROLE_MANAGER'],
};

describe("a list's own downloads (the notifications' ADIS file)", { timeout: 30_000 }, () => {
  it('offers each format as a link carrying the list filters, to the roles it names', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ListDownloads downloads={[ADIS]} role="ROLE_MANAGER" filters={{ estado: 'VALIDO' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Exportar ADIS' }));
    const csv = await screen.findByRole('menuitem', { name: 'Ficheiro CSV' });
    const href = new URL(csv.getAttribute('href') ?? '', window.location.origin);
    expect(href.pathname).toBe('/api/notificacoesSuspeitasDoencas/export/adis');
    expect(href.searchParams.get('estado')).toBe('VALIDO');
    expect(href.searchParams.get('format')).toBe('csv');
    expect(csv).toHaveAttribute('download');
    const xlsx = screen.getByRole('menuitem', { name: 'Ficheiro Excel (.xlsx)' });
    expect(new URL(xlsx.getAttribute('href') ?? '', window.location.origin).searchParams.get('format')).toBe(
      'xlsx',
    );
  });

  it('shows nothing to a role it does not name', () => {
    renderWithProviders(<ListDownloads downloads={[ADIS]} role="ROLE_MV" filters={{}} />);
    expect(screen.queryByRole('button', { name: 'Exportar ADIS' })).not.toBeInTheDocument();
  });
});
