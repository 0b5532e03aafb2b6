import type { Role } from '@sigsa/domain/access/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { apiError, json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import type { Comentario } from './comments-api.ts';
import { CommentsPanel } from './comments-panel.tsx';
import { mockXhr } from './xhr-mock.test-support.ts';

const HREF = '/api/vacinacoes/1/comentarios';

function comentario(id: number, extra: Partial<Comentario> = {}): Comentario {
  return {
    id,
    comentario: `Comentário ${id}`,
    createdBy: { username: 'mv', nome: 'Maria Vet' },
    // Summer time in Lisbon: 13:05 UTC is 14:05 on the wall clock.
    createdOn: '2026-07-01T13:05:00.000Z',
    perfisComAcesso: ['ROLE_ANY'],
    anexos: [],
    _links: {
      self: { href: `/api/comentarios/${id}` },
      anexos: { href: `/api/comentarios/${id}/anexos/anexos` },
    },
    ...extra,
  };
}

const ROLES = [
  { nome: 'ROLE_SIGSA', descricao: 'SIGSA — Autoridade Nacional' },
  { nome: 'ROLE_MV', descricao: 'Médico Veterinário' },
  { nome: 'ROLE_SVL', descricao: 'Serviços Veterinários Locais' },
];

interface Server {
  calls: FetchCall[];
  comments: Comentario[];
}

/** Serves the comments of vaccination 1 (newest first unless asked ascending), roles and attachments. */
function serve(
  initial: Comentario[],
  options: { failComment?: boolean; failAttachment?: boolean } = {},
): Server {
  mockXhr();
  const server: Server = { calls: [], comments: [...initial] };
  server.calls = mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === HREF && call.method === 'GET') {
      const size = Number(url.searchParams.get('size'));
      const asc = url.searchParams.get('sort') === 'createdOn,asc';
      const ordered = asc ? [...server.comments].reverse() : server.comments;
      return json(200, {
        _embedded: { comentarios: ordered.slice(0, size) },
        page: { number: 0, size, totalElements: server.comments.length, totalPages: 1 },
        _links: { self: { href: HREF } },
      });
    }
    if (url.pathname === HREF && call.method === 'POST') {
      if (options.failComment) return apiError(400, 'O comentário é obrigatório.');
      const body = JSON.parse(bodyText(call)) as { comentario: string; perfisComAcesso: string[] };
      const created = comentario(77, { comentario: body.comentario, perfisComAcesso: body.perfisComAcesso });
      server.comments = [created, ...server.comments];
      return json(201, created);
    }
    if (url.pathname === '/api/utilizadores/roles') return json(200, ROLES);
    if (url.pathname === '/api/comentarios/77/anexos/anexos' && call.method === 'POST') {
      if (options.failAttachment) return apiError(415, 'Tipo de ficheiro não permitido.');
      return json(201, { href: '/api/comentarios/77/anexos/anexos/9', nome: 'guia.pdf', id: 9 });
    }
    return undefined;
  });
  return server;
}

/** The JSON text a call sent. */
function bodyText(call: FetchCall | undefined): string {
  return typeof call?.body === 'string' ? call.body : '';
}

function signIn(role: Role) {
  setSessionUser(makeUser([role], role));
  setSessionRole(role);
}

const requests = (server: Server, method: string, path: string) =>
  server.calls.filter(
    (call) => call.method === method && new URL(call.url, 'http://localhost').pathname === path,
  );

