import { sql } from 'drizzle-orm';
import { VETERINARIAN_ROLES } from '@sigsa/domain/access/roles';
import type { ExameInput } from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Tx } from '../../db/client.ts';
import { dsavrOfConcelho } from '../../platform/geo/dsavr-of-concelho.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { childRows, insertChoices } from '../../platform/records/child-rows.ts';
import { lookupCustomTypes } from '../../platform/records/custom-types-lookup.ts';
import type { Numbering, WriteContext } from '../../platform/records/record-store.ts';
import { MEDICO_VETERINARIO_DESCONHECIDO, veterinarioCondition } from '../../users/veterinarios.ts';
import { animalRowsErrors, animalTablesJson, writeAnimalTables } from '../animal-tables.ts';

// How a clinical exam is read and written (001 §3.4, §7; issue 14): the references of a body checked (400 per
// field), what a veterinarian may not set (403), the region it is filed under, and its rows.

/** A veterinarian changing the reasons of an exam (001 §6: the reasons and the official flag are not theirs). */
export const MOTIVOS_FORBIDDEN_MESSAGE =
  'Os motivos do exame não podem ser alterados pelo médico veterinário.';

/** The categories whose codes the body carries instead of ids. */
const CODED = ['SITUACAO_ANIMAL', 'TIPO_OBSERVACAO', 'DESTINOS_SUBPRODUTOS'];

/** What a save writes besides the body. */
export interface ResolvedExame {
  exploracaoId: number | null;
  situacaoAnimalId: number | null;
  regiaoDsavrId: number | null;
  /** The holding's parish for a domestic exam, as saved (Início's map); none for a wild one. */
  regiaoFreguesia: string | null;
  /** Forced false for a veterinarian's exam (001 §6). */
  exameOficial: boolean;
  /** The linked notifications, none unless a reason shows diseases (domain `exameSchema` clears the same). */
  notificacoes: readonly number[];
  /** The contingency, none unless a reason asks for it. */
  contingencia: string | null;
  codeIds: ReadonlyMap<string, number>;
}

interface Found {
  exploracao: { id: number; freguesia: string | null } | null;
  veterinario: number | null;
  responsavel: number | null;
  dsavr: number | null;
  zona: number | null;
  motivos: number[] | null;
  notificacoes: number[] | null;
  desconformidades: number[] | null;
  desconformidadesSaude: number[] | null;
  subCategorias: number[] | null;
  especies: { id: number; domestico: boolean }[];
  motivosGuardados: number[] | null;
  mostrarDoencas: boolean | null;
  mostrarContingencia: boolean | null;
}

const isVet = (actor: Actor) => (VETERINARIAN_ROLES as readonly string[]).includes(actor.role);

/** The wild rows of a body, whichever table. */
function wildRows(input: ExameInput) {
  return [
    ...input.animaisCacados,
    ...input.animaisAbatidos,
    ...input.animaisEncontradosMortos,
    ...input.animaisRecolhidosVivos,
    ...input.observacoesAnimais,
  ];
}

/**
 * Checks every reference of a body (400 naming each field at fault: unknown ids, ids of another list, a user who
 * is no veterinarian, a domestic species in a wild row, a notification neither submitted nor validated), what a
 * veterinarian may not set (403: the reasons; the official flag is stored false), and the region. Nothing is
 * written here.
 */
