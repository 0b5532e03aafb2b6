import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../../test/render-record.tsx';
import {
  DECLARACAO,
  makeNotificacao,
  renderNotificacao,
  serveNotificacao,
} from './notificacao-fixtures.test-support.tsx';

function managementButtons(): string[] {
  return within(screen.getByRole('group', { name: 'Gestão' }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function pickTipo(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('textbox', { name: /Tipo de animal/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** What each animal type shows besides the common fields (spec 002 §2). */
const SECTIONS: [string, RegExp[], string[]][] = [
  ['Doméstico de companhia', [/Identificação do animal/, /Nome do detentor/, /NIF/, /Espécie/], []],
  ['Doméstico assilvestrado', [/Nome de quem encontrou/, /Morada onde foi encontrado/], []],
  [
    'Doméstico de produção',
    [/Exploração/],
    ['Declaração de animais', 'Sinais clínicos de grupo', 'Sinais clínicos individuais'],
  ],
  ['Selvagem em cativeiro', [/Infraestrutura/], ['Sinais clínicos individuais']],
  ['Selvagem de vida livre', [/DSAVR/, /Programa ou plano/], ['Observações de animais']],
];

describe('notification screen (spec 002 §2, §4, §5)', { timeout: 60_000 }, () => {
  it.each(SECTIONS)('create: %s shows its fields and tables', async (tipo, fields, tables) => {
    const user = userEvent.setup();
    serveNotificacao(makeNotificacao());
    renderNotificacao('/registar/notificacao-suspeita-doenca', 'ROLE_MV');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notificação de suspeita de doença' }),
    ).toBeVisible();
    // An MV is the notifier (spec 002 §6): shown, not picked.
    expect(screen.getByRole('textbox', { name: /Notificador/ })).toHaveAttribute('readonly');
    await pickTipo(user, tipo);
    const variante = await screen.findByTestId('variante');
    for (const field of fields)
      expect(within(variante).getAllByRole('textbox', { name: field }).length).toBeGreaterThan(0);
    const headings = within(variante)
      .queryAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(tables);
    expect(managementButtons()).toEqual(['Voltar', 'Guardar']);
  });

  it('create: saves the production notification and opens its detail', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(makeNotificacao());
    const { router } = renderNotificacao('/registar/notificacao-suspeita-doenca', 'ROLE_MV');
    await pickTipo(user, 'Doméstico de produção');
    await user.click(screen.getAllByRole('radio', { name: 'Não' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/notificacoesSuspeitasDoencas/create')).toMatchObject({
      role: 'ROLE_MV',
      tipoAnimal: 'DOM_PRODUCAO',
      responsavelNotificacao: 7,
      realizadoTesteLaboratorial: false,
      serie: 3,
    });
    expect(lastBody(server.calls, 'POST', '/create')).not.toHaveProperty('conclusaoSuspeita');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultar/notificacao-suspeita-doenca/42'),
    );
  });

  it('refuses to submit a production notification without rows, and calls nothing', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(makeNotificacao({}, { GUARDAR: true, SUBMETER: true }));
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    expect(
      await screen.findByText('Não é possível submeter o registo, deve registar informação!'),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses to submit with missing required fields, marking them', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao(
        { dataObservacao: null, declaracoesAnimais: [DECLARACAO] },
        { GUARDAR: true, SUBMETER: true },
      ),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    expect(
      await screen.findByText(
        'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Data de observação/).length).toBeGreaterThan(0);
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    // Spec 002 §4: Submeter is unavailable while the errors stand, and back once the field is filled.
    const submeter = screen.getByRole('button', { name: 'Submeter' });
    expect(submeter).toHaveAttribute('aria-disabled', 'true');
    const data = screen.getByRole('textbox', { name: /Data de observação/ });
    expect(data).toHaveAttribute('aria-invalid', 'true');
    await user.click(data);
    await user.paste('10/01/2026');
    await user.tab();
    await waitFor(() => expect(submeter).not.toHaveAttribute('aria-disabled'));
    expect(
      screen.queryByText(
        'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório',
      ),
    ).not.toBeInTheDocument();
  });

  it('production without rows and with missing fields: both messages, every field marked', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao({ doencas: [], exploracao: null }, { GUARDAR: true, SUBMETER: true }),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    const list = await screen.findByRole('alert');
    expect(
      within(list).getByText(
        'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('Não é possível submeter o registo, deve registar informação!'),
    ).toBeInTheDocument();
    expect(within(list).getByText('O campo Doenças suspeitas é obrigatório.')).toBeInTheDocument();
    expect(within(list).getByText('O campo Exploração (marca) é obrigatório.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Exploração \(marca\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Submeter' })).toHaveAttribute('aria-disabled', 'true');
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('submits a complete one after "Deseja confirmar?" with the toast of the workflow', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao({ declaracoesAnimais: [DECLARACAO] }, { GUARDAR: true, SUBMETER: true }),
      { transitions: { submeter: { estado: 'SUBMETIDO', permissoes: { CONSULTAR: true } } } },
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo submetido.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/submeter')).toEqual({ version: 2 });
  });

  it('SIGSA reviewing a submitted one: the conclusion shows, editable with VALIDAR, and Guardar shows', async () => {
    serveNotificacao(
      makeNotificacao({ estado: 'SUBMETIDO' }, { VALIDAR: true, DEVOLVER: true, NAO_VALIDAR: true }),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_SIGSA');
    const conclusao = await screen.findByTestId('conclusao');
    // An editable select opens its list; a read-only one is plain text.
    expect(within(conclusao).getByRole('textbox', { name: /Conclusão/ })).toHaveAttribute(
      'aria-haspopup',
      'listbox',
    );
    expect(managementButtons()).toEqual(['Voltar', 'Guardar', 'Validar', 'Devolver', 'Não validar']);
    // The rest of the record is read-only.
    expect(screen.getByRole('textbox', { name: /Tipo de animal/ })).not.toHaveAttribute('aria-haspopup');
  });

  it('Validar without a conclusion is refused on this side', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(makeNotificacao({ estado: 'SUBMETIDO' }, { VALIDAR: true }));
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_SIGSA');
    await user.click(await screen.findByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Indique a conclusão da suspeita antes de validar.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('SIGSA without VALIDAR sees the conclusion read-only; an MV and INICIAL never see it', async () => {
    serveNotificacao(makeNotificacao({ estado: 'VALIDO' }, { CONSULTAR: true }));
    const first = renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_SIGSA');
    const conclusao = await screen.findByTestId('conclusao');
    expect(within(conclusao).getByRole('textbox', { name: /Conclusão/ })).not.toHaveAttribute(
      'aria-haspopup',
    );
    first.unmount();

    serveNotificacao(makeNotificacao({ estado: 'SUBMETIDO' }, { CONSULTAR: true }));
    const second = renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    expect(await screen.findByTestId('variante')).toBeInTheDocument();
    expect(screen.queryByTestId('conclusao')).not.toBeInTheDocument();
    second.unmount();

    serveNotificacao(makeNotificacao({}, { GUARDAR: true }));
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_SIGSA');
    expect(await screen.findByTestId('variante')).toBeInTheDocument();
    expect(screen.queryByTestId('conclusao')).not.toBeInTheDocument();
  });
});
