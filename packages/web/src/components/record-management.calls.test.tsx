import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import type { Workflow } from '@sigsa/domain/workflow/workflow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SchemaFor } from '../platform/forms/domain-resolver.ts';
import { DomainFormProvider } from '../platform/forms/form-provider.tsx';
import { useDomainForm } from '../platform/forms/use-domain-form.ts';
import type { WorkflowRecord } from '../platform/record-api.ts';
import { setSessionRole, setSessionUser } from '../platform/session-store.ts';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { makeUser } from '../test/users.ts';
import { FormTextInput } from './form-inputs/text-inputs.tsx';
import { RecordManagement, type RecordManagementType } from './record-management.tsx';

// What a record type with more than one return and another save call asks of the bar (a lab collection, 001 §4,
// §7): each return offers the reasons of its own type; a laboratory's Guardar calls `guardarResultados`.

type Payload = { nome: string | null };
const schemaFor: SchemaFor<Payload> = () => z.object({ nome: z.string().nullable() });

const WORKFLOW: Workflow<string> = {
  states: ['EM_VALIDACAO', 'SUBMETIDO_REANALISE', 'DEVOLVIDO'],
  initial: 'EM_VALIDACAO',
  editable: [],
  final: [],
  operations: [
    {
      name: 'devolverParaReAnalise',
      transitions: { EM_VALIDACAO: 'SUBMETIDO_REANALISE' },
      flag: 'DEVOLVER_PARA_REANALISE',
      side: 'reviewer',
      needsReason: true,
      notify: 'laboratory',
      successMessage: 'Devolvido.',
    },
    {
      name: 'devolverParaReSubmissao',
      transitions: { EM_VALIDACAO: 'DEVOLVIDO' },
      flag: 'DEVOLVER',
      side: 'reviewer',
      needsReason: true,
      notify: 'author',
      successMessage: 'Devolvido.',
    },
  ],
};

const TYPE: RecordManagementType = {
  entity: 'colheitas',
  workflow: WORKFLOW,
  returnReasonType: { devolverParaReAnalise: 'REANALISE', devolverParaReSubmissao: 'RESUBMISSAO' },
  savedMessage: 'Registo guardado com sucesso.',
  actionLabel: (name) =>
    ({
      guardar: 'Guardar',
      devolverParaReAnalise: 'Devolver para nova análise',
      devolverParaReSubmissao: 'Devolver para ressubmissão',
    })[name] ?? name,
  saveFlags: ['GUARDAR', 'REGISTAR_ANALISES'],
  saveCall: (flags) => (flags.REGISTAR_ANALISES === true ? 'guardarResultados' : 'save'),
};

function Screen({ permissoes }: { permissoes: Partial<Permissoes> }) {
  const domainForm = useDomainForm<{ nome: string }, Payload>({
    schemaFor,
    toDraft: (values) => ({ nome: values.nome || null }),
    defaultValues: { nome: '' },
    fields: ['nome'],
    labelOf: () => 'Nome',
  });
  const record: WorkflowRecord = {
    id: 3,
    version: 4,
    estado: 'EM_VALIDACAO',
    numeroSerie: 'C/3',
    permissoes,
  };
  return (
    <>
      <DomainFormProvider domainForm={domainForm}>
        <FormTextInput name="nome" label="Nome" />
      </DomainFormProvider>
      <RecordManagement<WorkflowRecord, Payload>
        type={TYPE}
        record={record}
        permissoes={permissoes}
        attempt={domainForm.attempt}
        status={domainForm.status}
        onDone={() => undefined}
        onErrors={() => undefined}
        onBack={() => undefined}
      />
    </>
  );
}

let calls: FetchCall[];

beforeEach(() => {
  setSessionUser(makeUser(['ROLE_SIGSA'], 'ROLE_SIGSA'));
  setSessionRole('ROLE_SIGSA');
  calls = mockFetch((call) => {
    const tipo = new URL(call.url, 'http://x').searchParams.get('tipo');
    if (call.url.includes('tiposMotivosDevolucao'))
      return json(200, { _embedded: { tiposMotivosDevolucao: [{ id: 1, nome: `Motivo ${tipo}` }] } });
    if (call.method === 'PATCH')
      return json(200, { id: 3, version: 5, estado: 'EM_VALIDACAO', permissoes: {} });
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const render = (permissoes: Partial<Permissoes>) =>
  renderWithProviders(<Screen permissoes={{ ...noPermissoes(), ...permissoes }} />);

describe('RecordManagement: returns of several reason types and another save call', () => {
  it('each return offers the reasons of its own type', async () => {
    const user = userEvent.setup();
    render({ DEVOLVER: true, DEVOLVER_PARA_REANALISE: true });
    await user.click(screen.getByRole('button', { name: 'Devolver para nova análise' }));
    await user.click(await screen.findByRole('textbox', { name: 'Motivo' }));
    expect(await screen.findByRole('option', { name: 'Motivo REANALISE' })).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    await user.click(screen.getByRole('button', { name: 'Devolver para ressubmissão' }));
    await user.click(await screen.findByRole('textbox', { name: 'Motivo' }));
    expect(await screen.findByRole('option', { name: 'Motivo RESUBMISSAO' })).toBeInTheDocument();
  });

  it('a laboratory’s Guardar saves its analyses with guardarResultados, with the version', async () => {
    const user = userEvent.setup();
    render({ REGISTAR_ANALISES: true });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const patch = await vi.waitFor(() => {
      const found = calls.find((call) => call.method === 'PATCH');
      if (!found) throw new Error('sem PATCH');
      return found;
    });
    expect(new URL(patch.url, 'http://x').pathname).toBe('/api/colheitas/3/guardarResultados');
    expect(JSON.parse(patch.body as string)).toMatchObject({ version: 4, role: 'ROLE_SIGSA' });
  });
});