export async function resolveExame(tx: Tx, input: ExameInput, context: WriteContext): Promise<ResolvedExame> {
  const { actor, id } = context;
  const subCategorias = [
    ...input.declaracoesAnimais.map((r) => r.subCategoriaAnimal),
    ...input.observacoesClinicasIndividuais.map((r) => r.subCategoriaAnimal),
    ...input.observacoesClinicasGrupo.map((r) => r.subCategoriaAnimal),
  ];
  const especies = wildRows(input).map((r) => r.especie);
  const [found] = await queryRows<Found>(
    tx,
    sql`SELECT
      (SELECT json_build_object('id', e.id, 'freguesia', e.freguesia) FROM exploracoes e
        WHERE e.marca = ${input.exploracao}) AS exploracao,
      (SELECT u.id FROM utilizadores u WHERE u.id = ${input.medicoVeterinario}
        AND ${veterinarioCondition(sql`u`)}) AS veterinario,
      (SELECT id FROM utilizadores WHERE id = ${input.responsavelColheita} AND enabled) AS responsavel,
      (SELECT id FROM dsavrs WHERE id = ${input.dsavr} AND tipo <> 'SERVICO_CENTRAL' AND NOT arquivado) AS dsavr,
      (SELECT id FROM zonas_cacas WHERE id = ${input.zonaCaca} AND NOT arquivado) AS zona,
      (SELECT array_agg(id) FROM motivos_exames
        WHERE id = ANY(${sql.param(input.motivosExames)}::int[]) AND NOT arquivado) AS motivos,
      (SELECT bool_or(mostrar_doencas) FROM motivos_exames
        WHERE id = ANY(${sql.param(input.motivosExames)}::int[])) AS "mostrarDoencas",
      (SELECT bool_or(mostrar_contingencia) FROM motivos_exames
        WHERE id = ANY(${sql.param(input.motivosExames)}::int[])) AS "mostrarContingencia",
      (SELECT array_agg(id) FROM notificacoes_suspeitas_doencas
        WHERE id = ANY(${sql.param(input.notificacoesSuspeitasDoencas)}::int[])
          AND estado IN ('SUBMETIDO', 'VALIDO') AND NOT arquivado) AS notificacoes,
      (SELECT array_agg(id) FROM desconformidades
        WHERE id = ANY(${sql.param(input.desconformidades)}::int[]) AND NOT arquivado) AS desconformidades,
      (SELECT array_agg(id) FROM desconformidades_registo_saude
        WHERE id = ANY(${sql.param(input.desconformidadesRegistoSaude)}::int[]) AND NOT arquivado)
        AS "desconformidadesSaude",
      (SELECT array_agg(id) FROM sub_categorias_animais
        WHERE id = ANY(${sql.param(subCategorias)}::int[])) AS "subCategorias",
      (SELECT coalesce(json_agg(json_build_object('id', id, 'domestico', domestico)), '[]'::json) FROM especies
        WHERE id = ANY(${sql.param(especies)}::int[])) AS especies,
      (SELECT array_agg(motivo_id ORDER BY motivo_id) FROM ecn_motivos WHERE exame_id = ${id}) AS "motivosGuardados"`,
  );
  if (!found) throw badRequest();

  // 001 §6: the reasons are not the veterinarian's to change.
  if (isVet(actor)) {
    const stored = (found.motivosGuardados ?? []).map(Number);
    const sent = [...input.motivosExames].sort((a, b) => a - b);
    if (JSON.stringify(stored) !== JSON.stringify(sent)) throw forbidden(MOTIVOS_FORBIDDEN_MESSAGE);
  }

  const { codeIds, isOf, allOf } = await lookupCustomTypes(
    tx,
    [
      input.programa,
      input.processoCaca,
      ...input.observacoesClinicasIndividuais.flatMap((r) => [...r.sinaisClinicos, ...r.lesoes]),
      ...input.observacoesClinicasGrupo.flatMap((r) => [...r.sinaisClinicos, ...r.lesoes]),
      ...wildRows(input).flatMap((r) => [r.sexo, r.classeEtaria]),
      ...input.observacoesAnimais.flatMap((r) => r.alteracoes),
      ...input.animaisAbatidos.flatMap((r) => [r.metodoAbate, r.motivoAbate, ...r.alteracoes]),
      ...input.animaisRecolhidosVivos.flatMap((r) => [r.exameClinico, r.destino, ...r.alteracoes]),
    ],
    CODED,
  );
  const has = (list: number[] | null, values: readonly number[]) => {
    const known = new Set((list ?? []).map(Number));
    return values.every((v) => known.has(v));
  };

  const errors: FieldError[] = [];
  const fail = (field: string, message = INVALID_VALUE_MESSAGE) => errors.push({ field, message });
  if (input.exploracao !== null && !found.exploracao) fail('exploracao', 'Exploração desconhecida.');
  if (input.medicoVeterinario !== null && found.veterinario === null)
    fail('medicoVeterinario', MEDICO_VETERINARIO_DESCONHECIDO);
  if (input.responsavelColheita !== null && found.responsavel === null)
    fail('responsavelColheita', 'Utilizador desconhecido.');
  if (input.dsavr !== null && found.dsavr === null) fail('dsavr');
  if (input.zonaCaca !== null && found.zona === null) fail('zonaCaca');
  if (!has(found.motivos, input.motivosExames)) fail('motivosExames');
  // 001 §2.3: the notifications only when a reason shows diseases, the contingency when one asks for it.
  const notificacoes = found.mostrarDoencas === true ? input.notificacoesSuspeitasDoencas : [];
  // One the writer cannot see is refused as unknown (issue 14 "Bad input").
  const visiveis = await context.visible('notificacoesSuspeitasDoencas', notificacoes);
  if (!has(found.notificacoes, notificacoes) || notificacoes.some((n) => !visiveis.has(n)))
    fail('notificacoesSuspeitasDoencas');
  for (const error of await importErrors(tx, input, notificacoes)) errors.push(error);
  if (!has(found.desconformidades, input.desconformidades)) fail('desconformidades');
  if (!has(found.desconformidadesSaude, input.desconformidadesRegistoSaude))
    fail('desconformidadesRegistoSaude');
  if (!isOf(input.programa, 'PROGRAMA')) fail('programa');
  if (!isOf(input.processoCaca, 'PROCESSO_CACA')) fail('processoCaca');
  const situacaoAnimalId =
    input.situacaoAnimal === null ? null : codeIds.get(`SITUACAO_ANIMAL:${input.situacaoAnimal}`);
  if (situacaoAnimalId === undefined) fail('situacaoAnimal');

  const domesticas = new Map(found.especies.map((e) => [Number(e.id), e.domestico]));
  errors.push(
    ...animalRowsErrors(
      {
        declaracoes: input.declaracoesAnimais,
        individuais: input.observacoesClinicasIndividuais,
        grupo: input.observacoesClinicasGrupo,
        animais: input.observacoesAnimais,
      },
      {
        subCategorias: new Set((found.subCategorias ?? []).map(Number)),
        especiesDomesticas: domesticas,
        isOf,
        codeIds,
      },
    ),
  );
  const wild = <R extends { especie: number; sexo: number; classeEtaria: number }>(
    list: string,
    rows: readonly R[],
    more: (row: R, at: (field: string) => string) => void = () => {},
  ) =>
    rows.forEach((row, i) => {
      const at = (field: string) => `${list}.${i}.${field}`;
      // Wild animals only (issue 14).
      if (domesticas.get(row.especie) !== false) fail(at('especie'));
      if (!isOf(row.sexo, 'SEXO')) fail(at('sexo'));
      if (!isOf(row.classeEtaria, 'CLASSE_ETARIA')) fail(at('classeEtaria'));
      more(row, at);
    });
  wild('animaisCacados', input.animaisCacados);
  wild('animaisAbatidos', input.animaisAbatidos, (row, at) => {
    if (!allOf(row.alteracoes, 'LESOES')) fail(at('alteracoes'));
    if (!isOf(row.metodoAbate, 'METODO_ABATE')) fail(at('metodoAbate'));
    if (!isOf(row.motivoAbate, 'MOTIVO_ABATE')) fail(at('motivoAbate'));
    if (!codeIds.has(`DESTINOS_SUBPRODUTOS:${row.destinoSubprodutos}`)) fail(at('destinoSubprodutos'));
  });
  wild('animaisEncontradosMortos', input.animaisEncontradosMortos);
  wild('animaisRecolhidosVivos', input.animaisRecolhidosVivos, (row, at) => {
    if (!allOf(row.alteracoes, 'LESOES')) fail(at('alteracoes'));
    if (!isOf(row.exameClinico, 'EXAME_CLINICO')) fail(at('exameClinico'));
    if (!isOf(row.destino, 'DESTINO_ANIMAL_RECOLHIDO_VIVO')) fail(at('destino'));
  });
  if (errors.length > 0) throw badRequest(errors[0]?.message, errors);

  const freguesia = found.exploracao?.freguesia ?? null;
  const [regiao] =
    input.tipoAnimal === 'DOMESTICO' && freguesia
      ? await queryRows<{ id: number | null }>(
          tx,
          sql`SELECT ${dsavrOfConcelho(sql`left(${freguesia}, 4)`)} AS id`,
        )
      : [{ id: input.dsavr }];
  return {
    exploracaoId: found.exploracao ? Number(found.exploracao.id) : null,
    situacaoAnimalId: situacaoAnimalId ?? null,
    regiaoDsavrId: regiao?.id ?? null,
    regiaoFreguesia: input.tipoAnimal === 'DOMESTICO' ? freguesia : null,
    exameOficial: input.exameOficial && !isVet(actor),
    notificacoes,
    contingencia: found.mostrarContingencia === true ? input.contingencia : null,
    codeIds,
  };
}

