import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { noPermissoes } from '@sigsa/domain/workflow/permissoes';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColheitaAmostras } from './colheita-amostras/colheita-amostras-api.ts';
import { colheitaAmostrasRoutes } from './colheita-amostras/colheita-amostras-routes.tsx';
import type { ColheitaSelvagem } from './colheita-amostras-selvagens/colheita-selvagem-api.ts';
import { colheitaSelvagemRoutes } from './colheita-amostras-selvagens/colheita-selvagem-routes.tsx';
import type { SavedRecord } from '../platform/record-api.ts';
import { json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import { answerRecord, halList, renderRecordRoutes } from '../test/render-record.tsx';
import type { EnsaioRef } from '../components/colheitas/colheita-rows.ts';

// Submeter on a collection's screen, domestic and wild (001 §4 submeter, §5.2, §8): the record incomplete — fields
// in error — gets the 'Aviso' 'Antes de submeter terá de completar o registo.' (not the exam's message, 001 §5.4),
// one without samples 'Para submeter necessita de adicionar amostras.'; nothing is sent, and Submeter stays
// available to say it again.

const INCOMPLETO = 'Antes de submeter terá de completar o registo.';
const SEM_AMOSTRAS = 'Para submeter necessita de adicionar amostras.';
const CAMPOS_DO_EXAME = 'Não é possível submeter o registo, verifique os campos de preenchimento obrigatório';

const ensaio: EnsaioRef = {
  id: 11,
  codigo: 'E11',
  nome: 'Rosa de Bengala',
  doenca: 1,
  requerTipificacao: false,
  tipificacao: null,
  matrizes: [5],
  ensaiosTipificacao: [],
  tiposResultados: null,
};

const requerente = { ...noPermissoes(), GUARDAR: true, SUBMETER: true, CONSULTAR: true };

/** A domestic collection in INICIAL, complete, by its requester. */
function domestica(overrides: Partial<ColheitaAmostras> = {}): ColheitaAmostras {
  return {
    id: 7,
    version: 2,
    estado: 'INICIAL',
    numeroSerie: 'CAM/000007',
    permissoes: requerente,
    serie: { id: 4, nome: 'CAM' },
    exploracao: { marca: 'PTAB12', nome: 'Quinta', nif: null } as ColheitaAmostras['exploracao'],
    responsavelColheita: { id: 9, nome: 'Gabriela', email: null, nif: null },
    especies: [{ id: 2, codigo: 'BOVINO', nome: 'Bovino' }],
    bando: null,
    tipoControlo: { id: 3, codigo: 'RASTREIO', nome: 'Rastreio' },
    data: '2026-01-20',
    exameClinicoNecropsia: null,
    codigoInternoLaboratorio: null,
    laboratorioDiagnostico: { id: 1, codigo: 'INIAV', nome: 'INIAV' },
    observacoes: null,
    ensaios: [{ id: 51, doenca: { id: 1, codigo: 'BRUC', nome: 'Brucelose' }, ensaioLaboratorial: ensaio }],
    amostras: [
      {
        id: 62,
        sequencia: 'I-0001',
        tipoAmostra: 'INDIVIDUAL',
        identificacaoAnimal: 'PT 1',
        quantidadeAnimais: null,
        quantidade: null,
        matriz: { id: 5, codigo: 'SORO', nome: 'Soro' },
        ensaios: [11],
        subCategoriaAnimal: { id: 8, codigo: 'VACAS', nome: 'Vacas' },
      },
    ],
    resultados: [],
    devolucoes: [],
    ...overrides,
  };
}

/** A wild collection in INICIAL, complete (an animal found dead: no hunting fields), by its requester. */
function selvagem(overrides: Partial<ColheitaSelvagem> = {}): ColheitaSelvagem {
  return {
    id: 8,
    version: 2,
    estado: 'INICIAL',
    numeroSerie: 'CAS/000008',
    permissoes: requerente,
    serie: { id: 5, nome: 'CAS' },
    data: '2026-01-20',
    programa: { id: 21, nome: 'PVPSA javalis' },
    situacao: { id: 41, nome: 'Encontrado morto', codigo: 'ENCONTRADO_MORTO' },
    especies: [{ id: 2, codigo: 'JAVALI', nome: 'Javali' }],
    processoCaca: null,
    zonaCaca: null,
    totalAmostras: 1,
    dsavr: { id: 3, nome: 'DSAVRN' },
    responsavelColheita: { id: 9, nome: 'Carla Sousa' },
    tipoControlo: { id: 6, nome: 'Vigilância ativa' },
    localizacao: { latitude: 41.55, longitude: -8.42 },
    fatura: null,
    exameClinicoNecropsia: null,
    codigoInternoLaboratorio: null,
    laboratorioDiagnostico: { id: 1, codigo: 'INIAV', nome: 'INIAV' },
    ensaios: [
      { id: 51, doenca: { id: 1, codigo: 'PSA', nome: 'Peste suína africana' }, ensaioLaboratorial: ensaio },
    ],
    amostras: [
      {
        id: 61,
        sequencia: 'A-0001',
        especies: [{ id: 2, codigo: 'JAVALI', nome: 'Javali' }],
        sexo: { id: 71, nome: 'Macho' },
        classeEtaria: { id: 72, nome: 'Adulto' },
        matriz: { id: 5, codigo: 'SORO', nome: 'Soro' },
        ensaios: [11],
        metodoConservacao: { id: 73, nome: 'Refrigeração' },
        identificacaoAnimal: 'JAV-001',
      },
    ],
    resultados: [],
    devolucoes: [],
    ...overrides,
  };
}

/** A fake API holding `record` of `entity`, the map's lookups, and an empty list for every other read. */
function serve<R extends SavedRecord>(entity: string, record: R): FetchCall[] {
  const state = { record };
  return mockFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
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