// Typing into Mantine inputs takes seconds when test files run in parallel.
describe('CommentsPanel (spec 000 §2.6, §6, §7.2; 001 §3.3, §6)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
  });

  it('lists the latest 10 comments newest first, with text, date, author and attachment links', async () => {
    const user = userEvent.setup();
    signIn('ROLE_MV');
    const server = serve([
      comentario(2, {
        comentario: 'Animais observados.\nSem sinais clínicos.',
        anexos: [{ id: 9, nome: 'guia.pdf', href: '/api/comentarios/2/anexos/anexos/9' }],
        perfisComAcesso: undefined,
      }),
      comentario(1, { createdBy: { username: 'svl', nome: 'Rui Serviços' } }),
    ]);
    renderWithProviders(<CommentsPanel comentariosHref={HREF} role="ROLE_MV" />);
    const region = screen.getByRole('region', { name: 'Observações / anexar documentos' });
    const items = await within(region).findAllByTestId('comment');
    expect(items).toHaveLength(2);
    const [get] = requests(server, 'GET', HREF);
    const query = Object.fromEntries(new URL(get?.url ?? '', 'http://localhost').searchParams);
    expect(query).toEqual({ page: '0', size: '10', sort: 'createdOn,desc', role: 'ROLE_MV' });

    const [first, second] = items;
    if (!first || !second) throw new Error('comentários em falta');
    expect(first).toHaveTextContent('Animais observados. Sem sinais clínicos.');
    expect(first).toHaveTextContent('14:05 01/07/2026');
    expect(within(first).getByTestId('comment-author')).toHaveTextContent(/^Maria Vet$/);
    expect(within(first).getByRole('link', { name: 'guia.pdf' })).toHaveAttribute(
      'href',
      '/api/comentarios/2/anexos/anexos/9?role=ROLE_MV',
    );
    expect(within(second).getByTestId('comment-author')).toHaveTextContent(/^Rui Serviços$/);
    expect(screen.queryByText(/Perfis com acesso/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver todos' })).not.toBeInTheDocument();

    const toggle = within(region).getByRole('button', { name: 'Observações / anexar documentos' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the authority roles who may see each comment, in a tooltip on the author', async () => {
    const user = userEvent.setup();
    signIn('ROLE_SIGSA');
    serve([
      comentario(2, { perfisComAcesso: ['ROLE_SVL', 'ROLE_MV'] }),
      comentario(1, { perfisComAcesso: ['ROLE_ANY'] }),
    ]);
    renderWithProviders(<CommentsPanel comentariosHref={HREF} />);
    const [restricted, open] = await screen.findAllByTestId('comment-author');
    expect(restricted).toHaveTextContent(
      'Maria Vet (Perfis com acesso: Serviços Veterinários Locais, Médico Veterinário)',
    );
    expect(open).toHaveTextContent('Maria Vet (Perfis com acesso: Todos os perfis)');
    // The panel toggle, the add button, then the first author.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(restricted).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Perfis com acesso: Serviços Veterinários Locais, Médico Veterinário',
    );
  });

  it('"Ver todos" asks for 1000 comments oldest first', async () => {
    const user = userEvent.setup();
    signIn('ROLE_MV');
    const server = serve(Array.from({ length: 12 }, (_, i) => comentario(12 - i)));
    renderWithProviders(<CommentsPanel comentariosHref={HREF} />);
    expect(await screen.findAllByTestId('comment')).toHaveLength(10);
    expect(screen.getByText('A mostrar 10 de 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(12));
    const last = requests(server, 'GET', HREF).at(-1);
    const query = Object.fromEntries(new URL(last?.url ?? '', 'http://localhost').searchParams);
    expect(query).toEqual({ page: '0', size: '1000', sort: 'createdOn,asc', role: 'ROLE_MV' });
    expect(screen.getAllByTestId('comment')[0]).toHaveTextContent('Comentário 1');
  });

  it('an authority role adds a comment for chosen profiles with an attachment, then the list reloads', async () => {
    const user = userEvent.setup();
    signIn('ROLE_SIGSA');
    const server = serve([comentario(1)]);
    renderWithProviders(<CommentsPanel comentariosHref={HREF} />);
    await screen.findAllByTestId('comment');
    await user.click(screen.getByRole('button', { name: 'Adicionar notificação / observação' }));
    const form = screen.getByRole('form', { name: 'Nova observação' });
    expect(within(form).getByRole('textbox', { name: /Observação/ })).toBeRequired();
    expect(within(form).queryByText('O comentário é obrigatório.')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Gravar' }));
    expect(within(form).getByText('O comentário é obrigatório.')).toBeInTheDocument();
    expect(requests(server, 'POST', HREF)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Observação/ }), 'Vacinação confirmada.');
    const profiles = within(form).getByRole('textbox', { name: 'Perfis com acesso' });
    await user.click(profiles);
    await user.click(await screen.findByRole('option', { name: 'Médico Veterinário', hidden: true }));
    await user.upload(within(form).getByTestId('document-input-file'), new File(['%PDF'], 'guia.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Gravar' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Nova observação' })).not.toBeInTheDocument(),
    );
    const [post] = requests(server, 'POST', HREF);
    expect(new URL(post?.url ?? '', 'http://localhost').searchParams.get('role')).toBe('ROLE_SIGSA');
    expect(JSON.parse(bodyText(post))).toEqual({
      comentario: 'Vacinação confirmada.',
      perfisComAcesso: ['ROLE_MV'],
      role: 'ROLE_SIGSA',
    });
    const [upload] = requests(server, 'POST', '/api/comentarios/77/anexos/anexos');
    expect(upload?.url).toBe('/api/comentarios/77/anexos/anexos?role=ROLE_SIGSA');
    expect(upload?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(2));
    expect(screen.getAllByTestId('comment')[0]).toHaveTextContent('Vacinação confirmada.');
  });

  it('other roles choose no profiles: the comment goes to ROLE_ANY and the roles are not asked for', async () => {
    const user = userEvent.setup();
    signIn('ROLE_MV');
    const server = serve([]);
    renderWithProviders(<CommentsPanel comentariosHref={HREF} />);
    expect(await screen.findByText('Sem observações.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Adicionar notificação / observação' }));
    const form = screen.getByRole('form', { name: 'Nova observação' });
    expect(within(form).queryByRole('textbox', { name: 'Perfis com acesso' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Observação/ }), 'Nota');
    await user.click(within(form).getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const [post] = requests(server, 'POST', HREF);
    expect(JSON.parse(bodyText(post))).toEqual({
      comentario: 'Nota',
      perfisComAcesso: ['ROLE_ANY'],
      role: 'ROLE_MV',
    });
    expect(requests(server, 'GET', '/api/utilizadores/roles')).toHaveLength(0);
  });

  it('a failed comment save shows "Erro ao guardar comentário. Comentário não guardado." and keeps the form', async () => {
    const user = userEvent.setup();
    signIn('ROLE_MV');
    const server = serve([], { failComment: true });
    renderWithProviders(<CommentsPanel comentariosHref={HREF} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar notificação / observação' }));
    const form = screen.getByRole('form', { name: 'Nova observação' });
    await user.type(within(form).getByRole('textbox', { name: /Observação/ }), 'Nota');
    await user.upload(within(form).getByTestId('document-input-file'), new File(['%PDF'], 'guia.pdf'));
    await user.click(within(form).getByRole('button', { name: 'Gravar' }));
    const toast = (await screen.findByText('Erro ao guardar comentário. Comentário não guardado.')).closest(
      '.mantine-Notification-root',
    );
    expect(toast).toHaveTextContent(/^Erro/);
    expect(screen.getByRole('form', { name: 'Nova observação' })).toBeInTheDocument();
    expect(requests(server, 'POST', '/api/comentarios/77/anexos/anexos')).toHaveLength(0);
  });

  it('failed attachments show "Houve um erro a guardar os anexos."; saving again does not post the comment twice', async () => {
    const user = userEvent.setup();
    signIn('ROLE_MV');
    const server = serve([], { failAttachment: true });
    renderWithProviders(<CommentsPanel comentariosHref={HREF} />);
    await user.click(screen.getByRole('button', { name: 'Adicionar notificação / observação' }));
    const form = screen.getByRole('form', { name: 'Nova observação' });
    await user.type(within(form).getByRole('textbox', { name: /Observação/ }), 'Nota');
    await user.upload(within(form).getByTestId('document-input-file'), new File(['MZ'], 'virus.exe'));
    await user.click(within(form).getByRole('button', { name: 'Gravar' }));

    const toast = (await screen.findByText('Houve um erro a guardar os anexos.')).closest(
      '.mantine-Notification-root',
    );
    expect(toast).toHaveTextContent(/^Erro/);
    expect(
      within(form).getByText('Ocorreu um erro ao guardar o documento, por favor tente novamente.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Tipo de ficheiro não permitido.')).toBeInTheDocument();
    // The comment itself is saved and listed.
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));

    await user.click(within(form).getByRole('button', { name: 'Remover virus.exe' }));
    await user.click(within(form).getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(requests(server, 'POST', HREF)).toHaveLength(1);
  });
});