/** An imported row whose source is not a row of that list in one of the exam's linked notifications (ours). */
export const IMPORT_DESCONHECIDA_MESSAGE = 'Linha de notificação desconhecida.';

/** The notification tables a domestic list imports from (001 §3.4 `importId`). */
const IMPORT_SOURCES = {
  declaracoesAnimais: 'nsd_declaracoes_animais',
  observacoesClinicasIndividuais: 'nsd_observacoes_clinicas_individuais',
  observacoesClinicasGrupo: 'nsd_observacoes_clinicas_grupo',
} as const;

/**
 * Each imported row names a row of the same list of a notification the exam links (issue 14 "Registar exame"):
 * 400 on `<list>.<i>.importId` otherwise.
 */
async function importErrors(
  tx: Tx,
  input: ExameInput,
  notificacoes: readonly number[],
): Promise<FieldError[]> {
  const lists = Object.keys(IMPORT_SOURCES) as (keyof typeof IMPORT_SOURCES)[];
  const imported = lists.flatMap((list) =>
    input[list].flatMap((row, index) =>
      row.importId === null ? [] : [{ list, index, importId: row.importId }],
    ),
  );
  if (imported.length === 0) return [];
  const found = await queryRows<{ list: string; id: number }>(
    tx,
    sql.join(
      lists.map(
        (list) => sql`SELECT ${list}::text AS list, id FROM ${sql.raw(IMPORT_SOURCES[list])}
          WHERE notificacao_id = ANY(${sql.param([...notificacoes])}::int[])
            AND id = ANY(${sql.param(imported.filter((i) => i.list === list).map((i) => i.importId))}::int[])`,
      ),
      sql` UNION ALL `,
    ),
  );
  const known = new Set(found.map((row) => `${row.list}:${Number(row.id)}`));
  return imported
    .filter((i) => !known.has(`${i.list}:${i.importId}`))
    .map((i) => ({ field: `${i.list}.${i.index}.importId`, message: IMPORT_DESCONHECIDA_MESSAGE }));
}

