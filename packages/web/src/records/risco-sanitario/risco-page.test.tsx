import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../../test/render-record.tsx';
import { makeRisco, renderRisco, serveRisco } from './risco-fixtures.test-support.tsx';

function managementButtons(): string[] {
  return within(screen.getByRole('group', { name: 'Gestão' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

// A whole screen with lazy routes and Mantine inputs: seconds per test when files run in parallel.
describe('sanitary-risk screen (spec 002 §2, §5; issue 15)', { timeout: 60_000 }, () => {
  it('a regional service reads a record: breadcrumb, read-only fields and tree, only Voltar, the parish history', async () => {
    serveRisco(makeRisco());
    renderRisco('/consultar/risco-sanitario/8', 'ROLE_SVL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risco sanitário' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Localização' })).toHaveTextContent(
      'Início/Consultar/Risco sanitário/Gripe aviária de alta patogenicidade — Elevado',
    );
    expect(screen.getByRole('textbox', { name: 'Doença' })).toHaveValue(
      'Gripe aviária de alta patogenicidade',
    );
    expect(screen.getByRole('textbox', { name: 'Início do nível' })).toHaveValue('10/01/2026');
    const tree = await screen.findByRole('tree', { name: 'Freguesias' });
    expect(within(tree).getByRole('treeitem', { name: /^Aveiro/ })).toBeInTheDocument();
    expect(within(tree).queryByRole('treeitem', { name: /^Beja/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Filtrar' })).not.toBeInTheDocument();
    expect(screen.getByText('2 freguesias selecionadas')).toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar']);
    expect(screen.getByTestId('alteracao-freguesias')).toHaveTextContent(
      '2 freguesias adicionadas: Aguada de Cima, Fermentelos',
    );
  });

  it('Guardar on an empty form lists what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const server = serveRisco(makeRisco());
    renderRisco('/registar/risco-sanitario', 'ROLE_SIGSA');
    await screen.findByRole('tree', { name: 'Freguesias' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('O campo Doença é obrigatório.')).toBeInTheDocument();
    expect(screen.getAllByText('Selecione pelo menos uma freguesia.').length).toBeGreaterThan(0);
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('warns of parishes another record covers, and saves all the same with the codes and the version', async () => {
    const user = userEvent.setup();
    const server = serveRisco(makeRisco({}, { GUARDAR: true }), {
      '010109': { registo: 3, classificacao: 1 },
    });
    renderRisco('/consultar/risco-sanitario/8', 'ROLE_SIGSA');
    expect(
      await screen.findByText(/1 freguesia selecionada já tem outro nível de risco em vigor .* Fermentelos/),
    ).toBeInTheDocument();
    // The record being edited is left out of the level in force it is compared with.
    const nivel = server.calls.find((c) => c.url.includes('nivelEmVigor'));
    expect(new URL(nivel?.url ?? '', 'http://x').searchParams.get('excluir')).toBe('8');

    const tree = screen.getByRole('tree', { name: 'Freguesias' });
    const beja = within(tree).getByRole('treeitem', { name: /^Beja/ });
    beja.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('3 freguesias selecionadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastBody(server.calls, 'PATCH', '/riscoSanitario/8/save')).toMatchObject({
        version: 2,
        doenca: 3,
        classificacao: 2,
        freguesias: ['010103', '010109', '020401'],
        dataInicioClassificacao: '2026-01-10',
        observacao: 'Foco',
      }),
    );
  });
});
