import { sql, type SQL } from 'drizzle-orm';
import {
  LAB_COLLECTION_ESTADOS,
  LAB_COLLECTION_WORKFLOW,
} from '@sigsa/domain/workflow/lab-collection-workflow';
import {
  devolucoesJson,
  recordAuditColumns,
  recordAuditFields,
  recordHeadColumns,
} from '../platform/records/record-columns.ts';
import { decisionColumn, decisionCounter } from '../platform/records/decision-column.ts';
import {
  dsavrRegions,
  regionCounterKept,
  regionCounterScope,
  regionVisibility,
} from '../platform/records/region-visibility.ts';
import {
  column,
  columnFields,
  field,
  type ResourceColumn,
  type ResourceDefinition,
  type ResourceField,
  type VisibilityContext,
} from '../platform/resources/resource.types.ts';
import { amostrasJson, ensaiosJson, resultadosJson } from './colheitas.projection.ts';
import type { ColheitaTipo } from './colheitas.tipo.ts';

// The list, projections and visibility every collection type shares (001 §2, §3; issue 16). The type's FROM names
// the collection `c`; the shared joins (responsible `rc`, control type `tc`, laboratory `lab`, region DSAVR `rd`,
// series `s`) come from here, after the type's own.

/** A reference as `{ id, codigo, nome }` from `table` by `idExpr`, null when unset: SQL text, for raw pairs. */
export const refJsonText = (table: string, idExpr: string): string =>
  `(SELECT json_build_object('id', t.id, 'codigo', t.codigo, 'nome', t.nome) FROM ${table} t
    WHERE t.id = ${idExpr})`;

/** {@link refJsonText} as SQL. */
export const refJson = (table: string, idExpr: string): SQL => sql.raw(refJsonText(table, idExpr));

/**
 * An OPTION column of the reference joined as `alias`, shown by its `label` column and filtered by its id
 * (`idExpr`) or code: a list of another repository (`{ repository }`) or a value list (`{ source }`).
 */
export function referenceColumn(
  spec: { prop: string; name: string; group?: string },
  joined: { alias: string; label: 'nome' | 'sigla'; idExpr: SQL },
  list: { repository: string } | { source: string },
): ResourceColumn {
  const alias = sql.raw(joined.alias);
  return column({
    ...spec,
    type: 'OPTION',
    expr: sql`${alias}.${sql.raw(joined.label)}`,
    ...('repository' in list ? { repository: list.repository, properties: [joined.label] } : list),
    relation: { idExpr: joined.idExpr, codeExpr: sql`${alias}.codigo` },
  });
}

/** The list columns every collection has, for the type to place among its own. */
export const colheitaColumns = {
  data: column({ prop: 'data', name: 'Data de colheita', type: 'DATE', expr: sql`c.data` }),
  tipoControlo: column({
    prop: 'tipoControlo.nome',
    name: 'Tipo de controlo',
    type: 'STRING',
    expr: sql`tc.nome`,
  }),
  laboratorio: referenceColumn(
    { prop: 'laboratorio.nome', name: 'Laboratório' },
    { alias: 'lab', label: 'nome', idExpr: sql`c.laboratorio_id` },
    { repository: 'laboratorios' },
  ),
  codigoInterno: column({
    prop: 'codigoInternoLaboratorio',
    name: 'Código interno do laboratório',
    type: 'STRING',
    expr: sql`c.codigo_interno_laboratorio`,
  }),
  responsavel: column({
    prop: 'responsavelColheita.nome',
    name: 'Responsável pela colheita',
    type: 'STRING',
    expr: sql`rc.nome`,
  }),
  /** The DSAVR the collection is filed under (`prop`: where the type shows it). */
  dsavr: (prop: string, idExpr: SQL, group?: string) =>
    referenceColumn(
      { prop, name: 'DSAVR', group },
      { alias: 'rd', label: 'sigla', idExpr },
      { repository: 'dsavrs' },
    ),
};

/** What a collection type tells the shared resource. */
export interface ColheitaResourceSource {
  tipo: ColheitaTipo;
  /** The joins of its own references, after its table `c`, before the shared ones. */
  joins: SQL;
  /** The list columns between the number and state and the audit ones. */
  columns: readonly ResourceColumn[];
  searchColumns: readonly string[];
  /** The `full` fields of the type, after the common head. */
  fields: readonly ResourceField[];
  /** A sample's own fields: json_build_object pairs over the sample `a`. */
  amostra: string;
}

