import { sql, type SQL } from 'drizzle-orm';
import type {
  DeclaracaoAnimaisInput,
  ObservacaoAnimalInput,
  ObservacaoClinicaGrupoInput,
  ObservacaoClinicaIndividualInput,
} from '@sigsa/domain/records/animal-rows';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import type { Tx } from '../db/client.ts';
import { latLon } from '../platform/geo/location-columns.ts';
import { rowsDocumentPart, type RecordDocumentPart } from '../platform/records/documents.parts.ts';
import { rowChoicesJson, rowDocumentsJson } from '../platform/records/record-columns.ts';
import { field, type ResourceField } from '../platform/resources/resource.types.ts';
import { insertChoices, type childRows } from '../platform/records/child-rows.ts';

// A record's animal tables (`animal-tables.schema.ts`) written and read the same way by every record type that
// has them: the rows of the body in their order, each keeping its id when it was one of the record's own, with
// their choices; read back in the body's shape (domain `animal-rows`).

/** The animal tables a body may carry (a record type sends those its variant shows; absent ones stay empty). */
export interface AnimalTablesInput {
  declaracoesAnimais?: readonly DeclaracaoAnimaisInput[];
  observacoesClinicasIndividuais?: readonly ObservacaoClinicaIndividualInput[];
  observacoesClinicasGrupo?: readonly ObservacaoClinicaGrupoInput[];
  observacoesAnimais?: readonly ObservacaoAnimalInput[];
}

/** Where and how to write: the tables' prefix, the record type's writers, the record, and its coded values. */
export interface AnimalTablesTarget {
  prefix: string;
  rows: ReturnType<typeof childRows>;
  id: number;
  /** An existing record: its old rows go first (their ids may be kept). */
  replace: boolean;
  /** Custom type ids by `CATEGORIA:codigo` (observation types, by-product destinations). */
  codeIds: ReadonlyMap<string, number>;
  /** Rows may name the notification row they were imported from (exams: 001 §3.4 `importId`); else none kept. */
  imports: boolean;
}

