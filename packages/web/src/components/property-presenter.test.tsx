import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { makeUser } from '../test/users.ts';
import { PropertyPresenter } from './property-presenter.tsx';

function valueOf(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

describe('PropertyPresenter (spec 000 §3 display types)', () => {
  it('formats dates, date-times, money, booleans and options', () => {
    renderWithProviders(
      <div>
        <PropertyPresenter label="Data" type="DATE" value="2025-03-09" />
        <PropertyPresenter label="Criado em" type="DATETIME" value="2025-07-01T14:05:00Z" />
        <PropertyPresenter label="Valor" type="CURRENCY" value={1234.5} />
        <PropertyPresenter label="Oficial" type="BOOLEAN" value={true} />
        <PropertyPresenter label="Doméstico" type="BOOLEAN" value={false} />
        <PropertyPresenter label="Programa" type="OPTION" value={{ id: 1, nome: 'Língua azul' }} />
        <PropertyPresenter label="Tipo" type="OPTION" value={{ value: 'A', label: 'Tipo A' }} />
        <PropertyPresenter
          label="Espécies"
          type="MULTIOPTION"
          value={[{ nome: 'Bovino' }, { nome: 'Ovino' }]}
        />
        <PropertyPresenter label="Nome" value="Quinta do Vale" />
      </div>,
    );
    expect(valueOf('Data')).toHaveTextContent(/^Data09\/03\/2025$/);
    expect(valueOf('Criado em')).toHaveTextContent('15:05 01/07/2025');
    expect(valueOf('Valor').textContent?.replace(/\s/g, ' ')).toContain('1234,50 €');
    expect(valueOf('Oficial')).toHaveTextContent(/Sim$/);
    expect(valueOf('Doméstico')).toHaveTextContent(/Não$/);
    expect(valueOf('Programa')).toHaveTextContent(/Língua azul$/);
    expect(valueOf('Tipo')).toHaveTextContent(/Tipo A$/);
    expect(valueOf('Espécies')).toHaveTextContent(/Bovino, Ovino$/);
    expect(valueOf('Nome')).toHaveTextContent(/Quinta do Vale$/);
  });

  it('shows "-" for empty values of every type', () => {
    renderWithProviders(
      <div>
        <PropertyPresenter label="Data" type="DATE" value={null} />
        <PropertyPresenter label="Valor" type="CURRENCY" value="" />
        <PropertyPresenter label="Lista" type="LIST" value={[]} />
        <PropertyPresenter label="Ficheiro" type="FILE" value={null} />
        <PropertyPresenter label="Local" type="POINT" value={undefined} />
        <PropertyPresenter label="Oficial" type="BOOLEAN" value={null} />
        <PropertyPresenter label="Texto" value={undefined} />
      </div>,
    );
    for (const label of ['Data', 'Valor', 'Lista', 'Ficheiro', 'Local', 'Oficial', 'Texto'])
      expect(valueOf(label)).toHaveTextContent(new RegExp(`^${label}-$`));
  });

  it('lists ARRAY and LIST items', () => {
    renderWithProviders(
      <div>
        <PropertyPresenter label="Lotes" type="ARRAY" value={['L1', 'L2']} />
        <PropertyPresenter
          label="Doenças"
          type="LIST"
          value={[{ nome: 'Brucelose' }, { nome: 'Tuberculose' }]}
        />
      </div>,
    );
    expect(
      within(valueOf('Lotes'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['L1', 'L2']);
    expect(
      within(valueOf('Doenças'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Brucelose', 'Tuberculose']);
  });

  it('shows a point with 6 decimals and offers the map', async () => {
    const user = userEvent.setup();
    const onShowPoint = vi.fn();
    const point = { type: 'Point', coordinates: [-8.13031, 39.69484] };
    renderWithProviders(
      <PropertyPresenter label="Localização" type="POINT" value={point} onShowPoint={onShowPoint} />,
    );
    expect(valueOf('Localização')).toHaveTextContent('39.694840');
    expect(valueOf('Localização')).toHaveTextContent('-8.130310');
    await user.click(within(valueOf('Localização')).getByRole('button'));
    expect(onShowPoint).toHaveBeenCalledWith(point);
  });

  it('links ROUTE values in the app', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(
      <div>
        <PropertyPresenter label="Exame" type="ROUTE" value="EX-12" to="/exames/12" />
        <PropertyPresenter label="Notificação" type="ROUTE" value="/notificacoes/3" />
      </div>,
    );
    expect(within(valueOf('Notificação')).getByRole('link', { name: '/notificacoes/3' })).toHaveAttribute(
      'href',
      '/notificacoes/3',
    );
    await user.click(within(valueOf('Exame')).getByRole('link', { name: 'EX-12' }));
    expect(router.state.location.pathname).toBe('/exames/12');
  });

  it('links FILE and DOWNLOAD_HIGHLIGHT documents for download, with the role', () => {
    setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
    setSessionRole('ROLE_SIGSA');
    renderWithProviders(
      <div>
        <PropertyPresenter
          label="Anexo"
          type="FILE"
          value={{ href: 'http://localhost/api/documentos/7', nome: 'relatorio.pdf' }}
        />
        <PropertyPresenter label="Certificado" type="DOWNLOAD_HIGHLIGHT" value="documentos/8" />
      </div>,
    );
    const file = within(valueOf('Anexo')).getByRole('link', { name: 'relatorio.pdf' });
    expect(file).toHaveAttribute('href', '/api/documentos/7?role=ROLE_SIGSA');
    expect(file).toHaveAttribute('download', 'relatorio.pdf');
    const highlight = within(valueOf('Certificado')).getByRole('link');
    expect(highlight).toHaveAttribute('href', '/api/documentos/8?role=ROLE_SIGSA');
    expect(highlight).toHaveAttribute('download');
  });

  it('draws DIVIDER as a labelled separator', () => {
    renderWithProviders(<PropertyPresenter label="Dados do animal" type="DIVIDER" />);
    expect(screen.getByText('Dados do animal')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
