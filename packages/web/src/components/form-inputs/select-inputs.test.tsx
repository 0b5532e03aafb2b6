import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { FormRefSelect } from './select-inputs.tsx';

// A lookup's select whose list arrives while the user is typing in it (the lab-assay modal's assays of the disease
// just chosen): no empty list box meanwhile, and the list opens when it arrives.

const schemaFor = () => z.object({ ensaio: z.unknown() });
const toDraft = (values: { ensaio: NamedRef | null }) => ({ ensaio: values.ensaio?.id ?? null });

function Harness({ options }: { options: readonly NamedRef[] }) {
  const domainForm = useDomainForm({
    schemaFor,
    toDraft,
    defaultValues: { ensaio: null },
    fields: ['ensaio'],
    labelOf: (field) => field,
  });
  return (
    <DomainFormProvider domainForm={domainForm} readOnly={false}>
      <FormRefSelect name="ensaio" label="Ensaio laboratorial" options={options} />
    </DomainFormProvider>
  );
}

/** The select over a list that `load` delivers later, as a query would. */
let load: (options: NamedRef[]) => void = () => undefined;
function Loading() {
  const [options, setOptions] = useState<NamedRef[]>([]);
  load = (next) => act(() => setOptions(next));
  return <Harness options={options} />;
}

describe('FormRefSelect', { timeout: 20_000 }, () => {
  it('opens the list that arrives while the user types; none while it is empty; closes on leaving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Loading />);
    const input = screen.getByRole('textbox', { name: 'Ensaio laboratorial' });
    await user.type(input, 'Cult');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    load([
      { id: 1, nome: 'Cultura' },
      { id: 2, nome: 'PCR' },
    ]);
    expect(await screen.findByRole('option', { name: 'Cultura' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Cultura' }));
    expect(input).toHaveValue('Cultura');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a list arriving after the user left the field stays closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Loading />);
    await user.type(screen.getByRole('textbox', { name: 'Ensaio laboratorial' }), 'Cult');
    await user.tab();
    load([{ id: 1, nome: 'Cultura' }]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
