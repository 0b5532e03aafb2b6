import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import type {
  Localizacao,
  TipoAnimal,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import {
  outroMotivoErrors,
  resolveRegiao,
  type Regiao,
  type RegiaoCandidata,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.rules';
import type { NotificacaoInput } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.schema';
import {
  maySetConclusao,
  type NotificacaoEstado,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.workflow';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Tx } from '../../db/client.ts';
import { badRequest, forbidden, type FieldError } from '../../platform/http/errors.ts';
import type { Numbering, WriteContext } from '../../platform/records/record-store.ts';
import { notificacoesSuspeitasDoencas } from './notificacao.tables.ts';
import { childRows } from '../../platform/records/child-rows.ts';
import { animalRowsErrors, animalTablesJson, writeAnimalTables } from '../animal-tables.ts';
import { dsavrOfConcelho } from '../../platform/geo/dsavr-of-concelho.ts';
import { lookupCustomTypes } from '../../platform/records/custom-types-lookup.ts';

/** 403 of a conclusion sent by someone who may not set it (issue 12 "Bad input"; our wording). */
export const CONCLUSAO_FORBIDDEN_MESSAGE =
  'Só quem valida a notificação pode indicar a conclusão da suspeita.';
/** 403 of a notifier other than oneself, named by a role that does not pick notifiers (issue 12; our wording). */
export const NOTIFICADOR_FORBIDDEN_MESSAGE = 'Só o perfil SIGSA pode indicar outro notificador.';
/** 400 of a secondary outbreak naming a notification that is not a validated, confirmed primary one (ours). */
export const FOCO_PRIMARIO_MESSAGE =
  'O foco primário tem de ser uma notificação validada, confirmada como foco primário.';

/** The parsed body of a notification's create or save. */
type Input = NotificacaoInput;

/**
 * What a save writes besides the body: `autor` (the author's save: every field but the conclusion, whose
 * region is resolved again) or `conclusao` (the reviewer's save in SUBMETIDO: the conclusion alone).
 */
export interface ResolvedNotificacao {
  mode: 'autor' | 'conclusao';
  tipoAnimalId: number;
  exploracaoId: number | null;
  categorias: string[];
  regiao: Regiao | null;
  conclusaoSuspeitaId: number | null;
  ordemFocoId: number | null;
  /** Ids of the coded custom types (`CATEGORIA:CODIGO`): observation types and carcass destinations. */
  codeIds: ReadonlyMap<string, number>;
}

/** The categories whose codes the body carries instead of ids (domain notificacao.fields). */
const CODED = ['TIPO_ANIMAL', 'CONCLUSAO_SUSPEITA', 'ORDEM_FOCO', 'TIPO_OBSERVACAO', 'DESTINOS_SUBPRODUTOS'];

const CONCLUSAO_VALUES = [
  'conclusaoSuspeita',
  'motivoConfirmacao',
  'outroMotivoConfirmacao',
  'ordemFoco',
  'focoPrimario',
  'motivoNaoConfirmacao',
  'outroMotivoNaoConfirmacao',
] as const;

function hasConclusao(input: Input): boolean {
  return CONCLUSAO_VALUES.some((key) => input[key] !== null) || input.doencasConfirmadas.length > 0;
}

const point = (p: Localizacao | null) =>
  p === null ? null : sql`ST_SetSRID(ST_MakePoint(${p.longitude}, ${p.latitude}), 4326)`;

/** The workflow facts of a notification being saved (already locked by the save). */
async function savedFacts(tx: Tx, id: number) {
  const [row] = await queryRows<{ estado: NotificacaoEstado; createdBy: string | null; responsavel: number }>(
    tx,
    sql`SELECT estado, created_by AS "createdBy", responsavel_notificacao_id AS responsavel
          FROM notificacoes_suspeitas_doencas WHERE id = ${id}`,
  );
  if (!row) throw badRequest();
  const responsavel = Number(row.responsavel);
  return {
    responsavel,
    facts: { estado: row.estado, createdBy: row.createdBy, responsaveis: [responsavel], arquivado: false },
  };
}

/**
 * The places a notification's region can come from (domain `resolveRegiao`): the holding's and the
 * infrastructure's parish, and the parish under the point (in Madeira, whose parishes have no polygon, only the
 * municipality under it), each with its DSAVR. One query.
 */
async function regiaoCandidatas(
  tx: Tx,
  places: { exploracao: string | null; infraestrutura: string | null; localizacao: Localizacao | null },
): Promise<Record<'EXPLORACAO' | 'INFRAESTRUTURA' | 'LOCALIZACAO', RegiaoCandidata | null>> {
  const g = point(places.localizacao);
  const pointFreguesia = g
    ? sql`(SELECT f.dicofre::text FROM freguesias f WHERE ST_Contains(f.geom, ${g}) LIMIT 1)`
    : sql`NULL::text`;
  const pointConcelho = g
    ? sql`(SELECT c.dico::text FROM concelhos c WHERE ST_Contains(c.geom, ${g}) LIMIT 1)`
    : sql`NULL::text`;
  const rows = await queryRows<{ k: string; freguesia: string | null; dsavr: number | null }>(
    tx,
    sql`SELECT c.k, c.freguesia, CASE WHEN c.dico IS NULL THEN NULL ELSE ${dsavrOfConcelho(sql`c.dico`)} END AS dsavr
          FROM (SELECT k, freguesia, coalesce(left(freguesia, 4), dico) AS dico
                  FROM (VALUES ('EXPLORACAO', ${places.exploracao}::text, NULL::text),
                               ('INFRAESTRUTURA', ${places.infraestrutura}::text, NULL::text),
                               ('LOCALIZACAO', ${pointFreguesia}, ${pointConcelho})) AS v(k, freguesia, dico)) c`,
  );
  const of = (k: string): RegiaoCandidata | null => {
    const row = rows.find((r) => r.k === k);
    if (!row || (row.freguesia === null && row.dsavr === null)) return null;
    return { freguesia: row.freguesia, dsavr: row.dsavr === null ? null : Number(row.dsavr) };
  };
  return {
    EXPLORACAO: of('EXPLORACAO'),
    INFRAESTRUTURA: of('INFRAESTRUTURA'),
    LOCALIZACAO: of('LOCALIZACAO'),
  };
}

interface Found {
  responsavel: number | null;
  especie: { id: number; domestico: boolean } | null;
  exploracao: { id: number; freguesia: string | null } | null;
  infraestrutura: { id: number; freguesia: string | null } | null;
  dsavr: number | null;
  doencas: { id: number; categorias: string[] }[];
  ensaios: number[] | null;
  subCategorias: number[] | null;
  especiesObservadas: { id: number; domestico: boolean }[];
  focoPrimario: { id: number; estado: string; conclusao: string | null; ordem: string | null } | null;
}

/**
 * Checks every reference of a body (400 naming each field at fault: unknown ids, ids of another list, a
 * domestic species where a wild one is expected or the reverse, a wrong primary outbreak, a missing free text
 * the chosen reason asks for), what the writer's role may set (403: a conclusion without VALIDAR, a notifier
 * other than oneself unless ROLE_SIGSA), and resolves the region. Nothing is written here.
 */
export async function resolveNotificacao(
  tx: Tx,
  input: Input,
  context: WriteContext,
): Promise<ResolvedNotificacao> {
  const { actor, id } = context;
  const saved = id === null ? null : await savedFacts(tx, id);
  const mode = saved && maySetConclusao(actor, saved.facts) ? 'conclusao' : 'autor';
  if (id === null && hasConclusao(input)) throw forbidden(CONCLUSAO_FORBIDDEN_MESSAGE);
  if (
    mode === 'autor' &&
    actor.role !== 'ROLE_SIGSA' &&
    input.responsavelNotificacao !== actor.userId &&
    input.responsavelNotificacao !== saved?.responsavel
  )
    throw forbidden(NOTIFICADOR_FORBIDDEN_MESSAGE);

  const rowsOf = {
    declaracoes: input.declaracoesAnimais,
    individuais: input.observacoesClinicasIndividuais,
    grupo: input.observacoesClinicasGrupo,
    animais: input.observacoesAnimais,
  };
  const subCategorias = [
    ...rowsOf.declaracoes.map((r) => r.subCategoriaAnimal),
    ...rowsOf.individuais.map((r) => r.subCategoriaAnimal),
    ...rowsOf.grupo.map((r) => r.subCategoriaAnimal),
  ];
  const [found] = await queryRows<Found>(
    tx,
    sql`SELECT
      (SELECT id FROM utilizadores WHERE id = ${input.responsavelNotificacao} AND enabled) AS responsavel,
      (SELECT json_build_object('id', id, 'domestico', domestico) FROM especies WHERE id = ${input.especie}) AS especie,
      (SELECT json_build_object('id', e.id, 'freguesia', e.freguesia) FROM exploracoes e
        WHERE e.marca = ${input.exploracao}) AS exploracao,
      (SELECT json_build_object('id', i.id, 'freguesia', coalesce(i.freguesia,
          (SELECT f.dicofre FROM freguesias f WHERE ST_Contains(f.geom, i.localizacao) LIMIT 1)))
        FROM infraestruturas i WHERE i.id = ${input.infraestrutura}) AS infraestrutura,
      (SELECT id FROM dsavrs WHERE id = ${input.dsavr} AND tipo <> 'SERVICO_CENTRAL') AS dsavr,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'categorias', categorias)), '[]'::json)
        FROM doencas WHERE id = ANY(${sql.param(input.doencas)}::int[])) AS doencas,
      (SELECT array_agg(id) FROM ensaios_laboratoriais
        WHERE id = ANY(${sql.param(input.ensaiosLaboratoriais)}::int[])) AS ensaios,
      (SELECT array_agg(id) FROM sub_categorias_animais
        WHERE id = ANY(${sql.param(subCategorias)}::int[])) AS "subCategorias",
      (SELECT coalesce(json_agg(json_build_object('id', id, 'domestico', domestico)), '[]'::json) FROM especies
        WHERE id = ANY(${sql.param(rowsOf.animais.map((r) => r.especie))}::int[])) AS "especiesObservadas",
      (SELECT json_build_object('id', fp.id, 'estado', fp.estado, 'conclusao', c.codigo, 'ordem', o.codigo)
         FROM notificacoes_suspeitas_doencas fp
         LEFT JOIN custom_types c ON c.id = fp.conclusao_suspeita_id
         LEFT JOIN custom_types o ON o.id = fp.ordem_foco_id
        WHERE fp.id = ${input.focoPrimario}) AS "focoPrimario"`,
  );
  if (!found) throw badRequest();

  const { byId, codeIds, isOf } = await lookupCustomTypes(
    tx,
    [
      input.programa,
      input.motivoConfirmacao,
      input.motivoNaoConfirmacao,
      ...rowsOf.individuais.flatMap((r) => [...r.sinaisClinicos, ...r.lesoes]),
      ...rowsOf.grupo.flatMap((r) => [...r.sinaisClinicos, ...r.lesoes]),
      ...rowsOf.animais.flatMap((r) => [r.sexo, r.classeEtaria, ...r.alteracoes]),
    ],
    CODED,
  );

  const errors: FieldError[] = [];
  const fail = (field: string, message = INVALID_VALUE_MESSAGE) => errors.push({ field, message });
  const tipoAnimalId = codeIds.get(`TIPO_ANIMAL:${input.tipoAnimal}`);
  if (tipoAnimalId === undefined) fail('tipoAnimal');
  if (found.responsavel === null) fail('responsavelNotificacao', 'Utilizador desconhecido.');
  const domestico = input.tipoAnimal.startsWith('DOM_');
  if (input.especie !== null && found.especie?.domestico !== domestico) fail('especie');
  if (input.exploracao !== null && !found.exploracao) fail('exploracao', 'Exploração desconhecida.');
  if (input.infraestrutura !== null && !found.infraestrutura)
    fail('infraestrutura', 'Infraestrutura desconhecida.');
  if (input.dsavr !== null && found.dsavr === null) fail('dsavr');
  if (!isOf(input.programa, 'PROGRAMA')) fail('programa');
  const doencasFound = new Map(found.doencas.map((d) => [Number(d.id), d.categorias]));
  if (input.doencas.some((d) => !doencasFound.has(d))) fail('doencas');
  const ensaios = new Set((found.ensaios ?? []).map(Number));
  if (input.ensaiosLaboratoriais.some((e) => !ensaios.has(e))) fail('ensaiosLaboratoriais');

  errors.push(
    ...animalRowsErrors(rowsOf, {
      subCategorias: new Set((found.subCategorias ?? []).map(Number)),
      especiesDomesticas: new Map(found.especiesObservadas.map((e) => [Number(e.id), e.domestico])),
      isOf,
      codeIds,
    }),
  );

  // The conclusion: its reasons from their lists, the free text the reason asks for, a right primary.
  const conclusaoSuspeitaId =
    input.conclusaoSuspeita === null ? null : codeIds.get(`CONCLUSAO_SUSPEITA:${input.conclusaoSuspeita}`);
  if (conclusaoSuspeitaId === undefined) fail('conclusaoSuspeita');
  const ordemFocoId = input.ordemFoco === null ? null : codeIds.get(`ORDEM_FOCO:${input.ordemFoco}`);
  if (ordemFocoId === undefined) fail('ordemFoco');
  if (!isOf(input.motivoConfirmacao, 'MOTIVO_CONFIRMACAO')) fail('motivoConfirmacao');
  if (!isOf(input.motivoNaoConfirmacao, 'MOTIVO_NAO_CONFIRMACAO')) fail('motivoNaoConfirmacao');
  const motivo =
    input.conclusaoSuspeita === 'CONFIRMADO' ? input.motivoConfirmacao : input.motivoNaoConfirmacao;
  const requer = motivo !== null && byId.get(motivo)?.requer === true;
  errors.push(...outroMotivoErrors(input, requer));
  const primario = found.focoPrimario;
  if (
    input.focoPrimario !== null &&
    (!primario ||
      Number(primario.id) === id ||
      primario.estado !== 'VALIDO' ||
      primario.conclusao !== 'CONFIRMADO' ||
      primario.ordem !== 'PRIMARIO')
  )
    fail('focoPrimario', FOCO_PRIMARIO_MESSAGE);

  if (errors.length > 0 || tipoAnimalId === undefined) throw badRequest(errors[0]?.message, errors);

  const categorias = [...new Set(input.doencas.flatMap((d) => doencasFound.get(d) ?? []))].sort();
  const regiao =
    mode === 'conclusao'
      ? null
      : await regiaoOf(tx, input, {
          exploracao: found.exploracao?.freguesia ?? null,
          infraestrutura: found.infraestrutura?.freguesia ?? null,
        });
  return {
    mode,
    tipoAnimalId,
    exploracaoId: found.exploracao ? Number(found.exploracao.id) : null,
    categorias,
    regiao,
    conclusaoSuspeitaId: conclusaoSuspeitaId ?? null,
    ordemFocoId: ordemFocoId ?? null,
    codeIds,
  };
}

/** The region (domain `resolveRegiao`) of a body whose holding and infrastructure parishes are known. */
async function regiaoOf(
  tx: Tx,
  input: Input,
  parishes: { exploracao: string | null; infraestrutura: string | null },
): Promise<Regiao | null> {
  const candidatas = await regiaoCandidatas(tx, { ...parishes, localizacao: input.localizacao });
  return resolveRegiao({
    dsavr: input.dsavr,
    exploracao: candidatas.EXPLORACAO,
    infraestrutura: candidatas.INFRAESTRUTURA,
    localizacao: candidatas.LOCALIZACAO,
  });
}

/** The columns an author's save writes (never the animal type, the state or the conclusion). */
function authorColumns(input: Input, values: ResolvedNotificacao) {
  return {
    localizacao: point(input.localizacao),
    responsavelNotificacaoId: input.responsavelNotificacao,
    dataObservacao: input.dataObservacao ?? null,
    dataInicioSinaisClinicos: input.dataInicioSinaisClinicos ?? null,
    realizadoTesteLaboratorial: input.realizadoTesteLaboratorial,
    dataTesteLaboratorial: input.dataTesteLaboratorial ?? null,
    resultadosNegativos: input.resultadosNegativos,
    identificacao: input.identificacao,
    numeroIdentificacao: input.numeroIdentificacao,
    nomeAnimal: input.nomeAnimal,
    nomeDetentor: input.nomeDetentor,
    moradaDetentor: input.moradaDetentor,
    telefone: input.telefone,
    email: input.email,
    nif: input.nif,
    especieId: input.especie,
    nomeEncontradoPor: input.nomeEncontradoPor,
    moradaEncontradoPor: input.moradaEncontradoPor,
    exploracaoId: values.exploracaoId,
    infraestruturaId: input.infraestrutura,
    dsavrId: input.dsavr,
    programaId: input.programa,
    doencas: input.doencas,
    categorias: values.categorias,
    regiaoDsavrId: values.regiao?.dsavr ?? null,
    regiaoFreguesia: values.regiao?.freguesia ?? null,
    regiaoOrigem: values.regiao?.origem ?? null,
  };
}

/** Inserts a new notification (state INICIAL) with its lists and rows; returns its id. */
export async function insertNotificacao(
  tx: Tx,
  input: Input,
  values: ResolvedNotificacao,
  numbering: Numbering,
  actor: Actor,
): Promise<number> {
  const [row] = await tx
    .insert(notificacoesSuspeitasDoencas)
    .values({
      ...authorColumns(input, values),
      tipoAnimalId: values.tipoAnimalId,
      ...numbering,
      createdBy: actor.username,
      updatedBy: actor.username,
    })
    .returning({ id: notificacoesSuspeitasDoencas.id });
  if (!row) throw new Error('insert sem id');
  await writeAuthorChildren(tx, row.id, input, values, false);
  return row.id;
}

/**
 * Writes a locked notification's save and moves its version on: the reviewer's save writes the conclusion
 * alone; the author's every field but the animal type and the conclusion, with its lists and rows replaced.
 */
export async function updateNotificacao(
  tx: Tx,
  id: number,
  input: Input,
  values: ResolvedNotificacao,
  actor: Actor,
): Promise<void> {
  const bookkeeping = {
    version: sql`${notificacoesSuspeitasDoencas.version} + 1`,
    updatedBy: actor.username,
    updatedOn: sql`now()`,
  };
  if (values.mode === 'conclusao') {
    await tx
      .update(notificacoesSuspeitasDoencas)
      .set({
        conclusaoSuspeitaId: values.conclusaoSuspeitaId,
        motivoConfirmacaoId: input.motivoConfirmacao,
        outroMotivoConfirmacao: input.outroMotivoConfirmacao,
        ordemFocoId: values.ordemFocoId,
        focoPrimarioId: input.focoPrimario,
        motivoNaoConfirmacaoId: input.motivoNaoConfirmacao,
        outroMotivoNaoConfirmacao: input.outroMotivoNaoConfirmacao,
        ...bookkeeping,
      })
      .where(eq(notificacoesSuspeitasDoencas.id, id));
    await tx.execute(sql`DELETE FROM nsd_doencas_confirmadas WHERE notificacao_id = ${id}`);
    await insertIdList(tx, 'nsd_doencas_confirmadas', 'doenca_id', id, input.doencasConfirmadas);
    return;
  }
  await tx
    .update(notificacoesSuspeitasDoencas)
    .set({
      ...authorColumns(input, values),
      ...bookkeeping,
    })
    .where(eq(notificacoesSuspeitasDoencas.id, id));
  await writeAuthorChildren(tx, id, input, values, true);
}

/** The notification's child tables key on `notificacao_id`. */
const ROWS = childRows('notificacao_id');
const { insertIdList } = ROWS;

/** Replaces the diseases, positive assays and the four row tables of an author's save. */
async function writeAuthorChildren(
  tx: Tx,
  id: number,
  input: Input,
  values: ResolvedNotificacao,
  replace: boolean,
): Promise<void> {
  if (replace) {
    await tx.execute(sql`DELETE FROM nsd_doencas WHERE notificacao_id = ${id}`);
    await tx.execute(sql`DELETE FROM nsd_ensaios_laboratoriais WHERE notificacao_id = ${id}`);
  }
  await insertIdList(tx, 'nsd_doencas', 'doenca_id', id, input.doencas);
  await insertIdList(tx, 'nsd_ensaios_laboratoriais', 'ensaio_id', id, input.ensaiosLaboratoriais);
  await writeAnimalTables(
    tx,
    { prefix: 'nsd', rows: ROWS, id, replace, codeIds: values.codeIds, imports: false },
    input,
  );
}

/**
 * A notification in the shape of its create / save body (spec 002 §7; domain `notificacaoSchema`): references
 * as ids, coded lists as codes, dates as ISO text, the point as `{ latitude, longitude }`, rows as lists in
 * their order with their ids. What the edit policy compares a save with and what the submit guard parses.
 */
export async function loadNotificacaoBody(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  const ids = (table: string, column: string) =>
    sql.raw(`(SELECT coalesce(json_agg(x.${column} ORDER BY x.ordem), '[]'::json) FROM ${table} x
      WHERE x.notificacao_id = n.id)`);
  const [row] = await queryRows<{ a: Record<string, unknown>; b: Record<string, unknown> }>(
    tx,
    sql`SELECT json_build_object(
        'tipoAnimal', ta.codigo,
        'localizacao', CASE WHEN n.localizacao IS NULL THEN NULL
          ELSE json_build_object('latitude', ST_Y(n.localizacao), 'longitude', ST_X(n.localizacao)) END,
        'responsavelNotificacao', n.responsavel_notificacao_id,
        'dataObservacao', n.data_observacao::text,
        'dataInicioSinaisClinicos', n.data_inicio_sinais_clinicos::text,
        'doencas', ${ids('nsd_doencas', 'doenca_id')},
        'realizadoTesteLaboratorial', n.realizado_teste_laboratorial,
        'dataTesteLaboratorial', n.data_teste_laboratorial::text,
        'ensaiosLaboratoriais', ${ids('nsd_ensaios_laboratoriais', 'ensaio_id')},
        'resultadosNegativos', n.resultados_negativos,
        'identificacao', n.identificacao,
        'numeroIdentificacao', n.numero_identificacao,
        'nomeAnimal', n.nome_animal,
        'nomeDetentor', n.nome_detentor,
        'moradaDetentor', n.morada_detentor,
        'telefone', n.telefone,
        'email', n.email,
        'nif', n.nif,
        'nomeEncontradoPor', n.nome_encontrado_por,
        'moradaEncontradoPor', n.morada_encontrado_por,
        'especie', n.especie_id,
        'exploracao', (SELECT e.marca FROM exploracoes e WHERE e.id = n.exploracao_id),
        'infraestrutura', n.infraestrutura_id,
        'dsavr', n.dsavr_id,
        'programa', n.programa_id) AS a,
      json_build_object(
        ${animalTablesJson('nsd', 'notificacao_id', 'n')},
        'conclusaoSuspeita', (SELECT c.codigo FROM custom_types c WHERE c.id = n.conclusao_suspeita_id),
        'motivoConfirmacao', n.motivo_confirmacao_id,
        'outroMotivoConfirmacao', n.outro_motivo_confirmacao,
        'ordemFoco', (SELECT c.codigo FROM custom_types c WHERE c.id = n.ordem_foco_id),
        'focoPrimario', n.foco_primario_id,
        'doencasConfirmadas', ${ids('nsd_doencas_confirmadas', 'doenca_id')},
        'motivoNaoConfirmacao', n.motivo_nao_confirmacao_id,
        'outroMotivoNaoConfirmacao', n.outro_motivo_nao_confirmacao) AS b
      FROM notificacoes_suspeitas_doencas n
      JOIN custom_types ta ON ta.id = n.tipo_animal_id
     WHERE n.id = ${id}`,
  );
  if (!row) return null;
  const parse = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return { id, ...parse(row.a), ...parse(row.b) };
}

/** The row counts of a body (what the submit guard's "deve registar informação" reads). */
export function rowCounts(body: Readonly<Record<string, unknown>>) {
  const count = (key: string) => (Array.isArray(body[key]) ? (body[key] as unknown[]).length : 0);
  return {
    declaracoesAnimais: count('declaracoesAnimais'),
    observacoesClinicasIndividuais: count('observacoesClinicasIndividuais'),
    observacoesClinicasGrupo: count('observacoesClinicasGrupo'),
    observacoesAnimais: count('observacoesAnimais'),
  };
}

/** The animal type of a body, when it is one. */
export function tipoOf(body: Readonly<Record<string, unknown>>): TipoAnimal | null {
  const tipo = body.tipoAnimal;
  return typeof tipo === 'string' ? (tipo as TipoAnimal) : null;
}
