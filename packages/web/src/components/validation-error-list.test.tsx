import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { ValidationErrorList } from './validation-error-list.tsx';

describe('ValidationErrorList', () => {
  it('renders nothing when there are no errors', () => {
    renderWithProviders(
      <div data-testid="host">
        <ValidationErrorList errors={[]} />
      </div>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });

  it('lists each message in a red alert', () => {
    renderWithProviders(
      <ValidationErrorList
        errors={['O campo Exploração é obrigatório.', 'O campo Data de vacinação é obrigatório.']}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['O campo Exploração é obrigatório.', 'O campo Data de vacinação é obrigatório.']);
    expect(alert.getAttribute('style')).toContain('red');
  });
});
