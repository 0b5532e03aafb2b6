import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lastBody } from '../../test/render-record.tsx';
import {
  makeNotificacao,
  renderNotificacao,
  serveNotificacao,
} from './notificacao-fixtures.test-support.tsx';

// The conclusion's reasons with `requerObservacao` (spec 002 §2: 'Aceite por outro motivo', 'Não confirmado por
// outro motivo') reveal a required free text; the domain schema refuses the save without it, as the server does.

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, scope: HTMLElement, label: RegExp, option: string) {
  await user.click(within(scope).getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function renderReview() {
  const server = serveNotificacao(
    makeNotificacao({ estado: 'SUBMETIDO' }, { VALIDAR: true, DEVOLVER: true, NAO_VALIDAR: true }),
  );
  renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_SIGSA');
  return server;
}

const saves = (server: ReturnType<typeof serveNotificacao>) =>
  server.calls.filter((call) => call.method === 'PATCH');

afterEach(() => {
  // Toasts live outside the rendered tree: one left by a test must not answer the next one's wait.
  notifications.clean();
});

describe('notification conclusion: reasons that require a text (spec 002 §2)', { timeout: 60_000 }, () => {
  /** SIGSA concludes Confirmado for 'Aceite por outro motivo', Primário; answers the revealed text field. */
  async function confirmarPorOutroMotivo(user: User, conclusao: HTMLElement) {
    await choose(user, conclusao, /^Conclusão/, 'Confirmado');
    await choose(user, conclusao, /Motivo de confirmação/, 'Confirmação laboratorial');
    expect(within(conclusao).queryByRole('textbox', { name: /Outro motivo/ })).not.toBeInTheDocument();
    await choose(user, conclusao, /Motivo de confirmação/, 'Aceite por outro motivo');
    await choose(user, conclusao, /Ordem do foco/, 'Primário');
    return within(conclusao).getByRole('textbox', { name: /Outro motivo de confirmação/ });
  }

  it("'Aceite por outro motivo' reveals a required text; Guardar without it is refused", async () => {
    const user = userEvent.setup();
    const server = renderReview();
    const conclusao = await screen.findByTestId('conclusao');
    const texto = await confirmarPorOutroMotivo(user, conclusao);
    expect(texto).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(conclusao).findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('O campo Outro motivo de confirmação é obrigatório.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves(server)).toHaveLength(0);
    // With errors on screen, Validar is unavailable (spec 002 §4); the text lifts it.
    const validar = screen.getByRole('button', { name: 'Validar' });
    expect(validar).toHaveAttribute('aria-disabled', 'true');
    await user.click(texto);
    await user.paste('Ligação epidemiológica');
    expect(validar).not.toHaveAttribute('aria-disabled');
  });

  it("'Aceite por outro motivo' with its text is saved", async () => {
    const user = userEvent.setup();
    const server = renderReview();
    const conclusao = await screen.findByTestId('conclusao');
    const texto = await confirmarPorOutroMotivo(user, conclusao);
    // Pasted: one change, as a person typing ends with.
    await user.click(texto);
    await user.paste('Ligação epidemiológica');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'PATCH', '/save')).toMatchObject({
      conclusaoSuspeita: 'CONFIRMADO',
      motivoConfirmacao: 152,
      outroMotivoConfirmacao: 'Ligação epidemiológica',
      ordemFoco: 'PRIMARIO',
    });
  });

  it("'Não confirmado por outro motivo' reveals its own required text", async () => {
    const user = userEvent.setup();
    const server = renderReview();
    const conclusao = await screen.findByTestId('conclusao');
    await choose(user, conclusao, /^Conclusão/, 'Não Confirmado');
    await choose(user, conclusao, /Motivo de não confirmação/, 'Não confirmado por outro motivo');
    const texto = within(conclusao).getByRole('textbox', { name: /Outro motivo de não confirmação/ });
    expect(texto).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(conclusao).findByText('Este campo é obrigatório')).toBeInTheDocument();
    expect(saves(server)).toHaveLength(0);
    // Another reason hides the text and lifts the rule.
    await choose(user, conclusao, /Motivo de não confirmação/, 'Resultados negativos');
    expect(within(conclusao).queryByRole('textbox', { name: /Outro motivo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'PATCH', '/save')).toMatchObject({
      conclusaoSuspeita: 'NAO_CONFIRMADO',
      motivoNaoConfirmacao: 161,
    });
  });

  it('Validar without a conclusion is refused, stays unavailable, and comes back once it is complete', async () => {
    const user = userEvent.setup();
    const server = renderReview();
    const conclusao = await screen.findByTestId('conclusao');
    const validar = screen.getByRole('button', { name: 'Validar' });
    await user.click(validar);
    expect(await screen.findByText('Indique a conclusão da suspeita antes de validar.')).toBeInTheDocument();
    expect(validar).toHaveAttribute('aria-disabled', 'true');
    await choose(user, conclusao, /^Conclusão/, 'Não Confirmado');
    expect(validar).toHaveAttribute('aria-disabled', 'true');
    await choose(user, conclusao, /Motivo de não confirmação/, 'Resultados negativos');
    expect(validar).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Indique a conclusão da suspeita antes de validar.')).not.toBeInTheDocument();
    // Validar saves the conclusion first, then validates, in one confirmation.
    await user.click(validar);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo validado.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'PATCH', '/save')).toMatchObject({ conclusaoSuspeita: 'NAO_CONFIRMADO' });
    expect(lastBody(server.calls, 'POST', '/validar')).toEqual({ version: 3 });
  });
});
