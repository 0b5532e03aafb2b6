import type { Role } from '@sigsa/domain/access/roles';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import {
  answerRecord,
  halList,
  type FakeRecordState,
  renderRecordRoutes,
} from '../../test/render-record.tsx';
import type { Notificacao } from './notificacao-api.ts';
import { notificacaoRoutes } from './notificacao-routes.tsx';

/** Custom types of the categories the notification loads in one call (`findByCategorias`). */
export const CUSTOM_TYPES = [
  { id: 101, categoria: 'SINAIS_CLINICOS', codigo: 'FEBRE', nome: 'Febre alta', ativo: true },
  { id: 111, categoria: 'LESOES', codigo: 'HEM', nome: 'Hemorragias', ativo: true },
  { id: 121, categoria: 'PROGRAMA', codigo: 'PNV', nome: 'Programa de vigilância', ativo: true },
  { id: 131, categoria: 'SEXO', codigo: 'M', nome: 'Macho', ativo: true },
  { id: 141, categoria: 'CLASSE_ETARIA', codigo: 'AD', nome: 'Adulto', ativo: true },
  { id: 151, categoria: 'MOTIVO_CONFIRMACAO', codigo: 'LAB', nome: 'Confirmação laboratorial', ativo: true },
  { id: 161, categoria: 'MOTIVO_NAO_CONFIRMACAO', codigo: 'NEG', nome: 'Resultados negativos', ativo: true },
  // The reasons that reveal a required text (spec 002 §2).
  {
    id: 152,
    categoria: 'MOTIVO_CONFIRMACAO',
    codigo: 'OUTRO_MOTIVO',
    nome: 'Aceite por outro motivo',
    ativo: true,
    requerObservacao: true,
  },
  {
    id: 162,
    categoria: 'MOTIVO_NAO_CONFIRMACAO',
    codigo: 'OUTRO_MOTIVO',
    nome: 'Não confirmado por outro motivo',
    ativo: true,
    requerObservacao: true,
  },
];

/** Holdings as the brand search answers them (summary projection: the point is GeoJSON). */
export const EXPLORACOES = [
  {
    id: 9,
    marca: 'AB12C',
    nome: 'Herdade do Monte',
    localizacao: { type: 'Point', coordinates: [-7.9, 38.57] },
  },
  { id: 10, marca: 'AB34D', nome: 'Quinta Sem Ponto', localizacao: null },
];

/** Infrastructures as their search answers them (the point is GeoJSON). */
export const INFRAESTRUTURAS = [
  {
    id: 4,
    nomeEstabelecimento: 'Parque Zoológico do Sul',
    nomeOperador: 'Zoo do Sul, Lda.',
    nifOperador: '501234567',
    numero: 'ZOO-04',
    localizacao: { type: 'Point', coordinates: [-8.65, 37.1] },
  },
];

/** Two animal sub-categories: the declaration offers each once. */
export const SUB_CATEGORIAS = [
  { id: 1, nome: 'Vacas leiteiras', categoriaAnimal: { id: 1, nome: 'Bovinos' } },
  { id: 2, nome: 'Vitelos', categoriaAnimal: { id: 1, nome: 'Bovinos' } },
];

/** The record with its parts' links, as the server's presenter adds them (`documents.parts`). */
function withPartLinks(record: Notificacao): Notificacao {
  const self = record._links?.self?.href ?? `/api/notificacoesSuspeitasDoencas/${record.id}`;
  const linked = <R extends { id: number }>(list: string, rows: R[]): R[] =>
    rows.map((row) => ({
      ...row,
      _links: { documentosAnexos: { href: `${self}/${list}/${row.id}/anexos/documentosAnexos` } },
    }));
  return {
    ...record,
    declaracoesAnimais: linked('declaracoesAnimais', record.declaracoesAnimais),
    observacoesClinicasIndividuais: linked(
      'observacoesClinicasIndividuais',
      record.observacoesClinicasIndividuais,
    ),
    observacoesClinicasGrupo: linked('observacoesClinicasGrupo', record.observacoesClinicasGrupo),
    observacoesAnimais: linked('observacoesAnimais', record.observacoesAnimais),
    _links: {
      ...record._links,
      resultadosLaboratoriais: { href: `${self}/anexos/resultadosLaboratoriais` },
    },
  };
}

/** A notification as the server answers it, with every flag false unless given. */
export function makeNotificacao(
  overrides: Partial<Omit<Notificacao, 'permissoes'>> = {},
  permissoes: Partial<Permissoes> = {},
): Notificacao {
  return withPartLinks({
    id: 8,
    version: 2,
    estado: 'INICIAL',
    numeroSerie: 'NSD/000008',
    serie: { id: 3, nome: 'NSD' },
    tipoAnimal: { id: 71, codigo: 'DOM_PRODUCAO', nome: 'Doméstico de produção' },
    localizacao: { latitude: 39.5, longitude: -8.1 },
    responsavelNotificacao: { id: 7, nome: 'Rui Veterinário' },
    dataObservacao: '2026-01-10',
    dataInicioSinaisClinicos: '2026-01-08',
    doencas: [{ id: 31, nome: 'Febre aftosa', categorias: ['A', 'D', 'E'] }],
    realizadoTesteLaboratorial: false,
    dataTesteLaboratorial: null,
    ensaiosLaboratoriais: [],
    resultadosNegativos: null,
    identificacao: null,
    numeroIdentificacao: null,
    nomeAnimal: null,
    nomeDetentor: null,
    moradaDetentor: null,
    telefone: null,
    email: null,
    nif: null,
    nomeEncontradoPor: null,
    moradaEncontradoPor: null,
    especie: null,
    exploracao: { id: 9, marca: 'AB12C', nome: 'Herdade do Monte' },
    infraestrutura: null,
    dsavr: null,
    programa: null,
    declaracoesAnimais: [],
    observacoesClinicasIndividuais: [],
    observacoesClinicasGrupo: [],
    observacoesAnimais: [],
    devolucoes: [],
    _links: { self: { href: '/api/notificacoesSuspeitasDoencas/8' } },
    ...overrides,
    permissoes: { ...noPermissoes(), ...permissoes },
  });
}