/** Writes the four animal tables of a save (declarations, individual and group observations, animal observations). */
export async function writeAnimalTables(
  tx: Tx,
  target: AnimalTablesTarget,
  input: AnimalTablesInput,
): Promise<void> {
  const { prefix, rows, id, replace } = target;
  const { replaceRows } = rows;
  const importIds = (list: readonly { importId?: number | null }[]) =>
    list.map((r) => (target.imports ? (r.importId ?? null) : null));

  const declaracoes = input.declaracoesAnimais ?? [];
  await replaceRows(
    tx,
    `${prefix}_declaracoes_animais`,
    id,
    declaracoes,
    [
      ['import_id', 'int', importIds(declaracoes)],
      ['sub_categoria_animal_id', 'int', declaracoes.map((r) => r.subCategoriaAnimal)],
      ['animais_presentes', 'int', declaracoes.map((r) => r.animaisPresentes)],
      ['animais_morreram', 'int', declaracoes.map((r) => r.animaisMorreram)],
      ['nados_mortos', 'int', declaracoes.map((r) => r.nadosMortos)],
      ['animais_necropsiados', 'int', declaracoes.map((r) => r.animaisNecropsiados)],
      ['animais_cadaveres', 'int', declaracoes.map((r) => r.animaisCadaveres)],
      ['observacoes', 'text', declaracoes.map((r) => r.observacoes)],
    ],
    replace,
  );

  const individuais = input.observacoesClinicasIndividuais ?? [];
  const individualIds = await replaceRows(
    tx,
    `${prefix}_observacoes_clinicas_individuais`,
    id,
    individuais,
    [
      ['import_id', 'int', importIds(individuais)],
      ['sub_categoria_animal_id', 'int', individuais.map((r) => r.subCategoriaAnimal)],
      ['identificacao', 'text', individuais.map((r) => r.identificacao)],
      ['febre', 'boolean', individuais.map((r) => r.febre)],
      ['sinais_atipicos', 'text', individuais.map((r) => r.sinaisAtipicos)],
      ['necropsiado', 'boolean', individuais.map((r) => r.necropsiado)],
      ['outras_lesoes', 'text', individuais.map((r) => r.outrasLesoes)],
      ['observacoes', 'text', individuais.map((r) => r.observacoes)],
    ],
    replace,
  );
  await insertChoices(
    tx,
    `${prefix}_oci_sinais`,
    individualIds,
    individuais.map((r) => r.sinaisClinicos),
  );
  await insertChoices(
    tx,
    `${prefix}_oci_lesoes`,
    individualIds,
    individuais.map((r) => r.lesoes),
  );

  const grupo = input.observacoesClinicasGrupo ?? [];
  const grupoIds = await replaceRows(
    tx,
    `${prefix}_observacoes_clinicas_grupo`,
    id,
    grupo,
    [
      ['import_id', 'int', importIds(grupo)],
      ['sub_categoria_animal_id', 'int', grupo.map((r) => r.subCategoriaAnimal)],
      ['animais', 'int', grupo.map((r) => r.animais)],
      ['febre', 'boolean', grupo.map((r) => r.febre)],
      ['sinais_atipicos', 'text', grupo.map((r) => r.sinaisAtipicos)],
      ['necropsiado', 'boolean', grupo.map((r) => r.necropsiado)],
      ['animais_necropsiados', 'int', grupo.map((r) => r.animaisNecropsiados)],
      ['outras_lesoes', 'text', grupo.map((r) => r.outrasLesoes)],
      ['observacoes', 'text', grupo.map((r) => r.observacoes)],
    ],
    replace,
  );
  await insertChoices(
    tx,
    `${prefix}_ocg_sinais`,
    grupoIds,
    grupo.map((r) => r.sinaisClinicos),
  );
  await insertChoices(
    tx,
    `${prefix}_ocg_lesoes`,
    grupoIds,
    grupo.map((r) => r.lesoes),
  );

  const animais = input.observacoesAnimais ?? [];
  const code = (categoria: string, codigo: string) => target.codeIds.get(`${categoria}:${codigo}`) ?? null;
  const animalIds = await replaceRows(
    tx,
    `${prefix}_observacoes_animais`,
    id,
    animais,
    [
      ['especie_id', 'int', animais.map((r) => r.especie)],
      ['sexo_id', 'int', animais.map((r) => r.sexo)],
      ['classe_etaria_id', 'int', animais.map((r) => r.classeEtaria)],
      ['tipo_observacao_id', 'int', animais.map((r) => code('TIPO_OBSERVACAO', r.tipoObservacao))],
      ['numero_selo', 'text', animais.map((r) => r.numeroSelo)],
      ['numero_animais', 'int', animais.map((r) => r.numeroAnimais)],
      ['apresentado_exame_inicial', 'boolean', animais.map((r) => r.apresentadoExameInicial)],
      ['animais_com_alteracoes', 'boolean', animais.map((r) => r.animaisComAlteracoes)],
      ['outras_alteracoes', 'text', animais.map((r) => r.outrasAlteracoes)],
      [
        'destino_subprodutos_id',
        'int',
        animais.map((r) => code('DESTINOS_SUBPRODUTOS', r.destinoSubprodutos)),
      ],
      ['detalhe_destino_subprodutos', 'text', animais.map((r) => r.detalheDestinoSubprodutos)],
      ['localizacao_enterramento', 'point', animais.map((r) => r.localizacaoEnterramento)],
    ],
    replace,
  );
  await insertChoices(
    tx,
    `${prefix}_oa_alteracoes`,
    animalIds,
    animais.map((r) => r.alteracoes),
  );
}

/**
 * The animal tables of the record aliased `alias` as `json_build_object` pairs, in the body's shape: each row with
 * its id, references as ids, coded values as codes, choices as lists of ids, the burial point as
 * `{ latitude, longitude }`, in their order.
 */
