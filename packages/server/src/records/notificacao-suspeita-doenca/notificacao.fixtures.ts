import { sql } from 'drizzle-orm';
import type { TipoAnimal } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { queryRows } from '../../db/client.ts';
import { userId, type TestApp, type TestClient } from '../../test/test-app.ts';

/** A point as the API speaks it. */
export interface Ponto {
  latitude: number;
  longitude: number;
}

/** Ids of the seeded references a notification body names, read from the test database. */
export interface NotificacaoRefs {
  users: Record<string, number>;
  /** Holdings (brand and point) in Braga (DSAVRN: the demo `svl`), Coimbra (DSAVRC: `svr`) and Faro. */
  exploracoes: Record<'norte' | 'centro' | 'sul', { marca: string; ponto: Ponto }>;
  infraestrutura: number;
  doencas: Record<'LA' | 'RAIVA' | 'GAAP' | 'PSA' | 'TB', number>;
  ensaio: number;
  especies: Record<'CAO' | 'GATO' | 'JAVALI' | 'BOVINO', number>;
  subCategorias: Record<'OVELHAS' | 'BORREGOS' | 'VACAS_CARNE' | 'FEMEAS_ADULTAS', number>;
  tipos: Record<string, number>;
  dsavrs: Record<'DSAVRN' | 'DSAVRC', number>;
  motivo: number;
  motivoOutro: number;
}

async function one(t: TestApp, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.handle.db, query);
  if (!row) throw new Error(`${what} em falta`);
  return Number(row.id);
}

