import { Checkbox } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import type { Workflow } from '@sigsa/domain/workflow/workflow';
import { requiredText } from '@sigsa/domain/validation/zod-messages';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SchemaFor } from '../platform/forms/domain-resolver.ts';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { useDomainForm } from '../platform/forms/use-domain-form.ts';
import type { WorkflowRecord } from '../platform/record-api.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { FormTextInput } from './form-inputs/text-inputs.tsx';
import { RecordManagement, type RecordManagementType } from './record-management.tsx';
import { FormValidationErrorList } from './validation-error-list.tsx';

// The platform's submit guard (spec 002 §4, §5), on a record type of one field: whatever the type, Submeter and
// Validar are unavailable while the form knows of validation errors, and after a refusal until it is fixed.

const FIELDS_MESSAGE = 'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório';
const ROWS_MESSAGE = 'Sem linhas.';
const VALIDAR_MESSAGE = 'Falta a decisão.';

interface Values {
  nome: string;
}

type Payload = { nome: string | null };

/** Save: at most 5 characters. Submit: the name is required too. */
const schemaFor: SchemaFor<Payload> = (mode) =>
  z.object({ nome: mode === 'submit' ? requiredText().max(5) : z.string().max(5).nullable() });

const toDraft = (values: Values) => ({ nome: values.nome.trim() === '' ? null : values.nome });

const WORKFLOW: Workflow<string> = {
  states: ['INICIAL', 'SUBMETIDO', 'VALIDO'],
  initial: 'INICIAL',
  editable: ['INICIAL'],
  final: ['VALIDO'],
  operations: [
    {
      name: 'submeter',
      transitions: { INICIAL: 'SUBMETIDO' },
      flag: 'SUBMETER',
      side: 'author',
      needsReason: false,
      notify: 'reviewers',
      successMessage: 'Registo submetido.',
    },
    {
      name: 'validar',
      transitions: { SUBMETIDO: 'VALIDO' },
      flag: 'VALIDAR',
      side: 'reviewer',
      needsReason: false,
      notify: 'author',
      successMessage: 'Registo validado.',
    },
  ],
};

const TYPE: RecordManagementType = {
  entity: 'testes',
  workflow: WORKFLOW,
  returnReasonType: 'TESTE_DEVOLVER',
  savedMessage: 'Registo guardado com sucesso.',
  actionLabel: (name) => ({ guardar: 'Guardar', submeter: 'Submeter', validar: 'Validar' })[name] ?? name,
};