/** The fields every collection's `full` projection carries around the type's own. */
function fullFields(source: ColheitaResourceSource): ResourceField[] {
  const { prefix, entity } = source.tipo;
  return [
    field('id', sql`c.id`, 'NUMBER'),
    field('version', sql`c.version`, 'NUMBER'),
    field('estado', sql`c.estado`),
    field('arquivado', sql`c.arquivado`, 'BOOLEAN'),
    field('numeroSerie', sql`c.numero_serie`),
    field('serie.id', sql`s.id`, 'NUMBER'),
    field('serie.nome', sql`s.nome`),
    field('data', sql`c.data`, 'DATE'),
    field(
      'responsavelColheita',
      sql`json_build_object('id', rc.id, 'nome', rc.nome, 'email', rc.email)`,
      'LIST',
    ),
    field('tipoControlo', refJson('tipos_controlo', 'c.tipo_controlo_id'), 'LIST'),
    ...source.fields,
    field(
      'exameClinicoNecropsia',
      sql`(SELECT json_build_object('id', x.id, 'numeroSerie', x.numero_serie)
        FROM ${sql.raw(prefix)}_exames l JOIN exames_clinicos_necropsias x ON x.id = l.exame_id
        WHERE l.colheita_id = c.id)`,
      'LIST',
    ),
    field('codigoInternoLaboratorio', sql`c.codigo_interno_laboratorio`),
    field('laboratorioDiagnostico', refJson('laboratorios', 'c.laboratorio_id'), 'LIST'),
    field('ensaios', ensaiosJson(prefix, 'c'), 'LIST'),
    field('amostras', amostrasJson(prefix, 'c', source.amostra), 'LIST'),
    field('resultados', resultadosJson(prefix, 'c'), 'LIST'),
    field('devolucoes', devolucoesJson(entity, 'c'), 'LIST'),
    // When the operations bounding its turnaround days last happened (issue 16; the screen counts the days).
    field(
      'marcos',
      sql`(SELECT json_build_object(
          'submetido', min(a.data) FILTER (WHERE a.operacao = 'submeter'),
          'rececionado', max(a.data) FILTER (WHERE a.operacao = 'rececionar'),
          'analisesSubmetidas', max(a.data) FILTER (WHERE a.operacao = 'submeterAnalise'),
          'decisao', max(a.data) FILTER (WHERE a.operacao IN ('validar', 'invalidar')))
        FROM registos_auditoria a WHERE a.entidade = ${entity} AND a.registo_id = c.id)`,
      'LIST',
    ),
    ...recordAuditFields('c'),
  ];
}

/**
 * Row-level visibility (issue 16, docs/permissions.md): SIGSA and MANAGER all; SVL and SVR those of their DSAVRs
 * (`region`) and those they keep; MV and MV_MUNICIPAL those they keep (created, responsible for); a laboratory's
 * users those addressed to their laboratory once submitted.
 */
function visibility(region: SQL) {
  return (ctx: VisibilityContext): SQL | null => {
    if (ctx.role === 'ROLE_LAB')
      return sql`(c.laboratorio_id = ${ctx.laboratorioId ?? null}::int AND c.estado <> 'INICIAL')`;
    return regionVisibility(ctx, region, keeps(ctx));
  };
}

/** The caller keeps the collection: created it or is responsible for it. */
function keeps(ctx: VisibilityContext): SQL {
  return sql`(c.created_by = ${ctx.username} OR c.responsavel_colheita_id = ${ctx.userId})`;
}

/** A laboratory's counter rows among `rows`: those of its laboratory once submitted. */
function laboratoryCounters(ctx: VisibilityContext, rows: SQL): SQL {
  return sql`(${rows} AND ic.laboratorio_id = ${ctx.laboratorioId ?? null}::int AND ic.estado <> 'INICIAL')`;
}

/** {@link visibility} over Início's counters (`ResourceCounters`). */
function counterScope(ctx: VisibilityContext): SQL {
  if (ctx.role === 'ROLE_LAB') return laboratoryCounters(ctx, sql`ic.guardiao_id = 0`);
  return regionCounterScope(ctx, dsavrRegions(ctx));
}

/** The caller's keeper rows of what {@link counterScope} lets it see. */
function counterKept(ctx: VisibilityContext): SQL {
  if (ctx.role === 'ROLE_LAB') return laboratoryCounters(ctx, sql`ic.guardiao_id = ${ctx.userId}`);
  return regionCounterKept(ctx, dsavrRegions(ctx));
}

/** A collection type's list resource (Consultar → …), by id. */
export function colheitaResource(source: ColheitaResourceSource): ResourceDefinition {
  const columns = [
    ...recordHeadColumns('c', LAB_COLLECTION_ESTADOS),
    ...source.columns,
    ...recordAuditColumns('c'),
    decisionColumn(LAB_COLLECTION_WORKFLOW, sql`c.estado`, keeps),
  ];
  const full = fullFields(source);
  // The DSAVR it is filed under: SVL/SVR visibility and the list's DSAVR.
  const region = sql.raw(`c.${source.tipo.regiao}`);
  return {
    entity: source.tipo.entity,
    area: source.tipo.area,
    from: sql`${sql.raw(source.tipo.table)} c ${source.joins}
      JOIN utilizadores rc ON rc.id = c.responsavel_colheita_id
      JOIN tipos_controlo tc ON tc.id = c.tipo_controlo_id
      LEFT JOIN laboratorios lab ON lab.id = c.laboratorio_id
      LEFT JOIN dsavrs rd ON rd.id = ${region}
      LEFT JOIN series s ON s.id = c.serie_id`,
    id: sql`c.id`,
    naturalKey: null,
    columns,
    searchColumns: [...source.searchColumns],
    projections: {
      summary: [field('id', sql`c.id`, 'NUMBER'), ...columnFields(columns)],
      full,
      fullMV: full,
    },
    visibility: visibility(region),
    counters: { scope: counterScope, decision: decisionCounter(LAB_COLLECTION_WORKFLOW, counterKept) },
    finders: [],
    archived: sql`c.arquivado`,
  };
}