export function animalTablesJson(prefix: string, owner: string, alias: string): SQL {
  const choices = (table: string, row: string) =>
    sql.raw(`(SELECT coalesce(json_agg(x.custom_type_id ORDER BY x.ordem), '[]'::json) FROM ${table} x
      WHERE x.linha_id = ${row}.id)`);
  const table = (name: string) => sql.raw(`${prefix}_${name}`);
  const ownerIs = sql.raw(`r.${owner} = ${alias}.id`);
  return sql`
        'declaracoesAnimais', (SELECT coalesce(json_agg(json_build_object('id', r.id, 'importId', r.import_id,
            'subCategoriaAnimal', r.sub_categoria_animal_id, 'animaisPresentes', r.animais_presentes,
            'animaisMorreram', r.animais_morreram, 'nadosMortos', r.nados_mortos,
            'animaisNecropsiados', r.animais_necropsiados, 'animaisCadaveres', r.animais_cadaveres,
            'observacoes', r.observacoes) ORDER BY r.sequencia), '[]'::json)
          FROM ${table('declaracoes_animais')} r WHERE ${ownerIs}),
        'observacoesClinicasIndividuais', (SELECT coalesce(json_agg(json_build_object('id', r.id,
            'importId', r.import_id, 'subCategoriaAnimal', r.sub_categoria_animal_id, 'identificacao', r.identificacao, 'febre', r.febre,
            'sinaisClinicos', ${choices(`${prefix}_oci_sinais`, 'r')}, 'sinaisAtipicos', r.sinais_atipicos,
            'necropsiado', r.necropsiado, 'lesoes', ${choices(`${prefix}_oci_lesoes`, 'r')},
            'outrasLesoes', r.outras_lesoes, 'observacoes', r.observacoes) ORDER BY r.sequencia), '[]'::json)
          FROM ${table('observacoes_clinicas_individuais')} r WHERE ${ownerIs}),
        'observacoesClinicasGrupo', (SELECT coalesce(json_agg(json_build_object('id', r.id,
            'importId', r.import_id, 'subCategoriaAnimal', r.sub_categoria_animal_id, 'animais', r.animais, 'febre', r.febre,
            'sinaisClinicos', ${choices(`${prefix}_ocg_sinais`, 'r')}, 'sinaisAtipicos', r.sinais_atipicos,
            'necropsiado', r.necropsiado, 'animaisNecropsiados', r.animais_necropsiados,
            'lesoes', ${choices(`${prefix}_ocg_lesoes`, 'r')}, 'outrasLesoes', r.outras_lesoes,
            'observacoes', r.observacoes) ORDER BY r.sequencia), '[]'::json)
          FROM ${table('observacoes_clinicas_grupo')} r WHERE ${ownerIs}),
        'observacoesAnimais', (SELECT coalesce(json_agg(json_build_object('id', r.id,
            'especie', r.especie_id, 'sexo', r.sexo_id, 'classeEtaria', r.classe_etaria_id,
            'tipoObservacao', tob.codigo, 'numeroSelo', r.numero_selo, 'numeroAnimais', r.numero_animais,
            'apresentadoExameInicial', r.apresentado_exame_inicial,
            'animaisComAlteracoes', r.animais_com_alteracoes, 'alteracoes', ${choices(`${prefix}_oa_alteracoes`, 'r')},
            'outrasAlteracoes', r.outras_alteracoes, 'destinoSubprodutos', dsp.codigo,
            'detalheDestinoSubprodutos', r.detalhe_destino_subprodutos,
            'localizacaoEnterramento', CASE WHEN r.localizacao_enterramento IS NULL THEN NULL
              ELSE json_build_object('latitude', ST_Y(r.localizacao_enterramento),
                'longitude', ST_X(r.localizacao_enterramento)) END) ORDER BY r.sequencia), '[]'::json)
          FROM ${table('observacoes_animais')} r
          JOIN custom_types tob ON tob.id = r.tipo_observacao_id
          JOIN custom_types dsp ON dsp.id = r.destino_subprodutos_id
          WHERE ${ownerIs})`;
}

/** Where a record type keeps its animal tables and documents, for the `full` projection. */
export interface AnimalTablesSource {
  prefix: string;
  /** Column naming the record in each row table. */
  owner: string;
  /** The record type's entity path (its rows' attachment sets: `<entity>/<list>`). */
  entity: string;
  /** Alias of the record in the resource's FROM clause. */
  alias: string;
}

/** A sub-category with its category, as a row shows it. */
const subCategoriaJson = (row: string) =>
  sql.raw(`(SELECT json_build_object('id', sc.id, 'codigo', sc.codigo, 'nome', sc.nome,
      'categoriaAnimal', json_build_object('id', ca.id, 'nome', ca.nome))
    FROM sub_categorias_animais sc JOIN categorias_animais ca ON ca.id = sc.categoria_animal_id
    WHERE sc.id = ${row}.sub_categoria_animal_id)`);

/**
 * The animal tables of a record in its `full` projection (001 §3.4, 002 §3): each row with its position,
 * references as `{ id, codigo, nome }` (a sub-category with its category), choices as such lists, the burial point
 * as `{ latitude, longitude }` and the row's attachments.
 */