/** A record screen of the type: its field, the error list, a "has rows" switch and the management bar. */
function Screen({
  permissoes,
  type = TYPE,
}: {
  permissoes: Partial<Permissoes>;
  type?: RecordManagementType;
}) {
  const domainForm = useDomainForm<Values, Payload>({
    schemaFor,
    toDraft,
    defaultValues: { nome: '' },
    fields: ['nome'],
    labelOf: () => 'Nome',
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [linhas, setLinhas] = useState(false);
  const [decidido, setDecidido] = useState(false);
  const record: WorkflowRecord = { id: 1, version: 1, estado: 'INICIAL', numeroSerie: 'T/1', permissoes };
  return (
    <>
      <DomainFormProvider domainForm={domainForm}>
        <FormTextInput name="nome" label="Nome" />
      </DomainFormProvider>
      <Checkbox label="Tem linhas" checked={linhas} onChange={(e) => setLinhas(e.currentTarget.checked)} />
      <Checkbox label="Decidido" checked={decidido} onChange={(e) => setDecidido(e.currentTarget.checked)} />
      <FormValidationErrorList status={domainForm.status} extra={errors} />
      <RecordManagement<WorkflowRecord, Payload>
        type={type}
        record={record}
        permissoes={permissoes}
        attempt={domainForm.attempt}
        status={domainForm.status}
        submitRefusals={() => (linhas ? [] : [ROWS_MESSAGE])}
        operationRefusals={(name) => (name === 'validar' && !decidido ? [VALIDAR_MESSAGE] : [])}
        onDone={() => undefined}
        onErrors={setErrors}
        onBack={() => undefined}
      />
    </>
  );
}

function renderScreen(permissoes: Partial<Permissoes>, type?: RecordManagementType) {
  return renderWithProviders(<Screen permissoes={{ ...noPermissoes(), ...permissoes }} type={type} />);
}

const button = (name: string) => screen.getByRole('button', { name });
const isBlocked = (name: string) => button(name).getAttribute('aria-disabled') === 'true';

beforeEach(() => {
  setSessionUser(makeUser(['ROLE_MV'], 'ROLE_MV'));
  setSessionRole('ROLE_MV');
  mockFetch(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecordManagement: the submit guard of every record type (spec 002 §4, §5)', () => {
  it('a refused Submeter shows every error and stays unavailable, and focused, until the fields are fixed', async () => {
    const user = userEvent.setup();
    renderScreen({ GUARDAR: true, SUBMETER: true });
    await user.click(screen.getByRole('checkbox', { name: 'Tem linhas' }));
    expect(isBlocked('Submeter')).toBe(false);

    button('Submeter').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(FIELDS_MESSAGE)).toBeInTheDocument();
    // Every field is marked: the name's own message under it, and its line in the list.
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('O campo Nome é obrigatório.')).toBeInTheDocument();
    expect(isBlocked('Submeter')).toBe(true);
    // Unavailable, not removed from the keyboard: the focus stays where the user was.
    expect(button('Submeter')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    expect(isBlocked('Submeter')).toBe(false);
    expect(screen.queryByText(FIELDS_MESSAGE)).not.toBeInTheDocument();
    await user.click(button('Submeter'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Deseja confirmar?');
  });

  it("the type's refusal (no rows) comes with the field errors, and is lifted once rows exist", async () => {
    const user = userEvent.setup();
    renderScreen({ GUARDAR: true, SUBMETER: true });
    await user.click(button('Submeter'));
    const list = await screen.findByRole('alert');
    expect(within(list).getByText(FIELDS_MESSAGE)).toBeInTheDocument();
    expect(within(list).getByText(ROWS_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    // The fields are fine now, the rows still missing.
    expect(isBlocked('Submeter')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Tem linhas' }));
    expect(isBlocked('Submeter')).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a type may also tell a refusal in the 'Aviso' dialog (001 §8) or an 'Erro' toast", async () => {
    const user = userEvent.setup();
    renderScreen(
      { GUARDAR: true, SUBMETER: true, VALIDAR: true },
      { ...TYPE, refusalFeedback: { submeter: 'dialog', validar: 'toast' } },
    );
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(button('Submeter'));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(ROWS_MESSAGE);
    await user.click(within(aviso).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument();
    // The list keeps the refusal meanwhile.
    expect(within(screen.getByRole('alert')).getByText(ROWS_MESSAGE)).toBeInTheDocument();

    await user.click(button('Validar'));
    // In the list and in the toast.
    expect(await screen.findAllByText(VALIDAR_MESSAGE)).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument();
  });

  it('before any attempt, a field left invalid makes Submeter and Validar unavailable', async () => {
    const user = userEvent.setup();
    renderScreen({ GUARDAR: true, SUBMETER: true, VALIDAR: true });
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(nome, 'Longo demais');
    await user.tab();
    expect(await screen.findByText('O valor deve ter no máximo 5 caracteres')).toBeInTheDocument();
    expect(isBlocked('Submeter')).toBe(true);
    expect(isBlocked('Validar')).toBe(true);
    // Guardar is not an operation the errors stop: it shows them.
    expect(isBlocked('Guardar')).toBe(false);
    await user.clear(nome);
    await user.type(nome, 'Ana');
    expect(isBlocked('Submeter')).toBe(false);
    expect(isBlocked('Validar')).toBe(false);
  });

  it("a refused Validar (the type's guard) stays unavailable until the guard is met", async () => {
    const user = userEvent.setup();
    renderScreen({ VALIDAR: true });
    await user.click(button('Validar'));
    expect(await screen.findByText(VALIDAR_MESSAGE)).toBeInTheDocument();
    expect(isBlocked('Validar')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Decidido' }));
    expect(isBlocked('Validar')).toBe(false);
    expect(screen.queryByText(VALIDAR_MESSAGE)).not.toBeInTheDocument();
    await user.click(button('Validar'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Deseja confirmar?');
  });
});
