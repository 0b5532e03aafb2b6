import type { Notificacao, NovasNotificacoes } from '@sigsa/domain/notifications/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getSession, setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { apiError, json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { renderRoutes } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { NotificationsBell } from './notifications-bell.tsx';
import { novasNotificacoesQueryOptions, withoutNotificacao } from './notifications-api.ts';

function notificacao(id: number, extra: Partial<Notificacao> = {}): Notificacao {
  const tipo = extra.tipo ?? 'VACINACAO';
  return {
    id,
    key: tipo,
    tipo,
    titulo: `Notificação ${id}`,
    mensagem: `<p>Mensagem ${id}</p>`,
    importancia: 'NORMAL',
    link: null,
    fragmentOnPage: null,
    createdOn: '2025-06-01T11:50:00.000Z',
    vista: false,
    ...extra,
  };
}

const NOVAS: NovasNotificacoes = {
  total: 4,
  grupos: [
    {
      tipo: 'VACINACAO',
      contagem: 3,
      notificacoes: [
        notificacao(11, {
          titulo: 'Vacinação devolvida',
          importancia: 'ALTA',
          mensagem:
            '<p>A vacinação <b>V-12</b> foi devolvida.<script>window.hacked = true</script>' +
            '<img src=x onerror="window.hacked = true"></p>',
          link: '/consultar/vacinacoes/12',
          fragmentOnPage: 'amostras',
        }),
        notificacao(12, { titulo: 'Vacinação validada', createdOn: '2025-01-15T09:05:00.000Z' }),
      ],
    },
    {
      tipo: 'OUTRO_TIPO',
      contagem: 1,
      notificacoes: [notificacao(21, { tipo: 'OUTRO_TIPO', titulo: 'Aviso' })],
    },
  ],
};

/** Serves the notification calls as the server does, starting from `novas`. */
function serveNotifications(novas: NovasNotificacoes = NOVAS): FetchCall[] {
  let current = novas;
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/notificacoes/obterNovas') return json(200, current);
    if (url.pathname === '/api/notificacoes/obterNovasPorTipo/') {
      const tipo = url.searchParams.get('tipo') ?? '';
      return json(200, {
        tipo,
        contagem: 3,
        notificacoes: [...(current.grupos[0]?.notificacoes ?? []), notificacao(13, { titulo: 'A terceira' })],
      });
    }
    const one = /^\/api\/notificacoes\/(\d+)$/.exec(url.pathname);
    if (one && call.method === 'PATCH') {
      current = withoutNotificacao(current, Number(one[1]));
      return json(200, { ...notificacao(Number(one[1])), vista: true });
    }
    if (url.pathname === '/api/notificacoes/marcarTodasComoVistas' && call.method === 'POST') {
      current = { total: 0, grupos: [] };
      return json(200, current);
    }
    return undefined;
  });
}

/** The bell in a layout that stays on screen while the routes below it change. */
function renderBell(path = '/inicio') {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <NotificationsBell />
            <Outlet />
          </>
        ),
        children: [
          { path: 'inicio', element: <p>início</p> },
          { path: 'consultar/vacinacoes/:id', element: <p>detalhe da vacinação</p> },
        ],
      },
    ],
    path,
  );
}

async function openBell(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Notificações (4 por ver)' }));
  return visibleDialog();
}

/** The popover once its opening transition has made it visible. */
async function visibleDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

