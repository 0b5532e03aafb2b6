import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionRole, setSessionUser } from '../../platform/session-store.ts';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { makeUser } from '../../test/users.ts';
import type { ColheitaRecord } from './colheita-rows.ts';
import { RececaoLeituraModal } from './rececao-leitura-modal.tsx';

// The reception by scanning (issue 16): a scanner types each label's code and Enter; the collection is received
// once every sample is read.

const record = {
  id: 12,
  version: 3,
  estado: 'SUBMETIDO',
  amostras: [
    { id: 1, sequencia: 'I-0001', identificacaoAnimal: 'PT123', matriz: { id: 5, nome: 'Sangue' } },
    { id: 2, sequencia: 'G-0001', identificacaoAnimal: null, matriz: null },
  ],
} as unknown as ColheitaRecord;

let calls: FetchCall[];

beforeEach(() => {
  setSessionUser(makeUser(['ROLE_LAB'], 'ROLE_LAB'));
  setSessionRole('ROLE_LAB');
  calls = mockFetch((call) =>
    call.url.includes('/rececionar') ? json(200, { ...record, version: 4, estado: 'EM_ANALISE' }) : undefined,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reception by scanning', { timeout: 20_000 }, () => {
  it('ticks each sample read, refuses other readings with their reason, and receives once all are read', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <RececaoLeituraModal opened entity="colheitasX" prefixo="CAM" record={record} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Receção por leitura das etiquetas' });
    const codigo = within(dialog).getByRole('textbox', { name: /Código da etiqueta/ });
    const rececionar = within(dialog).getByRole('button', { name: 'Rececionar' });
    expect(rececionar).toBeDisabled();

    await user.type(codigo, 'CAM12/I-0001{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 de 2 amostras lidas.');
    expect(codigo).toHaveValue('');
    await user.type(codigo, 'cam12/i-0001{Enter}');
    expect(within(dialog).getByText('cam12/i-0001: Amostra já lida.')).toBeInTheDocument();
    await user.type(codigo, 'CAM13/G-0001{Enter}');
    expect(within(dialog).getByText('CAM13/G-0001: Esta etiqueta é de outra colheita.')).toBeInTheDocument();
    await user.type(codigo, 'G-0001{Enter}');
    expect(within(dialog).getByText('G-0001: Código de etiqueta inválido.')).toBeInTheDocument();
    expect(rececionar).toBeDisabled();

    await user.type(codigo, 'CAM12/G-0001{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 de 2 amostras lidas.');
    expect(within(dialog).getAllByText('Lida')).toHaveLength(2);
    await user.click(rececionar);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = calls.find((c) => c.url.includes('/rececionar'));
    expect(call?.method).toBe('POST');
    expect(call?.url).toContain('colheitasX/12/rececionar');
    expect(JSON.parse(call?.body as string)).toMatchObject({ version: 3 });
    expect(await screen.findByText('Registo rececionado.')).toBeInTheDocument();
  });
});
