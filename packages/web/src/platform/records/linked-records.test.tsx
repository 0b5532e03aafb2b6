import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionRole, setSessionUser } from '../session-store.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { makeUser } from '../../test/users.ts';
import type { WorkflowRecord } from '../record-api.ts';
import type { LinkedRecord, LinkedRecordsAnswer } from '@sigsa/domain/records/ligacoes';
import { LinkedRecordsSection } from './linked-records.tsx';

const HREF = '/api/notificacoesSuspeitasDoencas/4/ligacoes';

function record(links: WorkflowRecord['_links'] = { ligacoes: { href: HREF } }): WorkflowRecord {
  return { id: 4, version: 3, estado: 'VALIDO', numeroSerie: 'NSD/000004', permissoes: {}, _links: links };
}

function linked(id: number, estado: string, extra: Partial<LinkedRecord> = {}): LinkedRecord {
  return {
    id,
    numeroSerie: `NSD/${String(id).padStart(6, '0')}`,
    estado,
    arquivado: false,
    tipo: 'notificacoesSuspeitasDoencas',
    rotaDetalhe: `/consultar/notificacao-suspeita-doenca/${id}`,
    data: null,
    _links: { self: { href: `/api/notificacoesSuspeitasDoencas/${id}` } },
    ...extra,
  };
}

const RELACOES = [
  { nome: 'focoPrimario', label: 'Foco primário', tipo: 'notificacoesSuspeitasDoencas' },
  { nome: 'focosSecundarios', label: 'Focos secundários', tipo: 'notificacoesSuspeitasDoencas' },
];

function serve(answer: Omit<LinkedRecordsAnswer, '_links' | 'data'> & { data?: string | null }) {
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    return url.pathname === HREF ? json(200, { data: null, ...answer }) : undefined;
  });
}

describe('LinkedRecordsSection ("Registos ligados")', () => {
  beforeEach(() => {
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
  });

  it('lists each relation that has records under its label: number as a link, state, archived', async () => {
    const calls = serve({
      relacoes: RELACOES,
      _embedded: {
        focoPrimario: [],
        focosSecundarios: [linked(7, 'SUBMETIDO'), linked(9, 'VALIDO', { arquivado: true })],
      },
    });
    renderWithProviders(<LinkedRecordsSection record={record()} />);
    const section = await screen.findByRole('region', { name: 'Registos ligados' });
    // The empty relation is not shown.
    expect(within(section).queryByText('Foco primário')).not.toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Focos secundários' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'NSD/000007Submetido',
      'NSD/000009VálidoArquivado',
    ]);
    expect(within(list).getByRole('link', { name: 'NSD/000007' })).toHaveAttribute(
      'href',
      '/consultar/notificacao-suspeita-doenca/7',
    );
    const query = new URL(calls[0]?.url ?? '', 'http://localhost').searchParams;
    expect(query.get('role')).toBe('ROLE_SIGSA');
  });

  it('a link opens the linked record, by keyboard too', async () => {
    const user = userEvent.setup();
    serve({ relacoes: RELACOES, _embedded: { focoPrimario: [linked(4, 'VALIDO')], focosSecundarios: [] } });
    const { router } = renderWithProviders(<LinkedRecordsSection record={record()} />);
    const link = await screen.findByRole('link', { name: 'NSD/000004' });
    expect(screen.getByRole('list', { name: 'Foco primário' })).toBeInTheDocument();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultar/notificacao-suspeita-doenca/4'),
    );
  });

  it('shows nothing when no relation has a visible record, or none is readable', async () => {
    const calls = serve({ relacoes: RELACOES, _embedded: { focoPrimario: [], focosSecundarios: [] } });
    renderWithProviders(<LinkedRecordsSection record={record()} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Registos ligados' })).not.toBeInTheDocument();
  });

  it('asks nothing for a record without the link, or before the record exists', () => {
    const calls = serve({ relacoes: [], _embedded: {} });
    renderWithProviders(
      <>
        <LinkedRecordsSection record={record({})} />
        <LinkedRecordsSection record={null} />
      </>,
    );
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the chain timeline: the record and its links by day, with the days between them', async () => {
    serve({
      data: '2026-11-10',
      relacoes: RELACOES,
      _embedded: {
        focoPrimario: [linked(2, 'VALIDO', { data: '2026-11-01' })],
        focosSecundarios: [
          linked(7, 'SUBMETIDO', { data: '2026-11-10' }),
          linked(9, 'INICIAL', { data: '2026-11-11' }),
        ],
      },
    });
    renderWithProviders(<LinkedRecordsSection record={record()} />);
    const timeline = await screen.findByRole('list', { name: 'Cronologia' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '01/11/2026Foco primário: NSD/000002',
      '10/11/2026Este registo(9 dias depois)',
      '10/11/2026Focos secundários: NSD/000007(no mesmo dia)',
      '11/11/2026Focos secundários: NSD/000009(1 dia depois)',
    ]);
  });
});