describe('NotificationsBell (spec 000 §2.4)', () => {
  it('shows the total on the bell and the groups by type with their counts', async () => {
    serveNotifications();
    const user = userEvent.setup();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notificações (4 por ver)' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-indicator')).toHaveTextContent('4');

    const dialog = await openBell(user);
    // Groups in the server's order; the heading reads the type's label and the count.
    expect([...dialog.querySelectorAll('section')].map((section) => section.dataset.tipo)).toEqual([
      'VACINACAO',
      'OUTRO_TIPO',
    ]);
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Vacinação 3 por ver' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Outro tipo 1 por ver' }),
    ).toBeInTheDocument();
    const vacinacao = within(dialog).getByRole('region', { name: 'Vacinação 3 por ver' });
    expect(within(vacinacao).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getAllByText('Nova')).toHaveLength(3);
  });

  it('shows ALTA as danger, the sanitised message and the creation time as HH:mm dd/MM/yyyy', async () => {
    serveNotifications();
    const user = userEvent.setup();
    renderBell();
    const dialog = await openBell(user);
    const [alta, normal] = within(dialog).getAllByTestId('notificacao');
    expect(alta).toHaveAttribute('data-importancia', 'ALTA');
    expect(within(alta as HTMLElement).getByText('Importância alta')).toBeInTheDocument();
    expect(within(alta as HTMLElement).getByRole('link', { name: 'Vacinação devolvida' })).toHaveStyle({
      color: 'var(--mantine-color-red-text)',
    });
    expect(normal).toHaveAttribute('data-importancia', 'NORMAL');
    expect(within(normal as HTMLElement).queryByText('Importância alta')).not.toBeInTheDocument();

    // Lisbon summer time is UTC+1, winter time UTC+0.
    expect(within(alta as HTMLElement).getByText('12:50 01/06/2025')).toHaveAttribute(
      'datetime',
      '2025-06-01T11:50:00.000Z',
    );
    expect(within(normal as HTMLElement).getByText('09:05 15/01/2025')).toBeInTheDocument();

    expect(within(alta as HTMLElement).getByText('V-12').tagName).toBe('B');
    expect(dialog.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opening one marks it seen and follows its link with the fragment', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls = serveNotifications();
    const user = userEvent.setup();
    const { router } = renderBell();
    const dialog = await openBell(user);
    await user.click(within(dialog).getByRole('link', { name: 'Vacinação devolvida' }));

    expect(await screen.findByText('detalhe da vacinação')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consultar/vacinacoes/12');
    expect(router.state.location.hash).toBe('#amostras');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/notificacoes/11');
    expect(patch?.body).toBe(JSON.stringify({ vista: true }));
    expect(patch?.headers.get('X-XSRF-TOKEN')).toBe('t1');
    expect(await screen.findByRole('button', { name: 'Notificações (3 por ver)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a notification without a link is opened with a button that marks it seen', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls = serveNotifications();
    const user = userEvent.setup();
    const { router } = renderBell();
    const dialog = await openBell(user);
    await user.click(within(dialog).getByRole('button', { name: 'Aviso' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/notificacoes/21')).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/inicio');
    expect(await screen.findByRole('button', { name: 'Notificações (3 por ver)' })).toBeInTheDocument();
  });

  it('"Marcar todas como vistas" marks them all and empties the list', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls = serveNotifications();
    const user = userEvent.setup();
    renderBell();
    const dialog = await openBell(user);
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como vistas' }));
    expect(await within(dialog).findByText('Não tem notificações novas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações (0 por ver)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como vistas' })).toBeDisabled();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/notificacoes/marcarTodasComoVistas');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('t1');
  });

  it('"Ver todas" loads the rest of a group with obterNovasPorTipo', async () => {
    const calls = serveNotifications();
    const user = userEvent.setup();
    renderBell();
    const dialog = await openBell(user);
    await user.click(within(dialog).getByRole('button', { name: 'Ver todas (3)' }));
    expect(await within(dialog).findByText('A terceira')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/notificacoes/obterNovasPorTipo/?tipo=VACINACAO');
    expect(within(dialog).queryByRole('button', { name: 'Ver todas (3)' })).not.toBeInTheDocument();
  });

  it('is usable with the keyboard: Enter opens, Tab stays inside, Escape closes and returns focus', async () => {
    serveNotifications();
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações (4 por ver)' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    await user.tab();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await visibleDialog();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('shows no count and an empty list when there is nothing new', async () => {
    serveNotifications({ total: 0, grupos: [] });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notificações (0 por ver)' }));
    expect(await screen.findByText('Não tem notificações novas.')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-indicator')).not.toHaveTextContent('0');
  });

  it('asks again every 60 s, raises no toast when the poll fails, and ends the session on a 401', async () => {
    expect(novasNotificacoesQueryOptions().refetchInterval).toBe(60_000);

    setSessionUser(makeUser(['ROLE_MV'], 'ROLE_MV'));
    setSessionRole('ROLE_MV');
    const calls = mockFetch(() => apiError(401, 'É necessário autenticar-se.'));
    renderBell();
    await waitFor(() => expect(getSession().user).toBeNull());
    expect(calls[0]?.url).toBe('/api/notificacoes/obterNovas?role=ROLE_MV');
    expect(screen.queryByText(/É necessário autenticar-se/)).not.toBeInTheDocument();
  });
});

describe('withoutNotificacao', () => {
  it('removes one notification, lowers the counts and drops an emptied group', () => {
    const afterOne = withoutNotificacao(NOVAS, 21);
    expect(afterOne.total).toBe(3);
    expect(afterOne.grupos.map((g) => g.tipo)).toEqual(['VACINACAO']);
    const afterTwo = withoutNotificacao(afterOne, 11);
    expect(afterTwo).toMatchObject({ total: 2, grupos: [{ contagem: 2 }] });
    expect(withoutNotificacao(afterTwo, 999)).toEqual(afterTwo);
  });
});
