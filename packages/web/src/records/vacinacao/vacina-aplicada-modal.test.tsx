import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app.tsx';
import { CUSTOM_TYPES, EXISTING_LINE as EXISTING } from './vacinacao-fixtures.test-support.tsx';
import { VacinaAplicadaModal, type VacinaAplicadaModalProps } from './vacina-aplicada-modal.tsx';

const ESQUEMAS = CUSTOM_TYPES.ESQUEMA_VACINACAO ?? [];
const ETAPAS = CUSTOM_TYPES.ETAPA_VACINACAO ?? [];

function open(props: Partial<VacinaAplicadaModalProps> = {}) {
  const onSave = vi.fn();
  renderWithProviders(
    <VacinaAplicadaModal
      opened
      tipo="INDIVIDUAL"
      line={null}
      lines={[EXISTING]}
      esquemas={ESQUEMAS}
      etapas={ETAPAS}
      onSave={onSave}
      onClose={vi.fn()}
      {...props}
    />,
  );
  return { onSave };
}

type User = ReturnType<typeof userEvent.setup>;

async function pick(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillCommon(user: User, weeks: string) {
  await user.type(screen.getByRole('textbox', { name: /Idade \(semanas\)/ }), weeks);
  await pick(user, /Esquema de vacinação/, 'Primovacinação');
  await pick(user, /Etapa de vacinação/, '1.ª dose');
}

// Typing into Mantine inputs takes seconds when test files run in parallel.
describe('vaccination entry modal (spec 002 §5)', { timeout: 30_000 }, () => {
  it('individual: identification, age, scheme and stage required; Guardar disabled while invalid', async () => {
    const user = userEvent.setup();
    const { onSave } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar vacinação individual' });
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    for (const name of [/Identificação do animal/, /Idade \(semanas\)/, /Esquema/, /Etapa/])
      expect(within(dialog).getByRole('textbox', { name })).toBeRequired();
    await user.click(within(dialog).getByRole('textbox', { name: /Identificação do animal/ }));
    await user.tab();
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeInTheDocument();
    await fillCommon(user, '10');
    expect(guardar).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Identificação do animal/ }), ' PT2 ');
    expect(guardar).toBeEnabled();
    await user.click(guardar);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        tipo: 'INDIVIDUAL',
        identificacao: 'PT2',
        // Ten weeks in the modal are seventy days on the record.
        idade: 70,
        quantidadeAnimais: null,
        esquemaVacinacao: { id: 11, nome: 'Primovacinação' },
        etapaVacinacao: { id: 21, nome: '1.ª dose' },
      }),
    );
  });

  it('group: the number of animals is required instead of the identification; age kept in days', async () => {
    const user = userEvent.setup();
    const { onSave } = open({ tipo: 'GRUPO' });
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar vacinação de grupo' });
    expect(within(dialog).queryByRole('textbox', { name: /Identificação/ })).not.toBeInTheDocument();
    await fillCommon(user, '2.5');
    expect(within(dialog).getByText('Corresponde a 18 dias')).toBeInTheDocument();
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Número de animais/ }), '12');
    await user.click(guardar);
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ tipo: 'GRUPO', quantidadeAnimais: 12, idade: 18, identificacao: null }),
    );
  });

  it('refuses a duplicate individual (same identification, scheme and stage) with "Vacination duplicated!"', async () => {
    const user = userEvent.setup();
    const { onSave } = open();
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: /Identificação do animal/ }), 'pt1');
    await fillCommon(user, '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vacination duplicated!');
    expect(onSave).not.toHaveBeenCalled();
    // Another stage is another vaccination.
    await pick(user, /Etapa de vacinação/, '2.ª dose');
    expect(screen.queryByText('Vacination duplicated!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ identificacao: 'pt1', idade: 21 }));
  });

  it('editing a line shows its age in weeks and is not a duplicate of itself', async () => {
    const user = userEvent.setup();
    const { onSave } = open({ line: EXISTING });
    const dialog = await screen.findByRole('dialog', { name: 'Editar vacinação individual' });
    expect(within(dialog).getByRole('textbox', { name: /Idade \(semanas\)/ })).toHaveValue('10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith({ ...EXISTING });
  });
});