export function animalTablesFields(source: AnimalTablesSource): ResourceField[] {
  const { prefix, owner, entity, alias } = source;
  const table = (name: string) => sql.raw(`${prefix}_${name}`);
  const ownedBy = (row: string) => sql.raw(`${row}.${owner} = ${alias}.id`);
  const declaracoes = sql`(SELECT coalesce(json_agg(json_build_object('id', da.id, 'sequencia', da.sequencia,
    'importId', da.import_id, 'subCategoriaAnimal', ${subCategoriaJson('da')}, 'animaisPresentes', da.animais_presentes,
    'animaisMorreram', da.animais_morreram, 'nadosMortos', da.nados_mortos,
    'animaisNecropsiados', da.animais_necropsiados, 'animaisCadaveres', da.animais_cadaveres,
    'observacoes', da.observacoes, 'documentosAnexos', ${rowDocumentsJson(entity, owner, 'declaracoesAnimais', 'da')})
    ORDER BY da.sequencia), '[]'::json)
  FROM ${table('declaracoes_animais')} da WHERE ${ownedBy('da')})`;

  const individuais = sql`(SELECT coalesce(json_agg(json_build_object('id', oi.id, 'sequencia', oi.sequencia,
    'importId', oi.import_id, 'subCategoriaAnimal', ${subCategoriaJson('oi')}, 'identificacao', oi.identificacao, 'febre', oi.febre,
    'sinaisClinicos', ${rowChoicesJson(`${prefix}_oci_sinais`, 'oi')}, 'sinaisAtipicos', oi.sinais_atipicos,
    'necropsiado', oi.necropsiado, 'lesoes', ${rowChoicesJson(`${prefix}_oci_lesoes`, 'oi')},
    'outrasLesoes', oi.outras_lesoes, 'observacoes', oi.observacoes,
    'documentosAnexos', ${rowDocumentsJson(entity, owner, 'observacoesClinicasIndividuais', 'oi')}) ORDER BY oi.sequencia), '[]'::json)
  FROM ${table('observacoes_clinicas_individuais')} oi WHERE ${ownedBy('oi')})`;

  const grupo = sql`(SELECT coalesce(json_agg(json_build_object('id', og.id, 'sequencia', og.sequencia,
    'importId', og.import_id, 'subCategoriaAnimal', ${subCategoriaJson('og')}, 'animais', og.animais, 'febre', og.febre,
    'sinaisClinicos', ${rowChoicesJson(`${prefix}_ocg_sinais`, 'og')}, 'sinaisAtipicos', og.sinais_atipicos,
    'necropsiado', og.necropsiado, 'animaisNecropsiados', og.animais_necropsiados,
    'lesoes', ${rowChoicesJson(`${prefix}_ocg_lesoes`, 'og')}, 'outrasLesoes', og.outras_lesoes,
    'observacoes', og.observacoes, 'documentosAnexos', ${rowDocumentsJson(entity, owner, 'observacoesClinicasGrupo', 'og')})
    ORDER BY og.sequencia), '[]'::json)
  FROM ${table('observacoes_clinicas_grupo')} og WHERE ${ownedBy('og')})`;

  const observacoesAnimais = sql`(SELECT coalesce(json_agg(json_build_object('id', oa.id, 'sequencia', oa.sequencia,
    'especie', json_build_object('id', es.id, 'codigo', es.codigo, 'nome', es.nome),
    'sexo', json_build_object('id', sx.id, 'codigo', sx.codigo, 'nome', sx.nome),
    'classeEtaria', json_build_object('id', ce.id, 'codigo', ce.codigo, 'nome', ce.nome),
    'tipoObservacao', json_build_object('id', tob.id, 'codigo', tob.codigo, 'nome', tob.nome),
    'numeroSelo', oa.numero_selo, 'numeroAnimais', oa.numero_animais,
    'apresentadoExameInicial', oa.apresentado_exame_inicial, 'animaisComAlteracoes', oa.animais_com_alteracoes,
    'alteracoes', ${rowChoicesJson(`${prefix}_oa_alteracoes`, 'oa')}, 'outrasAlteracoes', oa.outras_alteracoes,
    'destinoSubprodutos', json_build_object('id', dsp.id, 'codigo', dsp.codigo, 'nome', dsp.nome),
    'detalheDestinoSubprodutos', oa.detalhe_destino_subprodutos,
    'localizacaoEnterramento', ${latLon(sql`oa.localizacao_enterramento`)},
    'documentosAnexos', ${rowDocumentsJson(entity, owner, 'observacoesAnimais', 'oa')}) ORDER BY oa.sequencia), '[]'::json)
  FROM ${table('observacoes_animais')} oa
  JOIN especies es ON es.id = oa.especie_id
  JOIN custom_types sx ON sx.id = oa.sexo_id
  JOIN custom_types ce ON ce.id = oa.classe_etaria_id
  JOIN custom_types tob ON tob.id = oa.tipo_observacao_id
  JOIN custom_types dsp ON dsp.id = oa.destino_subprodutos_id
  WHERE ${ownedBy('oa')})`;
  return [
    field('declaracoesAnimais', declaracoes, 'LIST'),
    field('observacoesClinicasIndividuais', individuais, 'LIST'),
    field('observacoesClinicasGrupo', grupo, 'LIST'),
    field('observacoesAnimais', observacoesAnimais, 'LIST'),
  ];
}

