import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColheitaAmostras } from './colheita-amostras/colheita-amostras-api.ts';
import { colheitaAmostrasRoutes } from './colheita-amostras/colheita-amostras-routes.tsx';
import type { ColheitaSelvagem } from './colheita-amostras-selvagens/colheita-selvagem-api.ts';
import { colheitaSelvagemRoutes } from './colheita-amostras-selvagens/colheita-selvagem-routes.tsx';
import type { SavedRecord } from '../platform/record-api.ts';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { answerRecord, halList, renderRecordRoutes } from '../test/render-record.tsx';
import { colheitaDomestica as domestica, colheitaSelvagem as selvagem } from '../test/colheita-records.ts';

// Submeter on a collection's screen, domestic and wild (001 §4 submeter, §5.2, §8): the record incomplete — fields
// in error — gets the 'Aviso' 'Antes de submeter terá de completar o registo.' (not the exam's message, 001 §5.4),
// one without samples 'Para submeter necessita de adicionar amostras.'; nothing is sent, and Submeter stays
// available to say it again.

const INCOMPLETO = 'Antes de submeter terá de completar o registo.';
const SEM_AMOSTRAS = 'Para submeter necessita de adicionar amostras.';
const CAMPOS_DO_EXAME = 'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório';

/** A fake API holding `record` of `entity`, the map's lookups, and an empty list for every other read. */
function serve<R extends SavedRecord>(
  entity: string,
  record: R,
  refuse?: (call: FetchCall) => Response | undefined,
): FetchCall[] {
  const state = { record };
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const refused = refuse?.(call);
    if (refused) return refused;
    const answered = answerRecord(entity, url, call, state);
    if (answered) return answered;
    if (call.method !== 'GET') return undefined;
    if (path === 'utilizadores/roles') return json(200, []);
    // The wild collection's map: no boundaries, its point's parish.
    if (path === 'limitesAdministrativos') return json(200, { type: 'FeatureCollection', features: [] });
    if (path === 'freguesias/search/findByLocalizacao')
      return json(200, {
        id: 1,
        dicofre: '030101',
        nome: 'Braga (São Vicente)',
        concelho: { dico: '0303', nome: 'Braga' },
        distrito: { di: '03', nome: 'Braga' },
      });
    if (
      path === 'customTypes/search/findByCategoria' &&
      url.searchParams.get('categoria') === 'SITUACAO_ANIMAL'
    )
      return halList(url, 'customTypes', [
        { id: 40, codigo: 'CACADO', nome: 'Caçado' },
        { id: 41, codigo: 'ENCONTRADO_MORTO', nome: 'Encontrado morto' },
      ]);
    return halList(url, path.split('/')[0] ?? '', []);
  });
}

const TYPES: readonly {
  nome: string;
  routes: (client: QueryClient) => RouteObject[];
  entity: string;
  path: string;
  role: 'ROLE_MV' | 'ROLE_SVL';
  complete: () => SavedRecord;
  incomplete: () => SavedRecord;
  noSamples: () => SavedRecord;
}[] = [
  {
    nome: 'domestic',
    routes: colheitaAmostrasRoutes,
    entity: 'controlosLaboratoriaisColheitasAmostras',
    path: '/consultar/colheita-amostras/7',
    role: 'ROLE_MV',
    complete: () => domestica(),
    // Its control type is missing (a required field).
    incomplete: () => domestica({ tipoControlo: null as unknown as ColheitaAmostras['tipoControlo'] }),
    noSamples: () => domestica({ amostras: [] }),
  },
  {
    nome: 'wild',
    routes: colheitaSelvagemRoutes,
    entity: 'controlosLaboratoriaisColheitasAnimaisSelvagens',
    path: '/consultar/colheita-amostras-selvagens/8',
    role: 'ROLE_SVL',
    complete: () => selvagem(),
    // Its DSAVR is missing (a required field).
    incomplete: () => selvagem({ dsavr: null as unknown as ColheitaSelvagem['dsavr'] }),
    noSamples: () => selvagem({ amostras: [], totalAmostras: null }),
  },
];

