import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockXhr } from '../../components/xhr-mock.test-support.ts';
import type { FetchCall } from '../../test/fetch-mock.ts';
import {
  DECLARACAO,
  makeNotificacao,
  renderNotificacao,
  serveNotificacao,
} from './notificacao-fixtures.test-support.tsx';

// The lab result's files (spec 002 §2 "result attachments") and each row's (§3 `documentosAnexos`): sets of
// their own, held by the form and sent once the record is saved, then the record is read again (§7).

type User = ReturnType<typeof userEvent.setup>;

const RECORD = '/api/notificacoesSuspeitasDoencas/8';
const RESULTADOS = `${RECORD}/anexos/resultadosLaboratoriais`;
const PCR = { id: 70, nome: 'PCR.pdf', titulo: 'PCR', href: `${RESULTADOS}/70` };
const TESTADO = {
  realizadoTesteLaboratorial: true,
  dataTesteLaboratorial: '2026-01-12',
  resultadosLaboratoriais: [PCR],
};

const resultSet = () => screen.getByRole('group', { name: 'Anexos do resultado' });

/** What the fake server was asked, in order, past the first screen's loads: method and path. */
function writes(calls: readonly FetchCall[]): string[] {
  return calls
    .filter((call) => call.method !== 'GET' || new URL(call.url, 'http://x').pathname === RECORD)
    .map((call) => `${call.method} ${new URL(call.url, 'http://x').pathname}`);
}

async function saveRecord(user: User) {
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
}

beforeEach(() => {
  mockXhr();
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live outside the rendered tree: one left by a test must not answer the next one's wait.
  notifications.clean();
});

describe('notification attachments (spec 002 §2, §3, §7)', { timeout: 60_000 }, () => {
  it('result files: their own set, shown with the lab test, sent after the save; then the record is read again', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(makeNotificacao(TESTADO, { GUARDAR: true, SUBMETER: true }));
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    const set = await screen.findByRole('group', { name: 'Anexos do resultado' });
    expect(within(set).getByRole('link', { name: 'PCR.pdf' })).toHaveAttribute(
      'href',
      expect.stringContaining(PCR.href),
    );
    await user.upload(within(set).getByTestId('document-input-file'), new File(['%PDF-1.7'], 'boletim.pdf'));
    expect(within(set).getByText('boletim.pdf')).toBeInTheDocument();
    expect(screen.getByText('Existem alterações por guardar.')).toBeInTheDocument();

    const before = server.calls.length;
    await saveRecord(user);
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(writes(server.calls.slice(before))).toEqual([
      `PATCH ${RECORD}/save`,
      `POST ${RESULTADOS}`,
      `GET ${RECORD}`,
    ]);
    const upload = server.calls.find((call) => call.method === 'POST');
    expect(upload?.body instanceof FormData && (upload.body.get('file') as File).name).toBe('boletim.pdf');
  });

  it('no lab test, no result files; a reader downloads them and changes nothing', async () => {
    serveNotificacao(makeNotificacao({}, { GUARDAR: true }));
    const first = renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    expect(await screen.findByTestId('variante')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Anexos do resultado' })).not.toBeInTheDocument();
    first.unmount();

    serveNotificacao(makeNotificacao({ ...TESTADO, estado: 'SUBMETIDO' }, { CONSULTAR: true }));
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    const set = await screen.findByRole('group', { name: 'Anexos do resultado' });
    expect(within(set).getByRole('link', { name: 'PCR.pdf' })).toBeInTheDocument();
    expect(within(set).queryByTestId('document-input-file')).not.toBeInTheDocument();
    expect(within(set).queryByRole('button')).not.toBeInTheDocument();
  });

  it('Submeter with a new file: saves, sends the file, then submits', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao({ ...TESTADO, declaracoesAnimais: [DECLARACAO] }, { GUARDAR: true, SUBMETER: true }),
      { transitions: { submeter: { estado: 'SUBMETIDO', permissoes: { CONSULTAR: true } } } },
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await screen.findByRole('group', { name: 'Anexos do resultado' });
    await user.upload(within(resultSet()).getByTestId('document-input-file'), new File(['%PDF'], 'lab.pdf'));
    const before = server.calls.length;
    await user.click(screen.getByRole('button', { name: 'Submeter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo submetido.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(writes(server.calls.slice(before))).toEqual([
      `PATCH ${RECORD}/save`,
      `POST ${RESULTADOS}`,
      `GET ${RECORD}`,
      `POST ${RECORD}/submeter`,
    ]);
  });

  it('a file the server refuses: "Houve um erro a guardar os anexos.", the record stays saved and unsubmitted, the file shows its error', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao({ ...TESTADO, declaracoesAnimais: [DECLARACAO] }, { GUARDAR: true, SUBMETER: true }),
      { uploadStatus: 415 },
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    await screen.findByRole('group', { name: 'Anexos do resultado' });
    await user.upload(within(resultSet()).getByTestId('document-input-file'), new File(['MZ'], 'virus.exe'));
    await user.click(screen.getByRole('button', { name: 'Submeter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Houve um erro a guardar os anexos.')).toBeInTheDocument();
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.url.includes('/submeter'))).toBe(false);
    // The screen is rebuilt from the server's answer; the refused file is still there, with its error.
    await waitFor(() =>
      expect(
        within(resultSet()).getByText('Ocorreu um erro ao guardar o documento, por favor tente novamente.'),
      ).toBeInTheDocument(),
    );
    expect(within(resultSet()).getByText('virus.exe')).toBeInTheDocument();
  });

  it("a row's files: added in its modal, counted in its table, sent to the row once the record is saved", async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(
      makeNotificacao({ declaracoesAnimais: [DECLARACAO] }, { GUARDAR: true, SUBMETER: true }),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    const row = await screen.findByTestId('linha-declaracoesAnimais');
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('-');
    await user.click(within(row).getByRole('button', { name: /Editar/ }));
    const modal = await screen.findByRole('dialog', { name: 'Editar declaração de animais' });
    const anexos = within(modal).getByRole('group', { name: 'Anexos' });
    await user.upload(within(anexos).getByTestId('document-input-file'), new File(['%PDF'], 'guia.pdf'));
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(screen.getByTestId('linha-declaracoesAnimais')).getAllByRole('cell').at(-2),
    ).toHaveTextContent('1');

    const before = server.calls.length;
    await saveRecord(user);
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(server.calls.slice(before))).toEqual([
        `PATCH ${RECORD}/save`,
        `POST ${RECORD}/declaracoesAnimais/200/anexos/documentosAnexos`,
        `GET ${RECORD}`,
      ]),
    );
  });
});