/** The record's own columns of a body. */
function columnsOf(input: ExameInput, resolved: ResolvedExame) {
  const point = input.localizacao;
  return sql`tipo_animal = ${input.tipoAnimal}, exploracao_id = ${resolved.exploracaoId},
    medico_veterinario_id = ${input.medicoVeterinario}, contingencia = ${resolved.contingencia},
    data = ${input.data}, data_inicio_sinais_clinicos = ${input.dataInicioSinaisClinicos},
    exame_oficial = ${resolved.exameOficial}, registos_rastreabilidade = ${input.registosRastreabilidade},
    observacoes_rastreabilidade = ${input.observacoesRastreabilidade}, registos_saude = ${input.registosSaude},
    outras_desconformidades = ${input.outrasDesconformidades},
    registos_valores_produtivos = ${input.registosValoresProdutivos},
    valores_produtivos = ${input.valoresProdutivos},
    observacoes_desconformidades = ${input.observacoesDesconformidades},
    situacao_animal_id = ${resolved.situacaoAnimalId}, programa_id = ${input.programa},
    data_observacao = ${input.dataObservacao}, dsavr_id = ${input.dsavr},
    responsavel_colheita_id = ${input.responsavelColheita},
    localizacao = ${point ? sql`ST_SetSRID(ST_MakePoint(${point.longitude}, ${point.latitude}), 4326)` : null},
    processo_caca_id = ${input.processoCaca}, zona_caca_id = ${input.zonaCaca},
    regiao_dsavr_id = ${resolved.regiaoDsavrId}, regiao_freguesia = ${resolved.regiaoFreguesia}`;
}