const submeter = () => screen.getByRole('button', { name: 'Submeter' });
const isBlocked = () => submeter().getAttribute('aria-disabled') === 'true';
const sent = (calls: readonly FetchCall[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(TYPES)('Submeter on the $nome collection screen (001 §4, §8)', { timeout: 60_000 }, (type) => {
  it("with fields in error: the 'Aviso' 'Antes de submeter terá de completar o registo.', and nothing is sent", async () => {
    const user = userEvent.setup();
    const calls = serve(type.entity, type.incomplete());
    renderRecordRoutes(type.routes, type.path, type.role);
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(INCOMPLETO);
    expect(aviso).not.toHaveTextContent(CAMPOS_DO_EXAME);
    expect(screen.queryByText(CAMPOS_DO_EXAME)).not.toBeInTheDocument();
    expect(sent(calls)).toEqual([]);

    // Submeter stays available: it tells the warning again.
    await user.click(within(aviso).getByRole('button', { name: 'Fechar' }));
    expect(isBlocked()).toBe(false);
    await user.click(submeter());
    expect(await screen.findByRole('dialog', { name: 'Aviso' })).toHaveTextContent(INCOMPLETO);
    expect(sent(calls)).toEqual([]);
  });

  it("with fields in error and no samples: the incomplete record's warning alone, as the server's", async () => {
    const user = userEvent.setup();
    const record = type.incomplete() as unknown as Record<string, unknown>;
    serve(type.entity, { ...record, amostras: [] } as unknown as SavedRecord);
    renderRecordRoutes(type.routes, type.path, type.role);
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(INCOMPLETO);
    expect(aviso).not.toHaveTextContent(SEM_AMOSTRAS);
  });

  it("without samples: the 'Aviso' 'Para submeter necessita de adicionar amostras.', and nothing is sent", async () => {
    const user = userEvent.setup();
    const calls = serve(type.entity, type.noSamples());
    renderRecordRoutes(type.routes, type.path, type.role);
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(SEM_AMOSTRAS);
    expect(aviso).not.toHaveTextContent(INCOMPLETO);
    expect(sent(calls)).toEqual([]);
  });

  it('complete: Submeter asks "Deseja confirmar?" and posts the operation', async () => {
    const user = userEvent.setup();
    const calls = serve(type.entity, type.complete());
    renderRecordRoutes(type.routes, type.path, type.role);
    await user.click(await screen.findByRole('button', { name: 'Submeter' }));
    const pergunta = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(pergunta).toHaveTextContent('Deseja confirmar?');
    await user.click(within(pergunta).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registo submetido.')).toBeInTheDocument();
    expect(sent(calls).map((call) => [call.method, new URL(call.url, 'http://x').pathname])).toEqual([
      ['POST', `/api/${type.entity}/${type.complete().id}/submeter`],
    ]);
  });
});

/** A call sent, as method, path and the version its JSON body names. */
const withVersion = (call: FetchCall): [string, string, unknown] => [
  call.method,
  new URL(call.url, 'http://x').pathname,
  (JSON.parse(typeof call.body === 'string' ? call.body : '{}') as { version?: unknown }).version,
];

describe('a submission the server refuses after saving the changes (001 §8)', { timeout: 60_000 }, () => {
  it("tells the server's refusal in the 'Aviso', shows what was saved, and tries again with its version", async () => {
    const user = userEvent.setup();
    const entity = 'controlosLaboratoriaisColheitasAmostras';
    const recusa = 'O laboratório não realiza o ensaio Rosa de Bengala.';
    let refusals = 1;
    const calls = serve(entity, domestica(), (call) => {
      if (call.method !== 'POST' || !call.url.includes('/submeter') || refusals-- <= 0) return undefined;
      return json(400, {
        status: 400,
        error: 'Bad Request',
        message: 'Pedido inválido.',
        errors: [{ field: 'laboratorioDiagnostico', message: recusa }],
      });
    });
    renderRecordRoutes(colheitaAmostrasRoutes, '/consultar/colheita-amostras/7', 'ROLE_MV');
    await user.type(await screen.findByRole('textbox', { name: 'Observações' }), 'Animais em jejum');
    await user.click(submeter());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmação' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );

    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(recusa);
    // Told once, in the dialog: no error toast besides it.
    expect(screen.queryByText('Pedido inválido.')).not.toBeInTheDocument();
    expect(sent(calls).map(withVersion)).toEqual([
      ['PATCH', `/api/${entity}/7/save`, 2],
      ['POST', `/api/${entity}/7/submeter`, 3],
    ]);
    await user.click(within(aviso).getByRole('button', { name: 'Fechar' }));
    // The refusal stays in the list of errors until the next try.
    expect(screen.getByText(recusa)).toBeInTheDocument();

    // The screen holds the saved record: the next try sends its version, with nothing left to save.
    await user.click(submeter());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmação' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(await screen.findByText('Registo submetido.')).toBeInTheDocument();
    expect(sent(calls).slice(2).map(withVersion)).toEqual([['POST', `/api/${entity}/7/submeter`, 3]]);
  });
});
