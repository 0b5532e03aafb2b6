import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lastBody } from '../../test/render-record.tsx';
import {
  makeNotificacao,
  renderNotificacao,
  serveNotificacao,
} from './notificacao-fixtures.test-support.tsx';

// The location preset (issue 12: "preset from holding/infrastructure; INICIAL only"; docs/decisions.md): the
// place's point fills an empty location, never replaces one the user set, and nothing moves past INICIAL.

type User = ReturnType<typeof userEvent.setup>;

const coordinate = (name: 'Latitude' | 'Longitude') => screen.getByRole('textbox', { name });

async function pickTipo(user: User, label: string) {
  await user.click(await screen.findByRole('textbox', { name: /Tipo de animal/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Types `text` in the type-ahead labelled `label` and picks the option named `option`. */
async function pick(user: User, label: RegExp, text: string, option: RegExp) {
  await user.type(screen.getByRole('textbox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

const note = () => screen.getByTestId('localizacao-preset');

afterEach(() => {
  // Toasts live outside the rendered tree: one left by a test must not answer the next one's wait.
  notifications.clean();
});

describe('notification location preset (issue 12)', { timeout: 60_000 }, () => {
  it('picking a holding fills an empty location with its point, and says so', async () => {
    const user = userEvent.setup();
    const server = serveNotificacao(makeNotificacao());
    renderNotificacao('/registar/notificacao-suspeita-doenca', 'ROLE_MV');
    await pickTipo(user, 'Doméstico de produção');
    expect(await screen.findByRole('textbox', { name: 'Latitude' })).toHaveValue('');
    expect(note()).toHaveTextContent('');
    await pick(user, /Exploração \(marca\)/, 'AB', /AB12C/);
    await waitFor(() => expect(coordinate('Latitude')).toHaveValue('38.570000'));
    expect(coordinate('Longitude')).toHaveValue('-7.900000');
    expect(note()).toHaveAttribute('role', 'status');
    expect(note()).toHaveTextContent('Localização preenchida com o ponto da exploração.');

    // Picking another holding while the preset is untouched follows it; one without a point changes nothing.
    await user.clear(screen.getByRole('textbox', { name: /Exploração \(marca\)/ }));
    await pick(user, /Exploração \(marca\)/, 'AB', /AB34D/);
    expect(coordinate('Latitude')).toHaveValue('38.570000');

    // The point is what is saved.
    await user.click(screen.getAllByRole('radio', { name: 'Não' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo guardado com sucesso.')).toBeInTheDocument();
    expect(lastBody(server.calls, 'POST', '/create')).toMatchObject({
      exploracao: 'AB34D',
      localizacao: { latitude: 38.57, longitude: -7.9 },
    });
  });

  it('picking an infrastructure fills an empty location with its point', async () => {
    const user = userEvent.setup();
    serveNotificacao(makeNotificacao());
    renderNotificacao('/registar/notificacao-suspeita-doenca', 'ROLE_MV');
    await pickTipo(user, 'Selvagem em cativeiro');
    expect(await screen.findByRole('textbox', { name: 'Latitude' })).toHaveValue('');
    await pick(user, /Infraestrutura/, 'Zoo', /Parque Zoológico do Sul/);
    await waitFor(() => expect(coordinate('Latitude')).toHaveValue('37.100000'));
    expect(coordinate('Longitude')).toHaveValue('-8.650000');
    expect(note()).toHaveTextContent('Localização preenchida com o ponto da infraestrutura.');
  });

  it('never replaces a location the user set', async () => {
    const user = userEvent.setup();
    serveNotificacao(makeNotificacao({ exploracao: null }, { GUARDAR: true, SUBMETER: true }));
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    expect(await screen.findByRole('textbox', { name: 'Latitude' })).toHaveValue('39.500000');
    await pick(user, /Exploração \(marca\)/, 'AB', /AB12C/);
    expect(screen.getByRole('textbox', { name: /Exploração \(marca\)/ })).toHaveValue(
      'AB12C – Herdade do Monte',
    );
    expect(coordinate('Latitude')).toHaveValue('39.500000');
    expect(coordinate('Longitude')).toHaveValue('-8.100000');
    expect(note()).toHaveTextContent('');
  });

  it('past INICIAL the location is read-only and a new holding leaves it as it is', async () => {
    const user = userEvent.setup();
    serveNotificacao(
      makeNotificacao({ estado: 'DEVOLVIDO', localizacao: null }, { GUARDAR: true, SUBMETER: true }),
    );
    renderNotificacao('/consultar/notificacao-suspeita-doenca/8', 'ROLE_MV');
    const exploracao = await screen.findByRole('textbox', { name: /Exploração \(marca\)/ });
    // The holding still changes in DEVOLVIDO (spec 002 §2 freezes location and observation date only).
    const latitude = await screen.findByRole('textbox', { name: 'Latitude' });
    expect(latitude).toHaveAttribute('readonly');
    expect(latitude).toHaveValue('');
    await user.clear(exploracao);
    await pick(user, /Exploração \(marca\)/, 'AB', /AB12C/);
    expect(screen.getByRole('textbox', { name: /Exploração \(marca\)/ })).toHaveValue(
      'AB12C – Herdade do Monte',
    );
    expect(coordinate('Latitude')).toHaveValue('');
    expect(screen.queryByTestId('localizacao-preset')).not.toBeInTheDocument();
  });
});