async function holding(t: TestApp, di: string): Promise<{ marca: string; ponto: Ponto }> {
  const [row] = await queryRows<{ marca: string; latitude: number; longitude: number }>(
    t.handle.db,
    sql`SELECT marca, ST_Y(localizacao) AS latitude, ST_X(localizacao) AS longitude FROM exploracoes
         WHERE left(freguesia, 2) = ${di} AND localizacao IS NOT NULL ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`exploração do distrito ${di} em falta`);
  return { marca: row.marca, ponto: { latitude: Number(row.latitude), longitude: Number(row.longitude) } };
}

/** The custom types the tests name, as `CATEGORIA.CODIGO`. */
const TIPOS = [
  'SINAIS_CLINICOS.FEBRE',
  'SINAIS_CLINICOS.APATIA',
  'LESOES.ESPLENOMEGALIA',
  'LESOES.PNEUMONIA',
  'SEXO.MACHO',
  'SEXO.FEMEA',
  'CLASSE_ETARIA.ADULTO',
  'PROGRAMA.PVPSA_JAV',
  'MOTIVO_CONFIRMACAO.ISOLAMENTO_AGENTE',
  'MOTIVO_CONFIRMACAO.OUTRO_MOTIVO',
  'MOTIVO_NAO_CONFIRMACAO.RESULTADOS_NEGATIVOS',
  'MOTIVO_NAO_CONFIRMACAO.OUTRO_MOTIVO',
];

/** Reads the references every notification test needs. */
export async function notificacaoRefs(t: TestApp): Promise<NotificacaoRefs> {
  const users: Record<string, number> = {};
  for (const u of [
    'sigsa',
    'gestor',
    'svl',
    'svr',
    'lab',
    'mv',
    'mvmunicipal',
    'transportador',
    'multiperfil',
  ])
    users[u] = await userId(t, u);
  const code = (table: string, codigo: string) =>
    one(t, sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`, `${table} ${codigo}`);
  const sub = (categoria: string, codigo: string) =>
    one(
      t,
      sql`SELECT s.id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
           WHERE c.codigo = ${categoria} AND s.codigo = ${codigo}`,
      `${categoria} ${codigo}`,
    );
  const tipos: Record<string, number> = {};
  for (const key of TIPOS) {
    const [categoria = '', codigo = ''] = key.split('.');
    tipos[key] = await one(
      t,
      sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`,
      key,
    );
  }
  const motivo = (codigo: string) =>
    one(
      t,
      sql`SELECT id FROM tipos_motivos_devolucao WHERE tipo = 'EXAME_DEVOLVER' AND codigo = ${codigo}`,
      `motivo ${codigo}`,
    );
  return {
    users,
    exploracoes: {
      norte: await holding(t, '03'),
      centro: await holding(t, '06'),
      sul: await holding(t, '08'),
    },
    infraestrutura: await one(
      t,
      sql`SELECT id FROM infraestruturas WHERE numero = 'PZ-0001'`,
      'infraestrutura PZ-0001',
    ),
    doencas: {
      LA: await code('doencas', 'LA'),
      RAIVA: await code('doencas', 'RAIVA'),
      GAAP: await code('doencas', 'GAAP'),
      PSA: await code('doencas', 'PSA'),
      TB: await code('doencas', 'TB'),
    },
    ensaio: await code('ensaios_laboratoriais', 'PSA_PCR'),
    especies: {
      CAO: await code('especies', 'CAO'),
      GATO: await code('especies', 'GATO'),
      JAVALI: await code('especies', 'JAVALI'),
      BOVINO: await code('especies', 'BOVINO'),
    },
    subCategorias: {
      OVELHAS: await sub('OVINOS', 'OVELHAS'),
      BORREGOS: await sub('OVINOS', 'BORREGOS'),
      VACAS_CARNE: await sub('BOVINOS', 'VACAS_CARNE'),
      FEMEAS_ADULTAS: await sub('CERVIDEOS_CATIVEIRO', 'FEMEAS_ADULTAS'),
    },
    tipos,
    dsavrs: { DSAVRN: await code('dsavrs', 'DSAVRN'), DSAVRC: await code('dsavrs', 'DSAVRC') },
    motivo: await motivo('REQUISICAO_INCOMPLETA'),
    motivoOutro: await motivo('OUTRO'),
  };
}

const tipo = (refs: NotificacaoRefs, key: string): number => {
  const id = refs.tipos[key];
  if (id === undefined) throw new Error(key);
  return id;
};

/** Where a production notification is: the holding of a region. */
export type Regiao = 'norte' | 'centro' | 'sul';

/**
 * A complete body (one that submits) of each animal type, by notifier `notifier`: production on the holding of
 * `regiao` (declaration, group and individual signs, a lab test), companion (transponder), feral, captive wild
 * (demo infrastructure PZ-0001, Lisbon) and free-living wild (DSAVRN, a group burial observation).
 */
export function notificacaoPayload(
  refs: NotificacaoRefs,
  tipoAnimal: TipoAnimal,
  notifier = 'mv',
  regiao: Regiao = 'norte',
): Record<string, unknown> {
  const holdingOf = refs.exploracoes[regiao];
  const common = {
    responsavelNotificacao: refs.users[notifier],
    dataObservacao: '2026-11-10',
    dataInicioSinaisClinicos: '2026-11-08',
    realizadoTesteLaboratorial: false,
  };
  const signs = [tipo(refs, 'SINAIS_CLINICOS.FEBRE'), tipo(refs, 'SINAIS_CLINICOS.APATIA')];
  switch (tipoAnimal) {
    case 'DOM_PRODUCAO':
      return {
        ...common,
        tipoAnimal,
        exploracao: holdingOf.marca,
        localizacao: holdingOf.ponto,
        doencas: [refs.doencas.LA, refs.doencas.PSA],
        realizadoTesteLaboratorial: true,
        dataTesteLaboratorial: '2026-11-12',
        ensaiosLaboratoriais: [refs.ensaio],
        resultadosNegativos: 'Brucelose: negativo',
        declaracoesAnimais: [
          {
            subCategoriaAnimal: refs.subCategorias.OVELHAS,
            animaisPresentes: 120,
            animaisMorreram: 5,
            nadosMortos: 1,
            animaisNecropsiados: 2,
            animaisCadaveres: 3,
            observacoes: 'Rebanho em pastoreio',
          },
        ],
        observacoesClinicasGrupo: [
          {
            subCategoriaAnimal: refs.subCategorias.BORREGOS,
            animais: 14,
            febre: true,
            sinaisClinicos: signs,
            necropsiado: true,
            animaisNecropsiados: 2,
            lesoes: [tipo(refs, 'LESOES.PNEUMONIA')],
            outrasLesoes: 'Edema',
          },
        ],
        observacoesClinicasIndividuais: [
          {
            subCategoriaAnimal: refs.subCategorias.OVELHAS,
            identificacao: 'PT400000123',
            febre: true,
            sinaisClinicos: [signs[1]],
            necropsiado: false,
          },
        ],
      };
    case 'DOM_COMPANHIA':
      return {
        ...common,
        tipoAnimal,
        identificacao: 'TRANSPONDER',
        numeroIdentificacao: '620098100123456',
        nomeDetentor: 'Marta Silva',
        moradaDetentor: 'Rua das Flores, 12, Braga',
        telefone: '912 345 678',
        email: 'marta.silva@example.pt',
        nif: '123456789',
        especie: refs.especies.CAO,
        localizacao: holdingOf.ponto,
        doencas: [refs.doencas.RAIVA],
      };
    case 'DOM_ASSILVESTRADO':
      return {
        ...common,
        tipoAnimal,
        nomeEncontradoPor: 'Rui Almeida',
        telefone: '+351 935 111 222',
        email: 'rui@example.pt',
        moradaEncontradoPor: 'Estrada Municipal 501',
        especie: refs.especies.GATO,
        localizacao: holdingOf.ponto,
        doencas: [refs.doencas.RAIVA],
      };
    case 'SEL_CATIVEIRO':
      return {
        ...common,
        tipoAnimal,
        infraestrutura: refs.infraestrutura,
        localizacao: { latitude: 38.7436, longitude: -9.17 },
        doencas: [refs.doencas.GAAP],
        observacoesClinicasIndividuais: [
          {
            subCategoriaAnimal: refs.subCategorias.FEMEAS_ADULTAS,
            identificacao: 'Corça 3',
            febre: false,
            sinaisClinicos: [signs[1]],
            necropsiado: true,
            lesoes: [tipo(refs, 'LESOES.ESPLENOMEGALIA')],
          },
        ],
      };
    case 'SEL_VIDA_LIVRE':
      return {
        ...common,
        tipoAnimal,
        dsavr: refs.dsavrs.DSAVRN,
        programa: tipo(refs, 'PROGRAMA.PVPSA_JAV'),
        localizacao: { latitude: 41.8, longitude: -6.75 },
        doencas: [refs.doencas.PSA],
        observacoesAnimais: [
          {
            especie: refs.especies.JAVALI,
            sexo: tipo(refs, 'SEXO.MACHO'),
            classeEtaria: tipo(refs, 'CLASSE_ETARIA.ADULTO'),
            tipoObservacao: 'GRUPO',
            numeroAnimais: 3,
            numeroSelo: 'S-1',
            apresentadoExameInicial: true,
            animaisComAlteracoes: true,
            alteracoes: [tipo(refs, 'LESOES.ESPLENOMEGALIA')],
            outrasAlteracoes: 'Hemorragias',
            destinoSubprodutos: 'ENTERRAMENTO',
            localizacaoEnterramento: { latitude: 41.81, longitude: -6.76 },
          },
        ],
      };
  }
}

/** A confirmed-primary conclusion (ISOLAMENTO_AGENTE), as ROLE_SIGSA saves it in SUBMETIDO. */
export function conclusaoConfirmada(refs: NotificacaoRefs, doencas: number[]): Record<string, unknown> {
  return {
    conclusaoSuspeita: 'CONFIRMADO',
    motivoConfirmacao: tipo(refs, 'MOTIVO_CONFIRMACAO.ISOLAMENTO_AGENTE'),
    ordemFoco: 'PRIMARIO',
    doencasConfirmadas: doencas,
  };
}

/** The reference ids of a custom type named `CATEGORIA.CODIGO`. */
export const tipoId = tipo;

/** A notification as the API answers it (`full`): what the tests read. */
export interface NotificacaoAnswer {
  id: number;
  version: number;
  estado: string;
  numeroSerie: string | null;
  permissoes: Record<string, boolean>;
  _links: Record<string, { href: string }>;
  [key: string]: unknown;
}

/** Creates a notification as `client` under `role`; fails unless 201. */
export async function createNotificacao(
  client: TestClient,
  role: string,
  body: object,
): Promise<NotificacaoAnswer> {
  const res = await client.post(
    `/api/notificacoesSuspeitasDoencas/create?role=${role}&projection=full`,
    body,
  );
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json<NotificacaoAnswer>();
}

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : null;
const idOf = (value: unknown) => (obj(value)?.id as number | undefined) ?? null;
const codeOf = (value: unknown) => (obj(value)?.codigo as string | undefined) ?? null;
const idsOf = (value: unknown) => (Array.isArray(value) ? value.map((v) => idOf(v)) : []);
const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as Obj[]) : []);

/**
 * A `full` answer turned back into a save body, as a client does: objects to their ids (or codes, for the
 * coded lists), rows with their ids. The conclusion comes along when the answer carries it.
 */
export function toBody(answer: Obj): Obj {
  const body: Obj = {
    version: answer.version,
    tipoAnimal: codeOf(answer.tipoAnimal),
    localizacao: answer.localizacao,
    responsavelNotificacao: idOf(answer.responsavelNotificacao),
    dataObservacao: answer.dataObservacao,
    dataInicioSinaisClinicos: answer.dataInicioSinaisClinicos,
    doencas: idsOf(answer.doencas),
    realizadoTesteLaboratorial: answer.realizadoTesteLaboratorial,
    dataTesteLaboratorial: answer.dataTesteLaboratorial,
    ensaiosLaboratoriais: idsOf(answer.ensaiosLaboratoriais),
    resultadosNegativos: answer.resultadosNegativos,
    identificacao: answer.identificacao,
    numeroIdentificacao: answer.numeroIdentificacao,
    nomeAnimal: answer.nomeAnimal,
    nomeDetentor: answer.nomeDetentor,
    moradaDetentor: answer.moradaDetentor,
    telefone: answer.telefone,
    email: answer.email,
    nif: answer.nif,
    nomeEncontradoPor: answer.nomeEncontradoPor,
    moradaEncontradoPor: answer.moradaEncontradoPor,
    especie: idOf(answer.especie),
    exploracao: obj(answer.exploracao)?.marca ?? null,
    infraestrutura: idOf(answer.infraestrutura),
    dsavr: idOf(answer.dsavr),
    programa: idOf(answer.programa),
    declaracoesAnimais: rowsOf(answer.declaracoesAnimais).map((r) => ({
      id: r.id,
      subCategoriaAnimal: idOf(r.subCategoriaAnimal),
      animaisPresentes: r.animaisPresentes,
      animaisMorreram: r.animaisMorreram,
      nadosMortos: r.nadosMortos,
      animaisNecropsiados: r.animaisNecropsiados,
      animaisCadaveres: r.animaisCadaveres,
      observacoes: r.observacoes,
    })),
    observacoesClinicasIndividuais: rowsOf(answer.observacoesClinicasIndividuais).map((r) => ({
      id: r.id,
      subCategoriaAnimal: idOf(r.subCategoriaAnimal),
      identificacao: r.identificacao,
      febre: r.febre,
      sinaisClinicos: idsOf(r.sinaisClinicos),
      sinaisAtipicos: r.sinaisAtipicos,
      necropsiado: r.necropsiado,
      lesoes: idsOf(r.lesoes),
      outrasLesoes: r.outrasLesoes,
      observacoes: r.observacoes,
    })),
    observacoesClinicasGrupo: rowsOf(answer.observacoesClinicasGrupo).map((r) => ({
      id: r.id,
      subCategoriaAnimal: idOf(r.subCategoriaAnimal),
      animais: r.animais,
      febre: r.febre,
      sinaisClinicos: idsOf(r.sinaisClinicos),
      sinaisAtipicos: r.sinaisAtipicos,
      necropsiado: r.necropsiado,
      animaisNecropsiados: r.animaisNecropsiados,
      lesoes: idsOf(r.lesoes),
      outrasLesoes: r.outrasLesoes,
      observacoes: r.observacoes,
    })),
    observacoesAnimais: rowsOf(answer.observacoesAnimais).map((r) => ({
      id: r.id,
      especie: idOf(r.especie),
      sexo: idOf(r.sexo),
      classeEtaria: idOf(r.classeEtaria),
      tipoObservacao: codeOf(r.tipoObservacao),
      numeroSelo: r.numeroSelo,
      numeroAnimais: r.numeroAnimais,
      apresentadoExameInicial: r.apresentadoExameInicial,
      animaisComAlteracoes: r.animaisComAlteracoes,
      alteracoes: idsOf(r.alteracoes),
      outrasAlteracoes: r.outrasAlteracoes,
      destinoSubprodutos: codeOf(r.destinoSubprodutos),
      detalheDestinoSubprodutos: r.detalheDestinoSubprodutos,
      localizacaoEnterramento: r.localizacaoEnterramento,
    })),
  };
  if ('conclusaoSuspeita' in answer)
    Object.assign(body, {
      conclusaoSuspeita: codeOf(answer.conclusaoSuspeita),
      motivoConfirmacao: idOf(answer.motivoConfirmacao),
      outroMotivoConfirmacao: answer.outroMotivoConfirmacao,
      ordemFoco: codeOf(answer.ordemFoco),
      focoPrimario: idOf(answer.focoPrimario),
      doencasConfirmadas: idsOf(answer.doencasConfirmadas),
      motivoNaoConfirmacao: idOf(answer.motivoNaoConfirmacao),
      outroMotivoNaoConfirmacao: answer.outroMotivoNaoConfirmacao,
    });
  return body;
}

/** The users who bring a notification through its workflow, signed in. */
export type As = (username: 'mv' | 'sigsa') => TestClient;

const ROLES = { mv: 'ROLE_MV', sigsa: 'ROLE_SIGSA' } as const;

async function step(as: As, who: 'mv' | 'sigsa', id: number, operation: string, body: object = {}) {
  const res = await as(who).post(
    `/api/notificacoesSuspeitasDoencas/${id}/${operation}?role=${ROLES[who]}&projection=full`,
    body,
  );
  if (res.statusCode !== 200) throw new Error(`${operation} answered ${res.statusCode}: ${res.body}`);
  return res.json<NotificacaoAnswer>();
}

/** ROLE_SIGSA saves a conclusion on a SUBMETIDO notification: the answer turned into a body, plus the conclusion. */
export async function concluir(
  as: As,
  current: NotificacaoAnswer,
  conclusao: Obj,
): Promise<NotificacaoAnswer> {
  const read = await as('sigsa').get(
    `/api/notificacoesSuspeitasDoencas/${current.id}?role=ROLE_SIGSA&projection=full`,
  );
  const res = await as('sigsa').patch(
    `/api/notificacoesSuspeitasDoencas/${current.id}/save?role=ROLE_SIGSA&projection=full`,
    { ...toBody(read.json<Obj>()), ...conclusao },
  );
  if (res.statusCode !== 200) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return res.json<NotificacaoAnswer>();
}

/**
 * A production notification created by `mv` (its notifier) on the northern holding, brought to `estado` through
 * the real calls: SUBMETIDO with a confirmed conclusion already saved (so that validar may run), DEVOLVIDO with
 * `refs.motivo`, VALIDO, INVALIDO (ROLE_SIGSA reviews).
 */
export async function notificacaoInState(
  as: As,
  refs: NotificacaoRefs,
  estado: string,
  tipoAnimal: TipoAnimal = 'DOM_PRODUCAO',
): Promise<NotificacaoAnswer> {
  let current = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, tipoAnimal, 'mv'));
  if (estado === 'INICIAL') return current;
  current = await step(as, 'mv', current.id, 'submeter');
  const suspected = idsOf(current.doencas).filter((d): d is number => d !== null);
  switch (estado) {
    case 'SUBMETIDO':
      return concluir(as, current, conclusaoConfirmada(refs, suspected.slice(0, 1)));
    case 'DEVOLVIDO':
      return step(as, 'sigsa', current.id, 'devolver', { idMotivo: refs.motivo });
    case 'VALIDO':
      await concluir(as, current, conclusaoConfirmada(refs, suspected.slice(0, 1)));
      return step(as, 'sigsa', current.id, 'validar');
    case 'INVALIDO':
      return step(as, 'sigsa', current.id, 'naoValidar');
    default:
      throw new Error(`estado ${estado}`);
  }
}
