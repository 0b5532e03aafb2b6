import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { ManualIdModal } from './manual-id-modal.tsx';
import { CategoryEditModal, type CategoryEditModalProps } from './category-edit-modal.tsx';
import { ReportLoadModal } from './report-load-modal.tsx';
import { ReportSaveModal } from './report-save-modal.tsx';

const CATEGORY = {
  id: 3,
  version: 4,
  nome: 'Norte',
  descricao: null,
  pai: null,
  entidade: 'exploracoes',
  subCategorias: [],
  relatorios: [
    {
      id: 9,
      uuid: 'abc',
      nome: 'Bovinos do Norte',
      categoria: 3,
      entidade: 'exploracoes',
      filtrosJson: '{"filters":[],"columns":null}',
      createdBy: 'teste',
      partilhadoComUtilizadores: [],
      partilhadoComPerfis: [],
      _links: { self: { href: '/api/relatorios/9' } },
    },
  ],
  _links: { self: { href: '/api/categoriasRelatorios/3' } },
};

function serveCategories(categories: unknown[]) {
  return mockFetch(({ url }) => {
    if (url.startsWith('/api/categoriasRelatorios?'))
      return json(200, { _embedded: { categoriasRelatorios: categories } });
    return undefined;
  });
}

/** "Nova categoria" / "Editar categoria" for exploracoes, opened. */
function renderCategoryModal(props: Partial<CategoryEditModalProps> = {}) {
  return renderWithProviders(
    <CategoryEditModal
      opened
      entity="exploracoes"
      category={null}
      pai={null}
      onClose={vi.fn()}
      onSaved={vi.fn()}
      onRemoved={vi.fn()}
      {...props}
    />,
  );
}

function signIn() {
  setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
  setSessionRole('ROLE_SIGSA');
}

