import type { Role } from '@sigsa/domain/access/roles';
import { noPermissoes, type Permissoes } from '@sigsa/domain/workflow/permissoes';
import { json, mockFetch, type FetchCall } from '../../test/fetch-mock.ts';
import {
  answerRecord,
  halList,
  type FakeRecordState,
  renderRecordRoutes,
} from '../../test/render-record.tsx';
import type { Exame, NotificacaoLigada } from './exame-api.ts';
import { exameRoutes } from './exame-routes.tsx';

// The clinical exam's fixtures (001 §2.3, §3.4; issue 14): records as the server's `full` answers them, a fake API
// with every lookup the screen loads, and the screen rendered under a role.

/** The user every exam screen signs in as (a vet for ROLE_MV; someone who picks the vet otherwise). */
export const UTILIZADOR = { id: 7, nome: 'Rui Veterinário' };

/** Custom types of the categories the exam loads in one call (`findByCategorias`). */
export const CUSTOM_TYPES = [
  { id: 131, categoria: 'SEXO', codigo: 'M', nome: 'Macho', ativo: true },
  { id: 132, categoria: 'SEXO', codigo: 'F', nome: 'Fêmea', ativo: true },
  { id: 141, categoria: 'CLASSE_ETARIA', codigo: 'AD', nome: 'Adulto', ativo: true },
  { id: 142, categoria: 'CLASSE_ETARIA', codigo: 'JV', nome: 'Juvenil', ativo: true },
  { id: 101, categoria: 'SINAIS_CLINICOS', codigo: 'FEBRE', nome: 'Febre alta', ativo: true },
  { id: 102, categoria: 'SINAIS_CLINICOS', codigo: 'TOSSE', nome: 'Tosse', ativo: true },
  { id: 111, categoria: 'LESOES', codigo: 'HEM', nome: 'Hemorragias', ativo: true },
  { id: 112, categoria: 'LESOES', codigo: 'ABC', nome: 'Abcesso', ativo: true },
  { id: 161, categoria: 'MOTIVO_ABATE', codigo: 'SAN', nome: 'Sanitário', ativo: true },
  { id: 171, categoria: 'METODO_ABATE', codigo: 'ARMA', nome: 'Arma de fogo', ativo: true },
  {
    id: 181,
    categoria: 'DESTINO_ANIMAL_RECOLHIDO_VIVO',
    codigo: 'CR',
    nome: 'Centro de recuperação',
    ativo: true,
  },
  { id: 191, categoria: 'EXAME_CLINICO', codigo: 'NORMAL', nome: 'Normal', ativo: true },
  { id: 121, categoria: 'PROGRAMA', codigo: 'PNV', nome: 'Programa de vigilância', ativo: true },
  { id: 151, categoria: 'PROCESSO_CACA', codigo: 'MONTARIA', nome: 'Montaria', ativo: true },
  // Inactive: never offered.
  { id: 152, categoria: 'PROCESSO_CACA', codigo: 'ESPERA', nome: 'Espera (inativo)', ativo: false },
];

/** The exam reasons (`motivosExames`): one plain, one that shows the diseases, one the contingency. */
export const MOTIVOS = [
  { id: 1, nome: 'Vigilância', mostrarDoencas: false, mostrarContingencia: false },
  { id: 2, nome: 'Suspeita de doença', mostrarDoencas: true, mostrarContingencia: false },
  { id: 3, nome: 'Plano de contingência', mostrarDoencas: false, mostrarContingencia: true },
];

/** The reason that shows the linked notifications, as a record carries it. */
export const MOTIVO_DOENCAS = MOTIVOS[1] ?? { id: 2, nome: 'Suspeita de doença', mostrarDoencas: true };

/** The non-conformities found (searched by name from 2 characters). */
export const DESCONFORMIDADES = [
  { id: 21, nome: 'Falta de registos de movimentos' },
  { id: 22, nome: 'Falta de identificação' },
];

/** The health-record non-conformities (a whole list). */
export const DESCONFORMIDADES_REGISTO_SAUDE = [
  { id: 31, nome: 'Registo de medicamentos incompleto' },
  { id: 32, nome: 'Sem registo de mortalidade' },
];

export const ZONAS_CACAS = [{ id: 61, nome: 'Zona de caça do Monte' }];
export const DSAVRS = [{ id: 5, nome: 'DSAVR Centro', sigla: 'DSAVRC' }];

/** Two animal sub-categories: the declaration offers each once. */
export const SUB_CATEGORIAS = [
  { id: 1, nome: 'Vacas leiteiras', categoriaAnimal: { id: 1, nome: 'Bovinos' } },
  { id: 2, nome: 'Vitelos', categoriaAnimal: { id: 1, nome: 'Bovinos' } },
];

