import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { CategoryEditModal } from './category-edit-modal.tsx';
import { ReportLoadModal } from './report-load-modal.tsx';
import { ReportSaveModal } from './report-save-modal.tsx';

const CATEGORY = {
  id: 3,
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
    const first = renderWithProviders(
      <CategoryEditModal
        opened
        entity="exploracoes"
        category={null}
        pai={null}
        onClose={vi.fn()}
        onSaved={vi.fn()}
        onRemoved={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Gravar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Sul');
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeEnabled();
    first.unmount();
    renderWithProviders(
      <CategoryEditModal
        opened
        entity="exploracoes"
        category={CATEGORY}
        pai={null}
        onClose={vi.fn()}
        onSaved={vi.fn()}
        onRemoved={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Remover' })).toBeInTheDocument();
  });
});