describe('report modals (spec 000 §2.5, §5)', () => {
  it('"Guardar filtros como relatório": Gravar disabled until name and category; required shown only when touched', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = serveCategories([CATEGORY]);
    renderWithProviders(
      <ReportSaveModal
        opened
        entity="exploracoes"
        reportId={null}
        filtrosJson="{}"
        onClose={vi.fn()}
        onSaved={vi.fn()}
        onRemoved={vi.fn()}
      />,
    );
    const gravar = await screen.findByRole('button', { name: 'Gravar' });
    expect(gravar).toBeDisabled();
    expect(screen.queryByText('Este campo é obrigatório')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
    expect(screen.queryByText('Partilha')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar categoria' })).not.toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: /Nome do relatório/ });
    expect(name).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Categoria/ })).toBeRequired();
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.type(name, 'Relatório A');
    expect(gravar).toBeDisabled();

    await waitFor(() => expect(calls.some((c) => c.url.includes('categoriasRelatorios'))).toBe(true));
    await user.type(screen.getByRole('textbox', { name: /Categoria/ }), 'Nor');
    await user.click(await screen.findByRole('option', { name: 'Norte', hidden: true }, { timeout: 3000 }));
    expect(gravar).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Editar categoria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova categoria' })).toBeInTheDocument();
  }, 20_000);

  it('"Guardar filtros como relatório": Gravar posts what the report schema parsed', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/categoriasRelatorios?'))
        return json(200, { _embedded: { categoriasRelatorios: [CATEGORY] } });
      if (url.startsWith('/api/relatorios?') && method === 'POST') return json(201, CATEGORY.relatorios[0]);
      if (url.startsWith('/api/relatorios/9')) return json(200, CATEGORY.relatorios[0]);
      return undefined;
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <ReportSaveModal
        opened
        entity="exploracoes"
        reportId={null}
        filtrosJson="{}"
        onClose={vi.fn()}
        onSaved={onSaved}
        onRemoved={vi.fn()}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: /Nome do relatório/ }), ' Relatório A ');
    await user.click(screen.getByRole('textbox', { name: /Categoria/ }));
    await user.click(await screen.findByRole('option', { name: 'Norte', hidden: true }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body as string)).toEqual({
      nome: 'Relatório A',
      categoria: 3,
      entidade: 'exploracoes',
      filtrosJson: '{}',
      uuid: null,
      partilhadoComUtilizadores: [],
      partilhadoComPerfis: [],
    });
  }, 20_000);

  it('"Guardar filtros como relatório" on a loaded report: its name and category fill the form once it arrives', async () => {
    signIn();
    let answer: (response: Response) => void = () => undefined;
    const report = new Promise<Response>((resolve) => (answer = resolve));
    mockFetch(({ url }) => {
      if (url.startsWith('/api/categoriasRelatorios?'))
        return json(200, { _embedded: { categoriasRelatorios: [CATEGORY] } });
      if (url.startsWith('/api/relatorios/9')) return report;
      return undefined;
    });
    renderWithProviders(
      <ReportSaveModal
        opened
        entity="exploracoes"
        reportId={9}
        filtrosJson="{}"
        onClose={vi.fn()}
        onSaved={vi.fn()}
        onRemoved={vi.fn()}
      />,
    );
    const name = await screen.findByRole('textbox', { name: /Nome do relatório/ });
    expect(name).toHaveValue('');
    answer(json(200, CATEGORY.relatorios[0]));
    await waitFor(() => expect(name).toHaveValue('Bovinos do Norte'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gravar' })).toBeEnabled());
  });

  it('"Carregar filtros guardados": Carregar disabled until a report is chosen; import needs an ID', async () => {
    const user = userEvent.setup();
    signIn();
    serveCategories([CATEGORY]);
    const onLoad = vi.fn();
    renderWithProviders(<ReportLoadModal opened entity="exploracoes" onClose={vi.fn()} onLoad={onLoad} />);
    const carregar = await screen.findByRole('button', { name: 'Carregar' });
    expect(carregar).toBeDisabled();
    await user.click(await screen.findByText('Bovinos do Norte'));
    expect(carregar).toBeEnabled();
    await user.click(carregar);
    expect(onLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));

    const importar = screen.getByRole('button', { name: 'Importar' });
    expect(importar).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: /ID do relatório/ }));
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /ID do relatório/ }), 'abc');
    expect(importar).toBeEnabled();
  });

  it('"Carregar filtros guardados" says "Nenhum relatório disponível." when there is none', async () => {
    signIn();
    serveCategories([{ ...CATEGORY, relatorios: [] }]);
    renderWithProviders(<ReportLoadModal opened entity="exploracoes" onClose={vi.fn()} onLoad={vi.fn()} />);
    expect(await screen.findByText('Nenhum relatório disponível.')).toBeInTheDocument();
  });

  it('"Editar categoria": name required; Remover only for an existing category', async () => {
    const user = userEvent.setup();
    signIn();
    mockFetch(() => undefined);
    const first = renderCategoryModal();
    expect(await screen.findByRole('button', { name: 'Gravar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Descrição/ })).not.toBeRequired();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Sul');
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeEnabled();
    first.unmount();
    renderCategoryModal({ category: CATEGORY });
    expect(await screen.findByRole('button', { name: 'Remover' })).toBeInTheDocument();
  });

  it('"Editar categoria": Remover deletes it; a refused save keeps the modal open with its values', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = mockFetch(({ url, method }) => {
      if (url.startsWith('/api/categoriasRelatorios/3') && method === 'DELETE') return json(204, null);
      if (url.startsWith('/api/categoriasRelatorios/3') && method === 'PUT')
        return apiError(409, 'Foi encontrado um conflito nos dados submetidos');
      return undefined;
    });
    const onSaved = vi.fn();
    const onRemoved = vi.fn();
    renderCategoryModal({ category: CATEGORY, onSaved, onRemoved });
    const name = await screen.findByRole('textbox', { name: /^Nome/ });
    expect(name).toHaveValue('Norte');
    await user.clear(name);
    await user.type(name, 'Norte e Centro');
    await user.click(screen.getByRole('button', { name: 'Gravar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(typeof put?.body).toBe('string');
    // The version it was read at goes back: a change made meanwhile is refused (409), not overwritten.
    expect(JSON.parse(put?.body as string)).toMatchObject({
      nome: 'Norte e Centro',
      entidade: 'exploracoes',
      version: 4,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gravar' })).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(name).toHaveValue('Norte e Centro');

    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(3));
    expect(
      calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url, 'http://localhost').pathname),
    ).toEqual(['/api/categoriasRelatorios/3']);
  });

  it('a reopened form starts untouched: no "Este campo é obrigatório" until the field is left empty again', async () => {
    const user = userEvent.setup();
    signIn();
    mockFetch(() => undefined);
    function Harness() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Abrir
          </button>
          <CategoryEditModal
            opened={opened}
            entity="exploracoes"
            category={null}
            pai={null}
            onClose={() => setOpened(false)}
            onSaved={vi.fn()}
            onRemoved={vi.fn()}
          />
        </>
      );
    }
    renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('textbox', { name: /^Nome/ }));
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Nome/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('');
    expect(screen.queryByText('Este campo é obrigatório')).not.toBeInTheDocument();
  });

  it('manual identifier prompt: Guardar disabled while empty, then gives the trimmed identifier', async () => {
    const user = userEvent.setup();
    signIn();
    mockFetch(() => undefined);
    const onConfirm = vi.fn();
    renderWithProviders(<ManualIdModal opened onClose={vi.fn()} onConfirm={onConfirm} />);
    const guardar = await screen.findByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /Identificador/ });
    expect(field).toBeRequired();
    await user.click(field);
    await user.tab();
    expect(await screen.findByText('Este campo é obrigatório')).toBeInTheDocument();
    await user.type(field, ' PT123 ');
    await user.click(guardar);
    expect(onConfirm).toHaveBeenCalledWith('PT123');
  });
});