/** Inserts a new exam (INICIAL) with its rows; answers its id. */
export async function insertExame(
  tx: Tx,
  input: ExameInput,
  resolved: ResolvedExame,
  numbering: Numbering,
  actor: Actor,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO exames_clinicos_necropsias (serie_id, numero_serie, tipo_animal, created_by, updated_by)
        VALUES (${numbering.serieId}, ${numbering.numeroSerie}, ${input.tipoAnimal}, ${actor.username},
          ${actor.username})
        RETURNING id`,
  );
  if (!row) throw new Error('exames_clinicos_necropsias: a inserção não devolveu o id.');
  const id = Number(row.id);
  await tx.execute(sql`UPDATE exames_clinicos_necropsias SET ${columnsOf(input, resolved)} WHERE id = ${id}`);
  await writeChildren(tx, id, input, resolved, false);
  return id;
}

/** Writes a locked exam's fields and rows, never its state; moves its version on. */
export async function updateExame(
  tx: Tx,
  id: number,
  input: ExameInput,
  resolved: ResolvedExame,
  actor: Actor,
): Promise<void> {
  await tx.execute(
    sql`UPDATE exames_clinicos_necropsias SET ${columnsOf(input, resolved)}, version = version + 1,
          updated_by = ${actor.username}, updated_on = now()
        WHERE id = ${id}`,
  );
  await writeChildren(tx, id, input, resolved, true);
}

/** The exam's child tables key on `exame_id`. */
const ROWS = childRows('exame_id');

/** Replaces the id lists and every row table of a save. */
async function writeChildren(
  tx: Tx,
  id: number,
  input: ExameInput,
  resolved: ResolvedExame,
  replace: boolean,
): Promise<void> {
  const lists = [
    ['ecn_motivos', 'motivo_id', input.motivosExames],
    ['ecn_notificacoes', 'notificacao_id', resolved.notificacoes],
    ['ecn_desconformidades', 'desconformidade_id', input.desconformidades],
    ['ecn_desconformidades_registo_saude', 'desconformidade_id', input.desconformidadesRegistoSaude],
  ] as const;
  for (const [table, column, values] of lists) {
    if (replace) await tx.execute(sql`DELETE FROM ${sql.raw(table)} WHERE exame_id = ${id}`);
    await ROWS.insertIdList(tx, table, column, id, values);
  }
  await writeAnimalTables(
    tx,
    { prefix: 'ecn', rows: ROWS, id, replace, codeIds: resolved.codeIds, imports: true },
    input,
  );
  await writeWildTables(tx, id, input, resolved, replace);
}

/** The wild tables of a save (hunted, slaughtered, found dead, collected alive). */
async function writeWildTables(
  tx: Tx,
  id: number,
  input: ExameInput,
  resolved: ResolvedExame,
  replace: boolean,
): Promise<void> {
  const { replaceRows } = ROWS;
  const animal = <R extends { especie: number; sexo: number; classeEtaria: number }>(rows: readonly R[]) =>
    [
      ['especie_id', 'int', rows.map((r) => r.especie)],
      ['sexo_id', 'int', rows.map((r) => r.sexo)],
      ['classe_etaria_id', 'int', rows.map((r) => r.classeEtaria)],
    ] as const;

  const cacados = input.animaisCacados;
  await replaceRows(
    tx,
    'ecn_animais_cacados',
    id,
    cacados,
    [
      ...animal(cacados),
      ['comercio', 'int', cacados.map((r) => r.comercio)],
      ['autoconsumo', 'int', cacados.map((r) => r.autoconsumo)],
      ['rejeitados', 'int', cacados.map((r) => r.rejeitados)],
      ['sem_caracteristicas_anormais', 'int', cacados.map((r) => r.semCaracteristicasAnormais)],
      // The schema computed it (comercio + autoconsumo + rejeitados), whatever was sent.
      ['total', 'int', cacados.map((r) => r.total)],
    ],
    replace,
  );

  const abatidos = input.animaisAbatidos;
  const abatidoIds = await replaceRows(
    tx,
    'ecn_animais_abatidos',
    id,
    abatidos,
    [
      ...animal(abatidos),
      ['animais_com_alteracoes', 'boolean', abatidos.map((r) => r.animaisComAlteracoes)],
      ['outras_alteracoes', 'text', abatidos.map((r) => r.outrasAlteracoes)],
      ['metodo_abate_id', 'int', abatidos.map((r) => r.metodoAbate)],
      ['motivo_abate_id', 'int', abatidos.map((r) => r.motivoAbate)],
      ['total', 'int', abatidos.map((r) => r.total)],
      [
        'destino_subprodutos_id',
        'int',
        abatidos.map((r) => resolved.codeIds.get(`DESTINOS_SUBPRODUTOS:${r.destinoSubprodutos}`) ?? null),
      ],
      ['detalhe_destino_subprodutos', 'text', abatidos.map((r) => r.detalheDestinoSubprodutos)],
      ['localizacao_enterramento', 'point', abatidos.map((r) => r.localizacaoEnterramento)],
    ],
    replace,
  );
  await insertChoices(
    tx,
    'ecn_aa_alteracoes',
    abatidoIds,
    abatidos.map((r) => r.alteracoes),
  );

  const mortos = input.animaisEncontradosMortos;
  await replaceRows(
    tx,
    'ecn_animais_encontrados_mortos',
    id,
    mortos,
    [
      ...animal(mortos),
      ['total_encontrados_mortos', 'int', mortos.map((r) => r.totalEncontradosMortos)],
      ['registado_animas', 'boolean', mortos.map((r) => r.registadoANIMAS)],
      ['ocorrencia_animas', 'int', mortos.map((r) => r.ocorrenciaANIMAS)],
      ['cadaver_decomposicao', 'boolean', mortos.map((r) => r.cadaverDecomposicao)],
      ['mortos_mesma_especie', 'boolean', mortos.map((r) => r.mortosMesmaEspecie)],
      ['numero_mortos_mesma_especie', 'int', mortos.map((r) => r.numeroMortosMesmaEspecie)],
      ['mortos_outra_especie', 'boolean', mortos.map((r) => r.mortosOutraEspecie)],
      ['data_morte', 'date', mortos.map((r) => r.dataMorte)],
    ],
    replace,
  );

  const vivos = input.animaisRecolhidosVivos;
  const vivoIds = await replaceRows(
    tx,
    'ecn_animais_recolhidos_vivos',
    id,
    vivos,
    [
      ...animal(vivos),
      ['exame_clinico_id', 'int', vivos.map((r) => r.exameClinico)],
      ['animais_com_alteracoes', 'boolean', vivos.map((r) => r.animaisComAlteracoes)],
      ['outras_alteracoes', 'text', vivos.map((r) => r.outrasAlteracoes)],
      ['destino_id', 'int', vivos.map((r) => r.destino)],
      ['total', 'int', vivos.map((r) => r.total)],
      ['motivo_recolha', 'text', vivos.map((r) => r.motivoRecolha)],
    ],
    replace,
  );
  await insertChoices(
    tx,
    'ecn_arv_alteracoes',
    vivoIds,
    vivos.map((r) => r.alteracoes),
  );
}

/**
 * An exam in the shape of its create / save body (domain `exameSchema`): references as ids, coded values as
 * codes, dates as ISO text, points as `{ latitude, longitude }`, rows as lists in their order with their ids.
 * What the edit policy compares a save with and what the submit guard parses.
 */
export async function loadExameBody(tx: Tx, id: number): Promise<Record<string, unknown> | null> {
  const ids = (table: string, column: string) =>
    sql.raw(`(SELECT coalesce(json_agg(l.${column} ORDER BY l.ordem), '[]'::json) FROM ${table} l
      WHERE l.exame_id = x.id)`);
  const choices = (table: string) =>
    sql.raw(`(SELECT coalesce(json_agg(c.custom_type_id ORDER BY c.ordem), '[]'::json) FROM ${table} c
      WHERE c.linha_id = r.id)`);
  const point = (column: string) =>
    sql.raw(`CASE WHEN ${column} IS NULL THEN NULL
      ELSE json_build_object('latitude', ST_Y(${column}), 'longitude', ST_X(${column})) END`);
  const animal = sql.raw(
    `'id', r.id, 'especie', r.especie_id, 'sexo', r.sexo_id, 'classeEtaria', r.classe_etaria_id`,
  );
  const [row] = await queryRows<{
    a: Record<string, unknown>;
    b: Record<string, unknown>;
    c: Record<string, unknown>;
  }>(
    tx,
    sql`SELECT json_build_object(
        'tipoAnimal', x.tipo_animal,
        'exploracao', (SELECT e.marca FROM exploracoes e WHERE e.id = x.exploracao_id),
        'medicoVeterinario', x.medico_veterinario_id,
        'contingencia', x.contingencia,
        'motivosExames', ${ids('ecn_motivos', 'motivo_id')},
        'notificacoesSuspeitasDoencas', ${ids('ecn_notificacoes', 'notificacao_id')},
        'data', x.data::text,
        'dataInicioSinaisClinicos', x.data_inicio_sinais_clinicos::text,
        'exameOficial', x.exame_oficial,
        'registosRastreabilidade', x.registos_rastreabilidade,
        'observacoesRastreabilidade', x.observacoes_rastreabilidade,
        'registosSaude', x.registos_saude,
        'desconformidadesRegistoSaude', ${ids('ecn_desconformidades_registo_saude', 'desconformidade_id')},
        'desconformidades', ${ids('ecn_desconformidades', 'desconformidade_id')},
        'outrasDesconformidades', x.outras_desconformidades,
        'registosValoresProdutivos', x.registos_valores_produtivos,
        'valoresProdutivos', x.valores_produtivos,
        'observacoesDesconformidades', x.observacoes_desconformidades,
        'situacaoAnimal', (SELECT c.codigo FROM custom_types c WHERE c.id = x.situacao_animal_id),
        'programa', x.programa_id,
        'dataObservacao', x.data_observacao::text,
        'dsavr', x.dsavr_id,
        'responsavelColheita', x.responsavel_colheita_id,
        'localizacao', ${point('x.localizacao')},
        'processoCaca', x.processo_caca_id,
        'zonaCaca', x.zona_caca_id) AS a,
      json_build_object(${animalTablesJson('ecn', 'exame_id', 'x')}) AS b,
      json_build_object(
        'animaisCacados', (SELECT coalesce(json_agg(json_build_object(${animal}, 'comercio', r.comercio,
            'autoconsumo', r.autoconsumo, 'rejeitados', r.rejeitados,
            'semCaracteristicasAnormais', r.sem_caracteristicas_anormais) ORDER BY r.sequencia), '[]'::json)
          FROM ecn_animais_cacados r WHERE r.exame_id = x.id),
        'animaisAbatidos', (SELECT coalesce(json_agg(json_build_object(${animal},
            'animaisComAlteracoes', r.animais_com_alteracoes, 'alteracoes', ${choices('ecn_aa_alteracoes')},
            'outrasAlteracoes', r.outras_alteracoes, 'metodoAbate', r.metodo_abate_id,
            'motivoAbate', r.motivo_abate_id, 'total', r.total, 'destinoSubprodutos', dsp.codigo,
            'detalheDestinoSubprodutos', r.detalhe_destino_subprodutos,
            'localizacaoEnterramento', ${point('r.localizacao_enterramento')}) ORDER BY r.sequencia), '[]'::json)
          FROM ecn_animais_abatidos r JOIN custom_types dsp ON dsp.id = r.destino_subprodutos_id
          WHERE r.exame_id = x.id),
        'animaisEncontradosMortos', (SELECT coalesce(json_agg(json_build_object(${animal},
            'totalEncontradosMortos', r.total_encontrados_mortos, 'registadoANIMAS', r.registado_animas,
            'ocorrenciaANIMAS', r.ocorrencia_animas, 'cadaverDecomposicao', r.cadaver_decomposicao,
            'mortosMesmaEspecie', r.mortos_mesma_especie,
            'numeroMortosMesmaEspecie', r.numero_mortos_mesma_especie,
            'mortosOutraEspecie', r.mortos_outra_especie, 'dataMorte', r.data_morte::text) ORDER BY r.sequencia),
            '[]'::json)
          FROM ecn_animais_encontrados_mortos r WHERE r.exame_id = x.id),
        'animaisRecolhidosVivos', (SELECT coalesce(json_agg(json_build_object(${animal},
            'exameClinico', r.exame_clinico_id, 'animaisComAlteracoes', r.animais_com_alteracoes,
            'alteracoes', ${choices('ecn_arv_alteracoes')}, 'outrasAlteracoes', r.outras_alteracoes,
            'destino', r.destino_id, 'total', r.total, 'motivoRecolha', r.motivo_recolha) ORDER BY r.sequencia),
            '[]'::json)
          FROM ecn_animais_recolhidos_vivos r WHERE r.exame_id = x.id)) AS c
      FROM exames_clinicos_necropsias x WHERE x.id = ${id}`,
  );
  if (!row) return null;
  const parse = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return { id, ...parse(row.a), ...parse(row.b), ...parse(row.c) };
}

/** How many rows a body has, per list, for the submit guard (domain `submitErrors`). */
export function rowCounts(body: Readonly<Record<string, unknown>>) {
  const count = (key: string) => (Array.isArray(body[key]) ? (body[key] as unknown[]).length : 0);
  return {
    declaracoes: count('declaracoesAnimais'),
    observacoesIndividuais: count('observacoesClinicasIndividuais'),
    observacoesGrupo: count('observacoesClinicasGrupo'),
    animaisSelvagens:
      count('animaisCacados') +
      count('animaisAbatidos') +
      count('animaisEncontradosMortos') +
      count('animaisRecolhidosVivos') +
      count('observacoesAnimais'),
  };
}