/** A declaration row as the record carries it. */
export const DECLARACAO = {
  id: 200,
  subCategoriaAnimal: SUB_CATEGORIAS[0] ?? { id: 1, nome: 'Vacas leiteiras' },
  animaisPresentes: 40,
  animaisMorreram: 3,
  nadosMortos: null,
  animaisNecropsiados: 1,
  animaisCadaveres: 2,
  observacoes: null,
};

/**
 * A fake API for the notification screens: the record `initial`, lookups, searches, history, create (id 42),
 * save (version + 1) and operations (state from `transitions`, version + 1).
 */
export function serveNotificacao(
  initial: Notificacao,
  options: {
    transitions?: Record<string, Partial<Notificacao>>;
    /** The status of every document upload (default 201, with the stored document). */
    uploadStatus?: number;
  } = {},
) {
  const state: FakeRecordState<Notificacao> = { record: initial, transitions: options.transitions };
  let documentId = 900;
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    // The record's documents and its parts' (`…/anexos/{set}`, `…/{list}/{row}/anexos/documentosAnexos`).
    if (
      /^notificacoesSuspeitasDoencas\/\d+\/.*anexos\/\w+\/\d+\/delete$/.test(path) &&
      call.method === 'DELETE'
    )
      return new Response(null, { status: 204 });
    if (/^notificacoesSuspeitasDoencas\/\d+\/.*anexos\/\w+$/.test(path) && call.method === 'POST') {
      const status = options.uploadStatus ?? 201;
      if (status !== 201) return json(status, { status, message: 'Tipo de ficheiro não permitido.' });
      const file = call.body instanceof FormData ? call.body.get('file') : null;
      documentId += 1;
      return json(201, {
        id: documentId,
        nome: file instanceof File ? file.name : 'documento',
        titulo: url.searchParams.get('titulo'),
        href: `${url.pathname}/${documentId}`,
      });
    }
    const list = (entity: string, items: unknown[]) => halList(url, entity, items);
    if (path === 'customTypes/search/findByCategorias') return list('customTypes', CUSTOM_TYPES);
    if (path === 'customTypes/search/findByCategoria') return list('customTypes', []);
    if (path === 'doencas/search/filter')
      return list('doencas', [{ id: 31, nome: 'Febre aftosa', categorias: ['A', 'D', 'E'] }]);
    if (path === 'ensaiosLaboratoriais/search/filter')
      return list('ensaiosLaboratoriais', [{ id: 41, nome: 'PCR' }]);
    if (path === 'subCategoriasAnimais/search/filter') return list('subCategoriasAnimais', SUB_CATEGORIAS);
    if (path === 'dsavrs/search/filter')
      return list('dsavrs', [{ id: 5, nome: 'DSAVR Centro', sigla: 'DSAVRC' }]);
    if (path === 'especies/search/filter')
      return list('especies', [
        { id: 1, nome: 'Bovino', domestico: true },
        { id: 2, nome: 'Javali', domestico: false },
      ]);
    if (path === 'series/search/findByClasseInAndAtivaIsTrue')
      return list('series', [
        { id: 3, classe: 'notificacoesSuspeitasDoencas', nome: 'NSD', predefinida: true },
      ]);
    if (path === 'tiposMotivosDevolucao/search/findByTipo') return list('tiposMotivosDevolucao', []);
    if (path === 'notificacoesSuspeitasDoencas/create' && call.method === 'POST') {
      state.record = makeNotificacao(
        { id: 42, version: 0, numeroSerie: 'NSD/000042' },
        { GUARDAR: true, SUBMETER: true },
      );
      return json(201, state.record);
    }
    if (path === 'exploracoes/search/find') return list('exploracoes', EXPLORACOES);
    if (path === 'infraestruturas/search/findInfraestruturaByNomeOrNifOrNumero')
      return list('infraestruturas', INFRAESTRUTURAS);
    if (path === 'utilizadores/roles') return json(200, []);
    // The map picker's configuration and base layer: no tiles, no boundaries.
    if (path === 'config') return json(200, { version: '0.1.0', mapTileUrl: null });
    if (path.startsWith('limitesAdministrativos'))
      return json(200, { type: 'FeatureCollection', features: [] });
    return answerRecord('notificacoesSuspeitasDoencas', url, call, state);
  });
  return { calls, current: () => state.record };
}

/** Signs `role` in and renders the notification routes at `path`. */
export function renderNotificacao(path: string, role: Role) {
  return renderRecordRoutes(notificacaoRoutes, path, role, { id: 7, nome: 'Rui Veterinário' });
}
