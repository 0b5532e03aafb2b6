import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  lastBody,
  makeVacinacao,
  renderVacinacao,
  serveVacinacao,
} from './vacinacao-fixtures.test-support.tsx';

const LINE = {
  id: 100,
  sequencia: 1,
  tipo: 'INDIVIDUAL' as const,
  identificacao: 'PT123',
  idade: 70,
  quantidadeAnimais: null,
  esquemaVacinacao: { id: 11, nome: 'Primovacinação' },
  etapaVacinacao: { id: 21, nome: '1.ª dose' },
};

function managementButtons(): string[] {
  return within(screen.getByRole('group', { name: 'Gestão' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function confirmDialog(user: ReturnType<typeof userEvent.setup>, message: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
  expect(within(dialog).getByText(message)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

// A whole screen with lazy routes and Mantine inputs: seconds per test when files run in parallel.
describe('vaccination screen (spec 002 §2, §4, §5)', { timeout: 60_000 }, () => {
  it('loads the record before opening: breadcrumb with the number, state, fields and the author’s buttons', async () => {
    const server = serveVacinacao(
      makeVacinacao({ vacinasAplicadas: [LINE] }, { GUARDAR: true, SUBMETER: true }),
    );
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_MV');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacinação' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Localização' });
    expect(crumbs).toHaveTextContent('Início/Consultar/Vacinação/VAC/000005');
    expect(screen.getByText('Inicial')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Exploração/ })).toHaveValue('AB12C – Herdade do Monte');
    expect(screen.getByRole('textbox', { name: /Lotes/ })).toHaveValue('L-1');
    expect(screen.getByRole('textbox', { name: /Data de vacinação/ })).toHaveValue('10/01/2026');
    expect(managementButtons()).toEqual(['Voltar', 'Guardar', 'Submeter']);
    const record = server.calls.find((c) => new URL(c.url, 'http://x').pathname === '/api/vacinacoes/5');
    expect(new URL(record?.url ?? '', 'http://x').searchParams.get('projection')).toBe('fullMV');
  });

  it('Guardar asks "Confirma que pretende gravar?", then saves with the version and toasts the success', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(
      makeVacinacao({ vacinasAplicadas: [LINE] }, { GUARDAR: true, SUBMETER: true }),
    );
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_MV');
    const lotes = await screen.findByRole('textbox', { name: /Lotes/ });
    await user.clear(lotes);
    await user.type(lotes, 'L-2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmDialog(user, 'Confirma que pretende gravar?');
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'PATCH', '/vacinacoes/5/save')).toMatchObject({
      version: 3,
      role: 'ROLE_MV',
      exploracao: 'AB12C',
      medicoVeterinario: 7,
      lotes: 'L-2',
      especies: [1],
      vacinasAplicadas: [
        {
          id: 100,
          tipo: 'INDIVIDUAL',
          identificacao: 'PT123',
          idade: 70,
          esquemaVacinacao: 11,
          etapaVacinacao: 21,
        },
      ],
    });
    const patch = server.calls.find((c) => c.method === 'PATCH');
    expect(new URL(patch?.url ?? '', 'http://x').searchParams.get('role')).toBe('ROLE_MV');
  });

  it('refuses to submit without any line, with the spec message, and calls nothing', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(makeVacinacao({}, { GUARDAR: true, SUBMETER: true }));
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    expect(
      await screen.findByText(
        'Não é possível submeter o registo, deve registar a identificação dos animais!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('submits after "Deseja confirmar?" with the version, and the form follows the reply', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(
      makeVacinacao({ vacinasAplicadas: [LINE] }, { GUARDAR: true, SUBMETER: true }),
      {
        transitions: { submeter: { estado: 'SUBMETIDO', permissoes: { CONSULTAR: true } } },
      },
    );
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    await confirmDialog(user, 'Deseja confirmar?');
    expect(await screen.findByText('Registo submetido.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/vacinacoes/5/submeter')).toEqual({ version: 3 });
    expect(await screen.findByText('Submetido')).toBeInTheDocument();
    // No GUARDAR any more: read-only, only Voltar left.
    expect(managementButtons()).toEqual(['Voltar']);
    expect(screen.getByRole('textbox', { name: /Lotes/ })).toHaveAttribute('readonly');
  });

  it('Arquivar asks "Deseja confirmar?", sends the version and shows the Arquivado badge; Desarquivar undoes it', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(
      makeVacinacao({ estado: 'VALIDO', vacinasAplicadas: [LINE] }, { CONSULTAR: true, ARQUIVAR: true }),
      {
        transitions: {
          arquivar: { arquivado: true, permissoes: { CONSULTAR: true, DESARQUIVAR: true } },
          desarquivar: { arquivado: false, permissoes: { CONSULTAR: true, ARQUIVAR: true } },
        },
      },
    );
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_SIGSA');
    expect(await screen.findByText('Válido')).toBeInTheDocument();
    expect(screen.queryByText('Arquivado')).not.toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Arquivar']);
    await user.click(screen.getByRole('button', { name: 'Arquivar' }));
    await confirmDialog(user, 'Deseja confirmar?');
    expect(await screen.findByText('Registo arquivado.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/vacinacoes/5/arquivar')).toEqual({ version: 3 });
    expect(await screen.findByText('Arquivado')).toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Desarquivar']);
    await user.click(screen.getByRole('button', { name: 'Desarquivar' }));
    await confirmDialog(user, 'Deseja confirmar?');
    expect(await screen.findByText('Registo desarquivado.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/vacinacoes/5/desarquivar')).toEqual({ version: 4 });
    await waitFor(() => expect(screen.queryByText('Arquivado')).not.toBeInTheDocument());
  });

  it('with unsaved changes, Submeter saves them first and submits the new version', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(
      makeVacinacao({ vacinasAplicadas: [LINE] }, { GUARDAR: true, SUBMETER: true }),
      { transitions: { submeter: { estado: 'SUBMETIDO', permissoes: { CONSULTAR: true } } } },
    );
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_MV');
    await user.type(await screen.findByRole('textbox', { name: /Lotes/ }), '-B');
    expect(screen.getByText('Existem alterações por guardar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submeter' }));
    await confirmDialog(user, 'Deseja confirmar?');
    expect(await screen.findByText('Registo submetido.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'PATCH', '/vacinacoes/5/save')).toMatchObject({
      version: 3,
      lotes: 'L-1-B',
    });
    expect(lastBody(server.calls, 'POST', '/vacinacoes/5/submeter')).toEqual({ version: 4 });
  });

  it('is read-only for a reviewer (GUARDAR false): no edits, no line buttons; Validar, Devolver, Não validar', async () => {
    const record = makeVacinacao(
      { estado: 'SUBMETIDO', vacinasAplicadas: [LINE] },
      { VALIDAR: true, DEVOLVER: true, INVALIDAR: true },
    );
    serveVacinacao(record);
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_SIGSA');
    expect(await screen.findByText('Submetido')).toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Validar', 'Devolver', 'Não validar']);
    for (const name of [/Lotes/, /Exploração/, /Data de vacinação/, /Espécies/, /Observações/])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    // The line buttons are gone; the comments panel's "Adicionar notificação / observação" stays (reviewers comment).
    expect(
      screen.queryByRole('button', {
        name: /Adicionar (identificação individual|grupo de animais|múltiplos)/,
      }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.getByText('PT123')).toBeInTheDocument();
  });

  it('Devolver asks for a reason and sends {version, idMotivo, observacoes}; the latest return then shows', async () => {
    const user = userEvent.setup();
    const record = makeVacinacao(
      { estado: 'SUBMETIDO', vacinasAplicadas: [LINE] },
      { VALIDAR: true, DEVOLVER: true },
    );
    const server = serveVacinacao(record, {
      transitions: {
        devolver: {
          estado: 'DEVOLVIDO',
          permissoes: { CONSULTAR: true },
          devolucoes: [
            {
              id: 3,
              dataDevolucao: '2026-02-01T09:15:00.000Z',
              descricao: 'Falta um brinco',
              motivo: { id: 7, nome: 'Dados incompletos', descricao: 'Faltam dados obrigatórios' },
            },
          ],
        },
      },
    });
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_SIGSA');
    await user.click(await screen.findByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver registo' });
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo/ }));
    await user.click(await screen.findByRole('option', { name: 'Dados incompletos', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /Observações/ }), 'Falta um brinco');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo devolvido.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/vacinacoes/5/devolver')).toEqual({
      version: 3,
      idMotivo: 7,
      observacoes: 'Falta um brinco',
    });
    const devolucao = await screen.findByTestId('devolucao');
    expect(devolucao).toHaveTextContent('Dados incompletos');
    expect(devolucao).toHaveTextContent('Faltam dados obrigatórios');
    expect(devolucao).toHaveTextContent('Falta um brinco');
    expect(devolucao).toHaveTextContent('09:15 01/02/2026');
  });

  it('shows the history: who did what, under which role, from which state to which', async () => {
    serveVacinacao(makeVacinacao({ estado: 'SUBMETIDO' }, { CONSULTAR: true }), {
      history: [
        {
          id: 1,
          operacao: 'criar',
          estadoAnterior: null,
          estadoNovo: 'INICIAL',
          utilizador: 'mv',
          role: 'ROLE_MV',
          data: '2026-01-10T10:00:00.000Z',
          motivo: null,
        },
        {
          id: 2,
          operacao: 'submeter',
          estadoAnterior: 'INICIAL',
          estadoNovo: 'SUBMETIDO',
          utilizador: 'mv',
          role: 'ROLE_MV',
          data: '2026-01-11T10:00:00.000Z',
          motivo: null,
        },
      ],
    });
    renderVacinacao('/consultar/vacinacao/5', 'ROLE_SVL');
    const items = await screen.findAllByTestId('history-item');
    expect(items.map((item) => item.querySelector('.mantine-Timeline-itemTitle')?.textContent)).toEqual([
      'Criado',
      'Submetido',
    ]);
    expect(items[1]).toHaveTextContent('11/01/2026 · mv (Médico Veterinário)');
  });

  it('an unknown record shows the not-found answer instead of the screen', async () => {
    serveVacinacao(makeVacinacao());
    renderVacinacao('/consultar/vacinacao/99', 'ROLE_MV');
    expect(await screen.findByText(/404/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Vacinação' })).not.toBeInTheDocument();
  });
});

