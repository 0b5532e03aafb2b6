import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { CUSTOM_TYPES, EXISTING_LINE as EXISTING } from './vacinacao-fixtures.test-support.tsx';
import type { VacinaAplicadaLine } from './vacinacao-form-values.ts';
import { parseIdentificacoes, VacinasMultiplasModal } from './vacinas-multiplas-modal.tsx';

type User = ReturnType<typeof userEvent.setup>;

function open() {
  const onSave = vi.fn();
  renderWithProviders(
    <VacinasMultiplasModal
      opened
      lines={[EXISTING]}
      esquemas={CUSTOM_TYPES.ESQUEMA_VACINACAO ?? []}
      etapas={CUSTOM_TYPES.ETAPA_VACINACAO ?? []}
      onSave={onSave}
      onClose={vi.fn()}
    />,
  );
  return { onSave };
}

async function fill(user: User, identificacoes: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar múltiplas vacinações individuais' });
  await user.type(within(dialog).getByRole('textbox', { name: /Identificações/ }), identificacoes);
  await user.type(within(dialog).getByRole('textbox', { name: /Idade \(semanas\)/ }), '4');
  for (const [label, option] of [
    [/Esquema/, 'Primovacinação'],
    [/Etapa/, '1.ª dose'],
  ] as const) {
    await user.click(within(dialog).getByRole('textbox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  }
  return dialog;
}

describe('multiple individual entry (spec 002 §2, §8)', { timeout: 30_000 }, () => {
  it('reads one identification per line, blanks left out', () => {
    expect(parseIdentificacoes(' PT2 \n\nPT3\r\n  \nPT4')).toEqual(['PT2', 'PT3', 'PT4']);
  });

  it('adds one individual line per identification with the common age (in days), scheme and stage', async () => {
    const user = userEvent.setup();
    const { onSave } = open();
    const dialog = await fill(user, 'PT2{Enter}PT3');
    expect(within(dialog).getByText('2 identificações')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const lines = onSave.mock.calls[0]?.[0] as VacinaAplicadaLine[];
    expect(
      lines.map((l) => [l.tipo, l.identificacao, l.idade, l.esquemaVacinacao.id, l.etapaVacinacao.id]),
    ).toEqual([
      ['INDIVIDUAL', 'PT2', 28, 11, 21],
      ['INDIVIDUAL', 'PT3', 28, 11, 21],
    ]);
  });

  it('refuses a repeated identification, in the list or already on the record, with "Vacina duplicada!"', async () => {
    const user = userEvent.setup();
    const { onSave } = open();
    const dialog = await fill(user, 'PT2{Enter}PT2');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vacina duplicada!');
    expect(onSave).not.toHaveBeenCalled();

    const field = within(dialog).getByRole('textbox', { name: /Identificações/ });
    await user.clear(field);
    await user.type(field, 'PT9{Enter}pt1');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vacina duplicada!pt1');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps Guardar disabled until identifications, age, scheme and stage are given', async () => {
    const user = userEvent.setup();
    open();
    const dialog = await screen.findByRole('dialog');
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Identificações/ }), 'PT5');
    expect(guardar).toBeDisabled();
  });
});
