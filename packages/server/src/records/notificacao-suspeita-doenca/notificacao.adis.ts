import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADIS_COLUMNS,
  ADIS_EXPORTERS,
  adisRows,
  type AdisEspecie,
  type AdisNotificacao,
  type AdisRow,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.adis';
import type {
  ConclusaoSuspeita,
  OrdemFoco,
  TipoAnimal,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import type { TipoObservacao } from '@sigsa/domain/records/animal-fields';
import { formatIsoDate, todayIn } from '@sigsa/domain/validation/dates';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { withPlanner } from '../../db/planner.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { streamCsv } from '../../platform/resources/csv-export.ts';
import { streamXlsx, type Cell, type XlsxColumn } from '../../platform/resources/excel-export.ts';
import { excelDay, XLSX_DATE_FORMAT } from '../../platform/resources/xlsx-writer.ts';
import { queryPairs, single } from '../../platform/resources/list-params.ts';
import { loadBatch, readAhead, type RowValues } from '../../platform/resources/list-query.ts';
import { authorizeResource } from '../../platform/resources/resource-access.ts';
import { rowSource } from '../../platform/resources/resource.routes.ts';
import { field, type ResourceField } from '../../platform/resources/resource.types.ts';
import { notificacoesResource } from './notificacao.resource.ts';

// The ADIS-shaped export (issue 12 "Beyond the spec"): a row per validated Confirmado notification × confirmed
// disease × species, built by the domain (`adisRows`) from what each batch reads: a keyset query for the
// notifications (the list's FROM, visibility and filters), then one statement for all their child lists. The two
// run one batch apart on two connections, each in a short transaction that tells the planner what it cannot know;
// they need no common snapshot, because only validated notifications are exported and a validated notification
// is final (no save, no operation changes it). The reference tables the rows name (diseases, species,
// sub-categories, observation types) are read once per export and joined here, by id: the database only walks
// indexes. docs/decisions.md "Notificações de suspeita de doença" (benchmark).

/** Roles that export outbreaks (issue 12). */
const EXPORTERS: ReadonlySet<string> = new Set(ADIS_EXPORTERS);
/** Notifications read per batch. */
const BATCH_SIZE = 2000;
/** Notifications turned into rows between two turns of the event loop. */
const SLICE = 250;

/**
 * Index walks of a few thousand keys: parallel workers cost more to start than the reads (~15 ms a batch), and
 * JIT compilation would cost more than the whole statement.
 */
const EXPORT_PLANNER = [
  // One statement (a round trip saved per batch); `true`: for this transaction only, as SET LOCAL.
  sql`SELECT set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
];

/** What the export reads of each notification (over the list's FROM, so the list's filters apply). */
const FIELDS: readonly ResourceField[] = [
  field('id', sql`n.id`, 'NUMBER'),
  field('numeroSerie', sql`n.numero_serie`),
  field('estado', sql`n.estado`),
  field('tipoAnimal', sql`ta.codigo`),
  field('conclusaoSuspeita', sql`cs.codigo`),
  field('ordemFoco', sql`orf.codigo`),
  field(
    'focoPrimario',
    sql`(SELECT fp.numero_serie FROM notificacoes_suspeitas_doencas fp WHERE fp.id = n.foco_primario_id)`,
  ),
  field('dataObservacao', sql`n.data_observacao`, 'DATE'),
  field('dataInicioSinaisClinicos', sql`n.data_inicio_sinais_clinicos`, 'DATE'),
  field('latitude', sql`ST_Y(n.localizacao)`, 'NUMBER'),
  field('longitude', sql`ST_X(n.localizacao)`, 'NUMBER'),
  field('freguesiaCodigo', sql`rf.dicofre`),
  field('freguesiaNome', sql`rf.nome`),
  field(
    'unidade',
    sql`CASE ta.codigo WHEN 'DOM_PRODUCAO' THEN e.marca WHEN 'SEL_CATIVEIRO' THEN i.numero END`,
  ),
  field('especie', sql`n.especie_id`, 'NUMBER'),
  // The suspected diseases in the record's order: the save writes this array with the link table.
  field('doencas', sql`n.doencas`, 'LIST'),
];

/**
 * Validated and concluded Confirmado. The conclusion by its id on the notification (not `cs.codigo`): the planner
 * then knows how many rows match and walks the primary key in order for each batch.
 */
const EXPORTABLE = sql`n.estado = 'VALIDO' AND n.conclusao_suspeita_id =
  (SELECT c.id FROM custom_types c WHERE c.categoria = 'CONCLUSAO_SUSPEITA' AND c.codigo = 'CONFIRMADO')`;

/** What the rows name, by id: read once per export (a few hundred rows). */
interface AdisLookups {
  doencas: Map<number, AdisNotificacao['doencas'][number]>;
  especies: Map<number, AdisEspecie>;
  /** A sub-category's species: its own, else its category's first; a category without one names itself. */
  especieDaSubCategoria: Map<number, AdisEspecie>;
  tiposObservacao: Map<number, TipoObservacao>;
}

async function adisLookups(db: Database): Promise<AdisLookups> {
  type Named = { id: number; codigo: string; nome: string };
  const [doencas, especies, subCategorias, tipos] = await Promise.all([
    queryRows<Named>(db, sql`SELECT id, codigo, nome FROM doencas`),
    queryRows<Named>(db, sql`SELECT id, codigo, nome FROM especies`),
    queryRows<Named>(
      db,
      sql`SELECT sc.id, coalesce(es.codigo, ca.codigo) AS codigo, coalesce(es.nome, ca.nome) AS nome
            FROM sub_categorias_animais sc
            JOIN categorias_animais ca ON ca.id = sc.categoria_animal_id
            LEFT JOIN especies es ON es.id = coalesce(sc.especie_id, (SELECT min(cae.especie_id)
              FROM categorias_animais_especies cae WHERE cae.categoria_animal_id = sc.categoria_animal_id))`,
    ),
    queryRows<{ id: number; codigo: TipoObservacao }>(
      db,
      sql`SELECT id, codigo FROM custom_types WHERE categoria = 'TIPO_OBSERVACAO'`,
    ),
  ]);
  const named = (rows: Named[]) =>
    new Map(rows.map((r) => [Number(r.id), { codigo: r.codigo, nome: r.nome }] as const));
  return {
    doencas: new Map(
      doencas.map((d) => [Number(d.id), { id: Number(d.id), codigo: d.codigo, nome: d.nome }]),
    ),
    especies: named(especies),
    especieDaSubCategoria: named(subCategorias),
    tiposObservacao: new Map(tipos.map((t) => [Number(t.id), t.codigo])),
  };
}

type Declaracao = AdisNotificacao['declaracoesAnimais'][number];
type Grupo = AdisNotificacao['observacoesClinicasGrupo'][number];
type Animal = AdisNotificacao['observacoesAnimais'][number];

/** The lists of a batch of notifications, by notification id (each in the order of the record). */
interface BatchLists {
  doencasConfirmadas: Map<number, number[]>;
  dataConfirmacao: Map<number, string>;
  declaracoesAnimais: Map<number, Declaracao[]>;
  observacoesClinicasIndividuais: Map<number, { especie: AdisEspecie }[]>;
  observacoesClinicasGrupo: Map<number, Grupo[]>;
  observacoesAnimais: Map<number, Animal[]>;
}

function push<T>(map: Map<number, T[]>, id: number, value: T): void {
  const list = map.get(id);
  if (list) list.push(value);
  else map.set(id, [value]);
}

/** A reference the lookups must hold (they were read in the same export; a row never names a deleted one). */
function known<T>(map: Map<number, T>, id: unknown, what: string): T {
  const found = map.get(Number(id));
  if (found === undefined) throw new Error(`Exportação ADIS: ${what} ${String(id)} desconhecido.`);
  return found;
}

/** What each branch of {@link batchLists}' statement reads: the row's kind first, then its ids and counts. */
const Lista = { Confirmada: 0, Validacao: 1, Declaracao: 2, Individual: 3, Grupo: 4, Animal: 5 } as const;
type Lista = (typeof Lista)[keyof typeof Lista];

/**
 * A row of {@link batchLists}: its kind, its notification, `x` a disease, sub-category or species, `a`, `b` counts
 * or a type, `t` a day, `f` a flag.
 */
type ListTuple = [
  k: Lista,
  n: number,
  x: number | null,
  a: number | null,
  b: number | null,
  t: string | null,
  f: boolean | null,
];

/**
 * Reads the lists of the notifications `ids` in one statement (one round trip: the export's time is the
 * database's and this process's, each waiting on the other at every round trip): a branch per table over the
 * whole batch (`unnest` of the ids joined to the table's index, bounded by their range), ids and counts only —
 * the lookups name them — in the order of each record. The rows come as one JSON array of tuples: `JSON.parse`
 * reads them several times faster than the driver's field-by-field parsing of as many rows.
 */
async function batchLists(tx: Tx, ids: readonly number[], lookups: AdisLookups): Promise<BatchLists> {
  const batch = sql`unnest(${sql.param(ids)}::int[]) AS b(id)`;
  const range = sql`BETWEEN ${ids[0] ?? 0} AND ${ids[ids.length - 1] ?? 0}`;
  /** A child table with a sub-category: its two counts. */
  const rowsOf = (kind: Lista, table: string, a: string, b: string) =>
    sql`SELECT ${sql.raw(String(kind))}, r.notificacao_id, r.sub_categoria_animal_id, ${sql.raw(a)}, ${sql.raw(b)},
               NULL::text, NULL::boolean, r.sequencia
          FROM ${batch} JOIN ${sql.raw(table)} r ON r.notificacao_id = b.id WHERE r.notificacao_id ${range}`;
  const [answer] = await queryRows<{ rows: ListTuple[] }>(
    tx,
    sql`SELECT coalesce(json_agg(json_build_array(k, n, x, a, b, t, f) ORDER BY n, k, o), '[]') AS rows FROM (
        SELECT ${sql.raw(String(Lista.Confirmada))} AS k, x.notificacao_id AS n, x.doenca_id AS x, NULL::int AS a,
               NULL::int AS b, NULL::text AS t, NULL::boolean AS f, x.ordem AS o
          FROM ${batch} JOIN nsd_doencas_confirmadas x ON x.notificacao_id = b.id
         WHERE x.notificacao_id ${range}
        UNION ALL
        -- Confirmation: the day (in Lisbon) the notification was validated.
        SELECT ${sql.raw(String(Lista.Validacao))}, a.registo_id, NULL, NULL, NULL,
               (max(a.data) AT TIME ZONE 'Europe/Lisbon')::date::text, NULL, 0
          FROM ${batch} JOIN registos_auditoria a
            ON a.entidade = 'notificacoesSuspeitasDoencas' AND a.registo_id = b.id AND a.operacao = 'validar'
         WHERE a.registo_id ${range}
         GROUP BY a.registo_id
        UNION ALL ${rowsOf(Lista.Declaracao, 'nsd_declaracoes_animais', 'r.animais_presentes', 'r.animais_morreram')}
        UNION ALL ${rowsOf(Lista.Individual, 'nsd_observacoes_clinicas_individuais', 'NULL::int', 'NULL::int')}
        UNION ALL ${rowsOf(Lista.Grupo, 'nsd_observacoes_clinicas_grupo', 'r.animais', 'NULL::int')}
        UNION ALL
        SELECT ${sql.raw(String(Lista.Animal))}, r.notificacao_id, r.especie_id, r.numero_animais,
               r.tipo_observacao_id, NULL, r.animais_com_alteracoes, r.sequencia
          FROM ${batch} JOIN nsd_observacoes_animais r ON r.notificacao_id = b.id
         WHERE r.notificacao_id ${range}) u`,
  );
  const lists: BatchLists = {
    doencasConfirmadas: new Map(),
    dataConfirmacao: new Map(),
    declaracoesAnimais: new Map(),
    observacoesClinicasIndividuais: new Map(),
    observacoesClinicasGrupo: new Map(),
    observacoesAnimais: new Map(),
  };
  const especieDe = (subCategoria: number | null) =>
    known(lookups.especieDaSubCategoria, subCategoria, 'subcategoria');
  for (const [k, n, x, a, b, t, f] of answer?.rows ?? []) {
    switch (k) {
      case Lista.Confirmada:
        push(lists.doencasConfirmadas, n, Number(x));
        break;
      case Lista.Validacao:
        if (t !== null) lists.dataConfirmacao.set(n, t);
        break;
      case Lista.Declaracao:
        push(lists.declaracoesAnimais, n, {
          especie: especieDe(x),
          animaisPresentes: Number(a),
          animaisMorreram: b,
        });
        break;
      case Lista.Individual:
        push(lists.observacoesClinicasIndividuais, n, { especie: especieDe(x) });
        break;
      case Lista.Grupo:
        push(lists.observacoesClinicasGrupo, n, { especie: especieDe(x), animais: Number(a) });
        break;
      case Lista.Animal:
        push(lists.observacoesAnimais, n, {
          especie: known(lookups.especies, x, 'espécie'),
          tipoObservacao: known(lookups.tiposObservacao, b, 'tipo de observação'),
          numeroAnimais: a,
          animaisComAlteracoes: f === true,
        });
        break;
    }
  }
  return lists;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The domain's view of one notification, from a row of {@link FIELDS}, its batch's lists and the lookups. */
export function toAdisNotificacao(
  values: RowValues,
  lists: BatchLists,
  lookups: AdisLookups,
): AdisNotificacao {
  const [
    id,
    numeroSerie,
    estado,
    tipoAnimal,
    conclusao,
    ordemFoco,
    focoPrimario,
    dataObservacao,
    dataInicioSinais,
    latitude,
    longitude,
    freguesiaCodigo,
    freguesiaNome,
    unidade,
    especie,
    doencas,
  ] = values;
  const n = Number(id);
  const lat = number(latitude);
  const lon = number(longitude);
  const codigo = text(freguesiaCodigo);
  return {
    numeroSerie: text(numeroSerie) ?? '',
    estado: text(estado) ?? '',
    tipoAnimal: tipoAnimal as TipoAnimal,
    conclusaoSuspeita: text(conclusao) as ConclusaoSuspeita | null,
    ordemFoco: text(ordemFoco) as OrdemFoco | null,
    focoPrimario: text(focoPrimario),
    dataObservacao: text(dataObservacao),
    dataInicioSinaisClinicos: text(dataInicioSinais),
    dataConfirmacao: lists.dataConfirmacao.get(n) ?? null,
    localizacao: lat === null || lon === null ? null : { latitude: lat, longitude: lon },
    freguesia: codigo === null ? null : { codigo, nome: text(freguesiaNome) ?? '' },
    unidade: text(unidade),
    doencas: ((doencas as number[] | null) ?? []).map((d) => known(lookups.doencas, d, 'doença')),
    doencasConfirmadas: lists.doencasConfirmadas.get(n) ?? [],
    especie: especie === null ? null : known(lookups.especies, especie, 'espécie'),
    declaracoesAnimais: lists.declaracoesAnimais.get(n) ?? [],
    observacoesClinicasIndividuais: lists.observacoesClinicasIndividuais.get(n) ?? [],
    observacoesClinicasGrupo: lists.observacoesClinicasGrupo.get(n) ?? [],
    observacoesAnimais: lists.observacoesAnimais.get(n) ?? [],
  };
}

/** The row's days: ISO text in the CSV (a file for another system), dates in the workbook (for people). */
const DAYS: ReadonlySet<keyof AdisRow> = new Set(['dataSuspeita', 'dataInicioSinais', 'dataConfirmacao']);

const csvCells = (row: AdisRow): Cell[] => ADIS_COLUMNS.map(({ key }) => row[key]);
const xlsxCells = (row: AdisRow): Cell[] =>
  ADIS_COLUMNS.map(({ key }) => {
    const value = row[key];
    return DAYS.has(key) && typeof value === 'string' ? excelDay(value) : value;
  });

const XLSX_COLUMNS: readonly XlsxColumn[] = ADIS_COLUMNS.map(({ key, label }) => ({
  header: label,
  width: Math.min(40, Math.max(12, label.length + 2)),
  numFmt: key === 'latitude' || key === 'longitude' ? '0.000000' : DAYS.has(key) ? XLSX_DATE_FORMAT : null,
}));

/**
 * `GET notificacoesSuspeitasDoencas/export/adis?format=csv|xlsx&<list filters>` (issue 12): ROLE_SIGSA and
 * ROLE_MANAGER; the list's visibility and filters, then validated Confirmado notifications only; streamed.
 */
export function adisRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/notificacoesSuspeitasDoencas/export/adis',
      {
        schema: {
          tags: ['Notificação de suspeita de doença'],
          summary: 'Exportação ADIS dos focos confirmados',
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = await authorizeResource(db, notificacoesResource, request.auth);
        if (!ctx.role || !EXPORTERS.has(ctx.role)) throw forbidden();
        const pairs = queryPairs(request.url);
        const format = single(pairs, 'format') ?? 'csv';
        if (format !== 'csv' && format !== 'xlsx')
          throw badRequest('Formato desconhecido: use csv ou xlsx.', [
            { field: 'format', message: 'Valor inválido' },
          ]);
        const lookups = await adisLookups(db);
        const source = await rowSource(
          db,
          notificacoesResource,
          request,
          pairs.filter(([key]) => key !== 'format'),
        );
        const exportable = { ...source, conditions: [...source.conditions, EXPORTABLE] };
        /** The notifications, a batch at a time. */
        async function* notifications(): AsyncGenerator<RowValues[]> {
          let after: number | null = null;
          do {
            const batch = await withPlanner(db, EXPORT_PLANNER, (tx) =>
              loadBatch(tx, exportable, FIELDS, after, BATCH_SIZE),
            );
            if (batch.values.length > 0) yield batch.values;
            after = batch.next;
          } while (after !== null);
        }
        /**
         * Each batch with its lists: the lists of one batch are read while the next batch of notifications is,
         * and while the previous one is being written (three stages at once, on two connections).
         */
        async function* withLists(): AsyncGenerator<[RowValues[], BatchLists]> {
          for await (const batch of readAhead(notifications())) {
            const ids = batch.map((values) => Number(values[0]));
            yield [batch, await withPlanner(db, EXPORT_PLANNER, (tx) => batchLists(tx, ids, lookups))];
          }
        }
        const cells = format === 'csv' ? csvCells : xlsxCells;
        async function* batches(): AsyncGenerator<Cell[][]> {
          for await (const [batch, lists] of readAhead(withLists()))
            for (let from = 0; from < batch.length; from += SLICE) {
              yield batch
                .slice(from, from + SLICE)
                .flatMap((values) => adisRows(toAdisNotificacao(values, lists, lookups)).map(cells));
              // The next batch's statements wait on this process between round trips: let them through.
              await setImmediate();
            }
        }
        const fileName = `notificacoes-adis-${formatIsoDate(todayIn(new Date()))}.${format}`;
        return format === 'csv'
          ? streamCsv(reply, { fileName, headers: ADIS_COLUMNS.map((c) => c.label), batches: batches() })
          : streamXlsx(reply, { fileName, sheetName: 'ADIS', columns: XLSX_COLUMNS, batches: batches() });
      },
    );
  };
}
