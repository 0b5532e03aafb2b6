import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import { describe, expect, it, vi } from 'vitest';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { InteractionDialog } from './interaction-dialog.tsx';

// The generic interaction dialog (000 §2.5, §2.6): every input type of §2.6, each drawn as its kind, the
// confirm button disabled while a required field is blank or a value invalid, the checked values given back.

const OPTIONS = [
  { value: 'A', label: 'Opção A' },
  { value: 'B', label: 'Opção B' },
];

/** One field per input type of 000 §2.6, the text one required. */
const FIELDS: readonly AdminField[] = [
  { key: 'texto', label: 'Texto', input: 'text', required: true, maxLength: 10 },
  { key: 'area', label: 'Área de texto', input: 'textarea' },
  { key: 'data', label: 'Data', input: 'date' },
  { key: 'dataHora', label: 'Data e hora', input: 'datetime' },
  { key: 'ficheiro', label: 'Ficheiro', input: 'file' },
  { key: 'varias', label: 'Várias', input: 'multioption', options: OPTIONS },
  { key: 'uma', label: 'Uma', input: 'option', options: OPTIONS },
  { key: 'radio', label: 'Rádio', input: 'option', options: OPTIONS, display: 'radio' },
  { key: 'radioLinha', label: 'Rádio em linha', input: 'option', options: OPTIONS, display: 'radio-inline' },
  { key: 'especie', label: 'Espécie', input: 'search', repository: 'especies' },
  { key: 'caixa', label: 'Caixa', input: 'boolean', display: 'checkbox' },
  { key: 'simNao', label: 'Sim ou não', input: 'boolean' },
  { key: 'local', label: 'Local', input: 'location' },
];

describe('InteractionDialog', () => {
  it('draws every input type, keeps confirm disabled while invalid, and gives the checked values', async () => {
    const user = userEvent.setup();
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    mockFetch((call) =>
      call.url.includes('/api/especies/search/filter')
        ? json(200, { _embedded: { especies: [{ id: 7, nome: 'Bovino' }] }, page: { totalElements: 1 } })
        : undefined,
    );
    const onConfirm = vi.fn();
    renderWithProviders(
      <InteractionDialog
        opened
        title="Interação"
        fields={FIELDS}
        confirmLabel="Confirmar"
        closeLabel="Cancelar"
        onClose={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Interação' });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    await waitFor(() => expect(confirm).toBeDisabled());

    // Each kind as itself.
    expect(screen.getByRole('textbox', { name: /^Texto/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Área de texto' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Data' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Data e hora' })).toBeInTheDocument();
    expect(screen.getByText('Ficheiro')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Várias' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Uma' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Rádio' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Rádio em linha' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Espécie' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Caixa' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Sim ou não' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Latitude' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    // Too long: still disabled, with the message; then valid.
    const texto = screen.getByRole('textbox', { name: /^Texto/ });
    await user.type(texto, 'demasiado longo');
    await user.tab();
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.clear(texto);
    await user.type(texto, ' curto ');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Rádio' })).getByRole('radio', { name: 'Opção B' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Caixa' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onConfirm.mock.calls[0]?.[0]).toMatchObject({
      texto: 'curto',
      area: null,
      data: null,
      dataHora: null,
      ficheiro: [],
      varias: [],
      caixa: true,
      simNao: false,
      local: null,
      especie: null,
      radio: 'B',
    });
  });
});
