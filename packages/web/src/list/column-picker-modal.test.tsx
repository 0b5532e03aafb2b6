import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ColumnPickerModal } from './column-picker-modal.tsx';
import { HOLDING_COLUMNS } from './list-fixtures.test-support.ts';

function open(onConfirm = vi.fn(), selected = ['marca', 'nome']) {
  renderWithProviders(
    <ColumnPickerModal
      opened
      title="Escolher colunas"
      confirmLabel="Aplicar"
      columns={HOLDING_COLUMNS}
      selected={selected}
      onClose={vi.fn()}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe('column picker (spec 000 §2.5)', () => {
  it('groups columns by their group', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Escolher colunas' });
    const location = within(dialog).getByRole('group', { name: 'Localização' });
    expect(
      within(location)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label, div')?.textContent),
    ).toBeTruthy();
    expect(within(location).getByLabelText('Freguesia')).toBeInTheDocument();
    expect(within(location).getByLabelText('Localização')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Auditoria' })).toBeInTheDocument();
  });

  it('filters column names case- and accent-insensitively', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Pesquisar'), 'CLASSIFICACAO');
    expect(screen.getByLabelText('Classificação')).toBeInTheDocument();
    expect(screen.queryByLabelText('Marca')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Pesquisar'));
    await user.type(screen.getByLabelText('Pesquisar'), 'zzz');
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it('select all / none works on the columns the search shows, then confirms the keys', async () => {
    const user = userEvent.setup();
    const onConfirm = open(vi.fn(), ['marca']);
    const toggle = await screen.findByLabelText('Selecionar todas / nenhuma');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onConfirm).toHaveBeenLastCalledWith(HOLDING_COLUMNS.map((c) => c.key));

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

    await user.type(screen.getByLabelText('Pesquisar'), 'loc');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onConfirm).toHaveBeenLastCalledWith(['localizacao']);
  });

  it('keeps the ticks while the page behind it renders again, and starts afresh when reopened', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    // The list page passes a new `selected` array on every render, e.g. when a list answer arrives.
    function Page() {
      const [renders, setRenders] = useState(0);
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button onClick={() => setRenders(renders + 1)}>render {renders}</button>
          <button onClick={() => setOpened(true)}>abrir</button>
          <ColumnPickerModal
            opened={opened}
            title="Escolher colunas"
            confirmLabel="Aplicar"
            columns={HOLDING_COLUMNS}
            selected={['marca']}
            onClose={() => setOpened(false)}
            onConfirm={onConfirm}
          />
        </>
      );
    }
    renderWithProviders(<Page />);
    await user.click(await screen.findByLabelText('Nome'));
    await user.click(screen.getByRole('button', { name: 'render 0', hidden: true }));
    expect(screen.getByLabelText('Nome')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onConfirm).toHaveBeenLastCalledWith(['marca', 'nome']);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    expect(await screen.findByLabelText('Nome')).not.toBeChecked();
    expect(screen.getByLabelText('Marca')).toBeChecked();
  });
});
