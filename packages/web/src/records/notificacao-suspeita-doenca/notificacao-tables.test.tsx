import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORIAS_ESGOTADAS_MESSAGE } from '@sigsa/domain/records/declaracao.rules';
import { describe, expect, it } from 'vitest';
import { lastBody } from '../../test/render-record.tsx';
import {
  DECLARACAO,
  makeNotificacao,
  renderNotificacao,
  serveNotificacao,
} from './notificacao-fixtures.test-support.tsx';

describe('notification tables and modals (spec 002 §2 "Animal modals", §5)', { timeout: 60_000 }, () => {
  it('the declaration modal: Guardar disabled while invalid, a category once, the row saved with the record', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao({ declaracoesAnimais: [DECLARACAO] }, { GUARDAR: true, SUBMETER: true }),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Adicionar declaração de animais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar declaração de animais' });
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    // The used category is not offered.
    await user.click(within(dialog).getByRole('textbox', { name: /Categoria/ }));
    expect(screen.queryByRole('option', { name: 'Vacas leiteiras' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Vitelos' }));
    for (const [label, value] of [
      [/Animais presentes/, '10'],
      [/Animais que morreram/, '2'],
      [/Animais necropsiados/, '1'],
      [/Cadáveres presentes/, '1'],
    ] as const)
      await user.type(within(dialog).getByRole('textbox', { name: label }), value);
    await within(dialog).findByRole('button', { name: 'Guardar', hidden: false });
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByTestId('linha-declaracoesAnimais')).toHaveLength(2);

    // Both categories used: the next one warns and cannot be saved.
    await user.click(screen.getByRole('button', { name: 'Adicionar declaração de animais' }));
    const next = await screen.findByRole('dialog', { name: 'Adicionar declaração de animais' });
    expect(within(next).getByText(CATEGORIAS_ESGOTADAS_MESSAGE)).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await user.click(within(next).getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmação' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'PATCH', '/8/save')).toMatchObject({
      version: 2,
      declaracoesAnimais: [
        { id: 200, subCategoriaAnimal: 1 },
        { id: null, subCategoriaAnimal: 2, animaisPresentes: 10, animaisMorreram: 2 },
      ],
    });
  });

  it('a read-only record shows its rows through a view modal without Guardar', async () => {
    const user = userEvent.setup();
    serveNotificacao(
      makeNotificacao({ estado: 'SUBMETIDO', declaracoesAnimais: [DECLARACAO] }, { CONSULTAR: true }),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await user.click(await screen.findByRole('button', { name: 'Ver linha 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declaração de animais' });
    expect(within(dialog).getByRole('textbox', { name: /Animais presentes/ })).toHaveValue('40');
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
