import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { RecordBreadcrumb } from './record-breadcrumb.tsx';

describe('RecordBreadcrumb (spec 002 §2)', () => {
  it('reads Início / Consultar / <type> / <series number>, with links home and to the list', () => {
    renderWithProviders(
      <RecordBreadcrumb
        section="Consultar"
        title="Vacinação"
        listPath="/consultar/vacinacao"
        numeroSerie="VAC/000007"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Localização' });
    expect(nav).toHaveTextContent('Início/Consultar/Vacinação/VAC/000007');
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/inicio');
    expect(within(nav).getByRole('link', { name: 'Vacinação' })).toHaveAttribute(
      'href',
      '/consultar/vacinacao',
    );
    expect(within(nav).getByText('VAC/000007')).toHaveAttribute('aria-current', 'page');
  });

  it('shows N.d. before the record is numbered', () => {
    renderWithProviders(
      <RecordBreadcrumb
        section="Registar"
        title="Vacinação"
        listPath="/consultar/vacinacao"
        numeroSerie={null}
      />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Início/Registar/Vacinação/N.d.');
  });
});