describe('vaccination create screen (spec 002 §2, §5, §6)', { timeout: 90_000 }, () => {
  it('starts with the authority user as veterinarian (ROLE_SIGSA), in INICIAL with number N.d.', async () => {
    serveVacinacao(makeVacinacao());
    renderVacinacao('/registar/vacinacao', 'ROLE_SIGSA', { id: 3, nome: 'Sofia Autoridade' });
    expect(await screen.findByRole('textbox', { name: /Médico veterinário/ })).toHaveValue(
      'Sofia Autoridade',
    );
    expect(screen.getByTestId('breadcrumb-numero')).toHaveTextContent('N.d.');
    expect(screen.getByText('Inicial')).toBeInTheDocument();
    expect(managementButtons()).toEqual(['Voltar', 'Guardar']);
  });

  it('leaves the veterinarian empty for a veterinarian role (ROLE_MV)', async () => {
    serveVacinacao(makeVacinacao());
    renderVacinacao('/registar/vacinacao', 'ROLE_MV', { id: 7, nome: 'Rui Veterinário' });
    expect(await screen.findByRole('textbox', { name: /Médico veterinário/ })).toHaveValue('');
  });

  it('the veterinarian picker searches only who may be a vet (veterinario=true, issue 13 gap 7)', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(makeVacinacao());
    renderVacinacao('/registar/vacinacao', 'ROLE_MV', { id: 7, nome: 'Rui Veterinário' });
    await user.type(await screen.findByRole('textbox', { name: /Médico veterinário/ }), 'Rui');
    await user.click(await screen.findByRole('option', { name: /Rui Veterinário/, hidden: true }));
    expect(screen.getByRole('textbox', { name: /Médico veterinário/ })).toHaveValue('Rui Veterinário');
    const searches = server.calls
      .map((c) => new URL(c.url, 'http://localhost'))
      .filter((u) => u.pathname === '/api/utilizadores/search/findUtilizadorByNomeOrNif');
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search.searchParams.get('veterinario')).toBe('true');
  });

  it('warns when the vaccine expiry is before today (allowed, spec 002 §5)', async () => {
    const user = userEvent.setup();
    serveVacinacao(makeVacinacao());
    renderVacinacao('/registar/vacinacao', 'ROLE_MV');
    const past = new Date();
    past.setDate(past.getDate() - 2);
    const text = `${String(past.getDate()).padStart(2, '0')}/${String(past.getMonth() + 1).padStart(2, '0')}/${past.getFullYear()}`;
    await user.type(await screen.findByRole('textbox', { name: /Validade da vacina/ }), text);
    const dialog = await screen.findByRole('dialog', { name: 'Validade da vacina' });
    expect(within(dialog).getByText('A data selecionada é anterior ao previsto.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('textbox', { name: /Validade da vacina/ })).toHaveValue(text);
  });

  it('marks every required field when Guardar is pressed on an empty form, and sends nothing', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(makeVacinacao());
    renderVacinacao('/registar/vacinacao', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('O campo Exploração (marca) é obrigatório.')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo é obrigatório').length).toBeGreaterThanOrEqual(9);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('creates a filled vaccination and goes to its detail route', async () => {
    const user = userEvent.setup();
    const server = serveVacinacao(makeVacinacao());
    const { router } = renderVacinacao('/registar/vacinacao', 'ROLE_SIGSA', {
      id: 3,
      nome: 'Sofia Autoridade',
    });
    await user.type(await screen.findByRole('textbox', { name: /Exploração/ }), 'AB');
    await user.click(await screen.findByRole('option', { name: /AB12C/, hidden: true }));
    const today = new Date();
    const dd = String(today.getDate()).padStart(2, '0');
    const mm = String(today.getMonth() + 1).padStart(2, '0');
    await user.type(
      screen.getByRole('textbox', { name: /Data de vacinação/ }),
      `${dd}/${mm}/${today.getFullYear()}`,
    );
    for (const [field, option] of [
      [/Estratégia/, 'Obrigatória'],
      [/Zona/, 'Zona A'],
      [/Vacina aplicada/, 'Vacina LA'],
      [/Espécies/, 'Bovino'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name: field }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    }
    await user.type(screen.getByRole('textbox', { name: /Lotes/ }), 'L-9');
    await user.type(
      screen.getByRole('textbox', { name: /Validade da vacina/ }),
      `${dd}/${mm}/${today.getFullYear() + 1}`,
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await confirmDialog(user, 'Confirma que pretende gravar?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultar/vacinacao/42'));
    await waitFor(() => expect(screen.getByTestId('breadcrumb-numero')).toHaveTextContent('VAC/000042'));
    expect(screen.getByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/vacinacoes/create')).toMatchObject({
      exploracao: 'AB12C',
      medicoVeterinario: 3,
      estrategiaVacinacao: 31,
      zonaVacinacao: 41,
      vacinaAplicada: 51,
      lotes: 'L-9',
      especies: [1],
      serie: 1,
      role: 'ROLE_SIGSA',
      vacinasAplicadas: [],
    });
  });
});