/** Species: the wild rows offer the wild ones only. */
export const ESPECIES = [
  { id: 1, nome: 'Bovino', domestico: true },
  { id: 2, nome: 'Javali', domestico: false },
  { id: 3, nome: 'Veado', domestico: false },
];

/** Submitted notifications the exam may link, with the dates they bring (001 §4). */
export const NOTIFICACOES: NotificacaoLigada[] = [
  {
    id: 51,
    numeroSerie: 'NSD/000051',
    estado: 'SUBMETIDO',
    dataInicioSinaisClinicos: '2026-03-04',
    dataTesteLaboratorial: '2026-03-06',
    exploracao: { marca: 'ZZ99Z' },
  },
  {
    id: 52,
    numeroSerie: 'NSD/000052',
    estado: 'VALIDO',
    dataInicioSinaisClinicos: '2026-02-20',
    dataTesteLaboratorial: '2026-03-08',
    exploracao: { marca: 'AB12C' },
  },
];

/** Users as the vet and responsible searches answer them. */
export const UTILIZADORES = [
  { id: 7, nome: 'Rui Veterinário', email: 'rui@example.pt', nif: '123456789' },
  { id: 8, nome: 'Sara Veterinária', email: 'sara@example.pt', nif: '234567890' },
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

/** The parish the map picker names for any point. */
const FREGUESIA = {
  id: 1,
  dicofre: '051003',
  nome: 'Vila de Rei',
  concelho: { dico: '0510', nome: 'Vila de Rei' },
  distrito: { di: '05', nome: 'Castelo Branco' },
};

/** The lists of an exam whose rows the server links to their attachments. */
const PART_LISTS = [
  'declaracoesAnimais',
  'observacoesClinicasIndividuais',
  'observacoesClinicasGrupo',
  'observacoesAnimais',
  'animaisCacados',
  'animaisAbatidos',
  'animaisEncontradosMortos',
  'animaisRecolhidosVivos',
] as const;

/** The record with its parts' links, as the server's presenter adds them (`documents.parts`). */
function withPartLinks(record: Exame): Exame {
  const self = record._links?.self?.href ?? `/api/examesClinicosNecropsias/${record.id}`;
  const linked = { ...record } as Record<string, unknown>;
  for (const list of PART_LISTS)
    linked[list] = (record[list] as { id: number }[]).map((row) => ({
      ...row,
      _links: { documentosAnexos: { href: `${self}/${list}/${row.id}/anexos/documentosAnexos` } },
    }));
  return {
    ...(linked as unknown as Exame),
    _links: { ...record._links, documentosAnexos: { href: `${self}/anexos/documentosAnexos` } },
  };
}

/** A domestic exam as the server answers it (`full`), with every flag false unless given. */
export function makeExame(
  overrides: Partial<Omit<Exame, 'permissoes'>> = {},
  permissoes: Partial<Permissoes> = {},
): Exame {
  return withPartLinks({
    id: 8,
    version: 2,
    estado: 'INICIAL',
    numeroSerie: 'ECN/000008',
    serie: { id: 3, nome: 'ECN' },
    tipoAnimal: 'DOMESTICO',
    exploracao: { id: 9, marca: 'AB12C', nome: 'Herdade do Monte' },
    medicoVeterinario: { id: 7, nome: 'Rui Veterinário', email: 'rui@example.pt' },
    contingencia: null,
    motivosExames: [],
    notificacoesSuspeitasDoencas: [],
    data: '2026-03-10',
    dataInicioSinaisClinicos: '2026-03-01',
    exameOficial: false,
    registosRastreabilidade: null,
    observacoesRastreabilidade: null,
    registosSaude: null,
    desconformidadesRegistoSaude: [],
    desconformidades: [],
    outrasDesconformidades: null,
    registosValoresProdutivos: null,
    valoresProdutivos: null,
    observacoesDesconformidades: null,
    situacaoAnimal: null,
    programa: null,
    dataObservacao: null,
    dsavr: null,
    responsavelColheita: null,
    localizacao: null,
    processoCaca: null,
    zonaCaca: null,
    declaracoesAnimais: [],
    observacoesClinicasIndividuais: [],
    observacoesClinicasGrupo: [],
    observacoesAnimais: [],
    animaisCacados: [],
    animaisAbatidos: [],
    animaisEncontradosMortos: [],
    animaisRecolhidosVivos: [],
    devolucoes: [],
    _links: { self: { href: '/api/examesClinicosNecropsias/8' } },
    ...overrides,
    permissoes: { ...noPermissoes(), ...permissoes },
  });
}

/** The situations of a wild exam as `full` answers them (custom types SITUACAO_ANIMAL). */
export const SITUACOES = {
  CACADO: { id: 81, codigo: 'CACADO', nome: 'Caçado' },
  ENCONTRADO_MORTO: { id: 82, codigo: 'ENCONTRADO_MORTO', nome: 'Encontrado Morto' },
  ABATIDO: { id: 83, codigo: 'ABATIDO', nome: 'Abatido' },
  RECOLHIDO_VIVO: { id: 84, codigo: 'RECOLHIDO_VIVO', nome: 'Recolhido Vivo' },
} as const;

/** A wild exam (hunted unless given) as the server answers it, its header complete. */
export function makeExameSelvagem(
  overrides: Partial<Omit<Exame, 'permissoes'>> = {},
  permissoes: Partial<Permissoes> = {},
): Exame {
  return makeExame(
    {
      tipoAnimal: 'SELVAGEM',
      exploracao: null,
      medicoVeterinario: null,
      data: null,
      dataInicioSinaisClinicos: null,
      situacaoAnimal: SITUACOES.CACADO,
      programa: { id: 121, nome: 'Programa de vigilância' },
      dataObservacao: '2026-03-09',
      dsavr: { id: 5, nome: 'DSAVR Centro' },
      responsavelColheita: { id: 7, nome: 'Rui Veterinário', email: 'rui@example.pt' },
      localizacao: { latitude: 39.5, longitude: -8.1 },
      zonaCaca: { id: 61, nome: 'Zona de caça do Monte' },
      processoCaca: { id: 151, nome: 'Montaria' },
      ...overrides,
    },
    permissoes,
  );
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
  observacoes: 'Estábulo norte',
};

/** An individual clinical observation as the record carries it. */
export const OBSERVACAO_INDIVIDUAL = {
  id: 300,
  subCategoriaAnimal: { id: 1, nome: 'Vacas leiteiras' },
  identificacao: 'PT-123',
  febre: true,
  sinaisClinicos: [{ id: 101, nome: 'Febre alta' }],
  sinaisAtipicos: null,
  necropsiado: true,
  lesoes: [{ id: 111, nome: 'Hemorragias' }],
  outrasLesoes: 'Baço aumentado',
  observacoes: null,
};

/** A group clinical observation as the record carries it. */
export const OBSERVACAO_GRUPO = {
  id: 301,
  subCategoriaAnimal: { id: 2, nome: 'Vitelos' },
  animais: 5,
  febre: false,
  sinaisClinicos: [{ id: 102, nome: 'Tosse' }],
  sinaisAtipicos: 'Apatia',
  necropsiado: true,
  animaisNecropsiados: 1,
  lesoes: [],
  outrasLesoes: null,
  observacoes: 'Lote 2',
};

const ANIMAL = {
  especie: { id: 2, codigo: 'JAVALI', nome: 'Javali' },
  sexo: { id: 131, codigo: 'M', nome: 'Macho' },
  classeEtaria: { id: 141, codigo: 'AD', nome: 'Adulto' },
};

/** A hunted-animals row as the record carries it. */
export const ANIMAL_CACADO = {
  id: 400,
  sequencia: 1,
  ...ANIMAL,
  comercio: 2,
  autoconsumo: 1,
  rejeitados: 1,
  semCaracteristicasAnormais: 3,
  total: 4,
};

/** A slaughtered-animals row as the record carries it. */
export const ANIMAL_ABATIDO = {
  id: 410,
  sequencia: 1,
  ...ANIMAL,
  animaisComAlteracoes: true,
  alteracoes: [{ id: 112, nome: 'Abcesso' }],
  outrasAlteracoes: 'Pelagem baça',
  metodoAbate: { id: 171, codigo: 'ARMA', nome: 'Arma de fogo' },
  motivoAbate: { id: 161, codigo: 'SAN', nome: 'Sanitário' },
  total: 2,
  destinoSubprodutos: { id: 1, codigo: 'OUTRO', nome: 'Outro' },
  detalheDestinoSubprodutos: 'Incineração',
  localizacaoEnterramento: null,
};

/** A found-dead row as the record carries it. */
export const ANIMAL_ENCONTRADO_MORTO = {
  id: 420,
  sequencia: 1,
  ...ANIMAL,
  totalEncontradosMortos: 3,
  registadoANIMAS: true,
  ocorrenciaANIMAS: 777,
  cadaverDecomposicao: false,
  mortosMesmaEspecie: true,
  numeroMortosMesmaEspecie: 2,
  mortosOutraEspecie: false,
  dataMorte: '2026-03-07',
};

/** A collected-alive row as the record carries it. */
export const ANIMAL_RECOLHIDO_VIVO = {
  id: 430,
  sequencia: 1,
  ...ANIMAL,
  exameClinico: { id: 191, codigo: 'NORMAL', nome: 'Normal' },
  animaisComAlteracoes: false,
  alteracoes: [],
  outrasAlteracoes: null,
  destino: { id: 181, codigo: 'CR', nome: 'Centro de recuperação' },
  total: 1,
  motivoRecolha: 'Ferido na estrada',
};

/** An animal observation as the record carries it. */
export const OBSERVACAO_ANIMAL = {
  id: 440,
  ...ANIMAL,
  tipoObservacao: { id: 1, codigo: 'GRUPO', nome: 'Grupo' },
  numeroSelo: null,
  numeroAnimais: 3,
  apresentadoExameInicial: null,
  animaisComAlteracoes: false,
  alteracoes: [],
  outrasAlteracoes: null,
  destinoSubprodutos: { id: 2, codigo: 'OUTRO', nome: 'Outro' },
  detalheDestinoSubprodutos: 'Incineração',
  localizacaoEnterramento: null,
};

/**
 * A fake API for the exam screens: the record `initial`, lookups, searches, history, create (`created`, id 42),
 * save (version + 1) and operations (state from `transitions`, version + 1).
 */
export function serveExame(
  initial: Exame,
  options: {
    transitions?: Record<string, Partial<Exame>>;
    /** What create answers (default: the record as saved, id 42, version 0, GUARDAR and SUBMETER). */
    created?: Exame;
  } = {},
) {
  const state: FakeRecordState<Exame> = { record: initial, transitions: options.transitions };
  const calls = mockFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const list = (entity: string, items: unknown[]) => halList(url, entity, items);
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    if (path === 'customTypes/search/findByCategorias') {
      const categorias = (url.searchParams.get('categorias') ?? '').split(',');
      return list(
        'customTypes',
        CUSTOM_TYPES.filter((type) => categorias.includes(type.categoria)),
      );
    }
    if (path === 'customTypes/search/findByCategoria') return list('customTypes', []);
    if (path === 'motivosExames/search/filter') return list('motivosExames', MOTIVOS);
    if (path === 'desconformidades/search/find')
      return list(
        'desconformidades',
        DESCONFORMIDADES.filter((d) => d.nome.toLowerCase().includes(search)),
      );
    if (path === 'desconformidadesRegistoSaude/search/filter')
      return list('desconformidadesRegistoSaude', DESCONFORMIDADES_REGISTO_SAUDE);
    if (path === 'zonasCacas/search/filter') return list('zonasCacas', ZONAS_CACAS);
    if (path === 'dsavrs/search/filter') return list('dsavrs', DSAVRS);
    if (path === 'subCategoriasAnimais/search/filter') return list('subCategoriasAnimais', SUB_CATEGORIAS);
    if (path === 'especies/search/filter') return list('especies', ESPECIES);
    if (path === 'series/search/findByClasseInAndAtivaIsTrue')
      return list('series', [{ id: 3, classe: 'examesClinicosNecropsias', nome: 'ECN', predefinida: true }]);
    if (path === 'notificacoesSuspeitasDoencas/search/find')
      return list(
        'notificacoesSuspeitasDoencas',
        NOTIFICACOES.filter(
          (n) =>
            (n.numeroSerie ?? '').toLowerCase().includes(search) ||
            (n.exploracao?.marca ?? '').toLowerCase().includes(search),
        ),
      );
    if (path === 'utilizadores/search/findUtilizadorByNomeOrNif')
      return list(
        'utilizadores',
        UTILIZADORES.filter((u) => u.nome.toLowerCase().includes(search) || u.nif.includes(search)),
      );
    if (path === 'exploracoes/search/find')
      return list(
        'exploracoes',
        EXPLORACOES.filter((e) => e.marca.toLowerCase().includes(search)),
      );
    if (path === 'tiposMotivosDevolucao/search/findByTipo') return list('tiposMotivosDevolucao', []);
    if (path === 'examesClinicosNecropsias/create' && call.method === 'POST') {
      state.record =
        options.created ??
        makeExame({ id: 42, version: 0, numeroSerie: 'ECN/000042' }, { GUARDAR: true, SUBMETER: true });
      return json(201, state.record);
    }
    if (path === 'utilizadores/roles') return json(200, []);
    // The map picker's configuration and base layer: no tiles, no boundaries.
    if (path === 'config') return json(200, { version: '0.1.0', mapTileUrl: null });
    if (path.startsWith('limitesAdministrativos'))
      return json(200, { type: 'FeatureCollection', features: [] });
    if (path === 'freguesias/search/findByLocalizacao') return json(200, FREGUESIA);
    return answerRecord('examesClinicosNecropsias', url, call, state);
  });
  return { calls, current: () => state.record };
}

/** Signs `role` in (as {@link UTILIZADOR}) and renders the exam routes at `path`. */
export function renderExame(path: string, role: Role) {
  return renderRecordRoutes(exameRoutes, path, role, UTILIZADOR);
}
