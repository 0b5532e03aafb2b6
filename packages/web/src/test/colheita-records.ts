import { noPermissoes } from '@sigsa/domain/workflow/permissoes';
import type { EnsaioRef } from '../components/colheitas/colheita-rows.ts';
import type { ColheitaAmostras } from '../records/colheita-amostras/colheita-amostras-api.ts';
import type { ColheitaSelvagem } from '../records/colheita-amostras-selvagens/colheita-selvagem-api.ts';

// Collection records as the API sends them, for the web tests of both collection types: one builder each, a
// test overrides only what it is about.

/** A laboratory assay as a collection line names it: Rosa de Bengala on serum, no typing, no result type. */
export function ensaioRef(overrides: Partial<EnsaioRef> = {}): EnsaioRef {
  return {
    id: 11,
    codigo: 'E11',
    nome: 'Rosa de Bengala',
    doenca: 1,
    requerTipificacao: false,
    tipificacao: null,
    matrizes: [5],
    ensaiosTipificacao: [],
    tiposResultados: null,
    ...overrides,
  };
}

/** What the requester of a record in INICIAL may do with it. */
export const PERMISSOES_DO_REQUERENTE = { ...noPermissoes(), GUARDAR: true, SUBMETER: true, CONSULTAR: true };

/** A domestic collection in INICIAL, complete (one individual sample, one assay), by its requester. */
export function colheitaDomestica(overrides: Partial<ColheitaAmostras> = {}): ColheitaAmostras {
  return {
    id: 7,
    version: 2,
    estado: 'INICIAL',
    numeroSerie: 'CAM/000007',
    permissoes: PERMISSOES_DO_REQUERENTE,
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
    ensaios: [
      { id: 51, doenca: { id: 1, codigo: 'BRUC', nome: 'Brucelose' }, ensaioLaboratorial: ensaioRef() },
    ],
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
export function colheitaSelvagem(overrides: Partial<ColheitaSelvagem> = {}): ColheitaSelvagem {
  return {
    id: 8,
    version: 2,
    estado: 'INICIAL',
    numeroSerie: 'CAS/000008',
    permissoes: PERMISSOES_DO_REQUERENTE,
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
      {
        id: 51,
        doenca: { id: 1, codigo: 'PSA', nome: 'Peste suína africana' },
        ensaioLaboratorial: ensaioRef(),
      },
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