/** What the reference checks of animal rows know: the ids found, and how to tell a custom type's category. */
export interface AnimalRowsReferences {
  subCategorias: ReadonlySet<number>;
  /** Whether each species found is domestic. */
  especiesDomesticas: ReadonlyMap<number, boolean>;
  /** True when the custom type `value` (or none) is of `categoria`. */
  isOf(value: number | null, categoria: string): boolean;
  codeIds: ReadonlyMap<string, number>;
}

/**
 * The references of a body's animal rows (400 per field, `<list>.<i>.<field>`): known sub-categories, signs
 * (SINAIS_CLINICOS) and lesions (LESOES) of clinical observations; a wild species (ours), its sex, age class,
 * changes (LESOES), observation type and by-product destination in an animal observation.
 */
export function animalRowsErrors(
  rows: {
    declaracoes: readonly DeclaracaoAnimaisInput[];
    individuais: readonly ObservacaoClinicaIndividualInput[];
    grupo: readonly ObservacaoClinicaGrupoInput[];
    animais: readonly ObservacaoAnimalInput[];
  },
  refs: AnimalRowsReferences,
): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string) => errors.push({ field, message: INVALID_VALUE_MESSAGE });
  const allOf = (values: readonly number[], categoria: string) =>
    values.every((v) => refs.isOf(v, categoria));
  const checkRows = <R extends { subCategoriaAnimal: number }>(
    list: string,
    rowsOf: readonly R[],
    more: (row: R, at: (field: string) => string) => void,
  ) =>
    rowsOf.forEach((row, i) => {
      const at = (field: string) => `${list}.${i}.${field}`;
      if (!refs.subCategorias.has(row.subCategoriaAnimal)) fail(at('subCategoriaAnimal'));
      more(row, at);
    });
  const signsAndLesions = (
    row: { sinaisClinicos: number[]; lesoes: number[] },
    at: (f: string) => string,
  ) => {
    if (!allOf(row.sinaisClinicos, 'SINAIS_CLINICOS')) fail(at('sinaisClinicos'));
    if (!allOf(row.lesoes, 'LESOES')) fail(at('lesoes'));
  };
  checkRows('declaracoesAnimais', rows.declaracoes, () => {});
  checkRows('observacoesClinicasIndividuais', rows.individuais, signsAndLesions);
  checkRows('observacoesClinicasGrupo', rows.grupo, signsAndLesions);
  rows.animais.forEach((row, i) => {
    const at = (field: string) => `observacoesAnimais.${i}.${field}`;
    // Free-living wild animals: a wild species (ours).
    if (refs.especiesDomesticas.get(row.especie) !== false) fail(at('especie'));
    if (!refs.isOf(row.sexo, 'SEXO')) fail(at('sexo'));
    if (!refs.isOf(row.classeEtaria, 'CLASSE_ETARIA')) fail(at('classeEtaria'));
    if (!allOf(row.alteracoes, 'LESOES')) fail(at('alteracoes'));
    if (!refs.codeIds.has(`TIPO_OBSERVACAO:${row.tipoObservacao}`)) fail(at('tipoObservacao'));
    if (!refs.codeIds.has(`DESTINOS_SUBPRODUTOS:${row.destinoSubprodutos}`)) fail(at('destinoSubprodutos'));
  });
  return errors;
}

/** The animal tables whose rows carry attachments (001 §3.4, 002 §3: each row's `documentosAnexos`). */
export function animalTablesDocumentParts(prefix: string, owner: string): RecordDocumentPart[] {
  return [
    rowsDocumentPart('declaracoesAnimais', `${prefix}_declaracoes_animais`, owner),
    rowsDocumentPart('observacoesClinicasIndividuais', `${prefix}_observacoes_clinicas_individuais`, owner),
    rowsDocumentPart('observacoesClinicasGrupo', `${prefix}_observacoes_clinicas_grupo`, owner),
    rowsDocumentPart('observacoesAnimais', `${prefix}_observacoes_animais`, owner),
  ];
}
