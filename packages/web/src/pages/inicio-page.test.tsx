import { AREA_LABELS } from '@sigsa/domain/access/areas';
import type { Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { InicioPage } from './inicio-page.tsx';

function renderAs(role: Role, overrides: Partial<CurrentUser> = {}) {
  setSessionUser(makeUser([role], role, overrides));
  setSessionRole(role);
  return renderWithProviders(<InicioPage />, '/inicio');
}

const norte = { id: 1, codigo: 'N', nome: 'DSAVR Norte' };
const centro = { id: 2, codigo: 'C', nome: 'DSAVR Centro' };

describe('InicioPage (spec 000 §2.3)', () => {
  // The indicators have tests of their own (indicadores-inicio.test.tsx): here, a role with none.
  beforeEach(() => {
    mockFetch((call) => (call.url.includes('/api/kpis?') ? json(200, { grupos: [] }) : undefined));
  });

  it('greets the user by name and names the role', () => {
    renderAs('ROLE_SIGSA');
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo(a), Ana Teste' })).toBeInTheDocument();
    expect(screen.getByText('Perfil: SIGSA — Autoridade Nacional')).toBeInTheDocument();
    expect(document.title).toBe('Início · SIGSA');
  });

  it.each(['ROLE_MV', 'ROLE_MV_MUNICIPAL'] as const)('%s: own name and tax number', (role) => {
    renderAs(role, { nif: '123456789' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Teste');
    expect(screen.getByTestId('inicio-nif')).toHaveTextContent('NIF: 123456789');
  });

  it('does not show a tax number to other roles', () => {
    renderAs('ROLE_SIGSA', { nif: '123456789' });
    expect(screen.queryByTestId('inicio-nif')).not.toBeInTheDocument();
  });

  it.each(['ROLE_SVL', 'ROLE_SVR'] as const)('%s with no regional service: a red alert', (role) => {
    renderAs(role);
    expect(screen.getByRole('alert')).toHaveTextContent('Sem serviço regional associado');
  });

  it('ROLE_SVL with regional services: their names, no alert', () => {
    renderAs('ROLE_SVL', { perfilDsavr: { roleRegional: true, dsavrs: [norte, centro] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Serviços regionais' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DSAVR Norte', 'DSAVR Centro']);
  });

  it('ROLE_LAB: the laboratory name', () => {
    renderAs('ROLE_LAB', { laboratorio: { id: 1, codigo: 'INIAV', nome: 'INIAV — Laboratório Nacional' } });
    expect(screen.getByRole('region', { name: 'Laboratório' })).toHaveTextContent(
      'INIAV — Laboratório Nacional',
    );
  });

  it('lists the areas the role can reach, with the access level in words, linking those with a screen', () => {
    renderAs('ROLE_LAB', { laboratorio: null });
    const areas = screen.getByRole('region', { name: 'Áreas a que tem acesso' });
    const cards = within(areas).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      AREA_LABELS.colheitaAmostras,
      AREA_LABELS.colheitaAmostrasSelvagens,
      AREA_LABELS.controlosLaboratoriaisVigilancias,
      AREA_LABELS.validarQR,
    ]);
    expect(screen.getByTestId('area-colheitaAmostras')).toHaveTextContent(
      'Nível de acesso: Consulta limitada',
    );
    expect(screen.getByTestId('area-validarQR')).toHaveTextContent('Nível de acesso: Consulta');
    // The domestic and wild collections have screens (issue 16); entomology's has none yet.
    expect(
      within(areas)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/consultar/colheita-amostras', '/consultar/colheita-amostras-selvagens']);
  });

  it('ROLE_TRANSPORTADOR: no role label, only the areas it may reach', () => {
    renderAs('ROLE_TRANSPORTADOR');
    expect(screen.queryByText(/^Perfil:/)).not.toBeInTheDocument();
    expect(screen.getByTestId('area-validarQR')).toBeInTheDocument();
    expect(screen.queryByTestId('area-vacinacoes')).not.toBeInTheDocument();
  });

  it('says so when the role reaches no area', () => {
    renderAs('ROLE_MV', { permissoesAtuais: {} });
    expect(screen.getByText('Este perfil não tem acesso a nenhuma área do SIGSA.')).toBeInTheDocument();
  });
});
