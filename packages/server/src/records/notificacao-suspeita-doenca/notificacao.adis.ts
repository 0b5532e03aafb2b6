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
  Localizacao,
  OrdemFoco,
  TipoAnimal,
  TipoObservacao,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import { formatIsoDate, todayIn } from '@sigsa/domain/validation/dates';
import { queryRows, type Database } from '../../db/client.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { streamCsv } from '../../platform/resources/csv-export.ts';
import { streamXlsx, type Cell, type XlsxColumn } from '../../platform/resources/excel-export.ts';
import { queryPairs, single } from '../../platform/resources/list-params.ts';
import { loadBatches, readAhead, type RowValues } from '../../platform/resources/list-query.ts';
import { authorizeResource } from '../../platform/resources/resource-access.ts';
import { rowSource } from '../../platform/resources/resource.routes.ts';
import { field, type ResourceField } from '../../platform/resources/resource.types.ts';
import { latLon, notificacoesResource } from './notificacao.resource.ts';

// The ADIS-shaped export (issue 12 "Beyond the spec"): a row per validated Confirmado notification × confirmed
// disease × species, built by the domain (`adisRows`) from what each batch reads: one keyset query for the
// notifications (the list's FROM, visibility and filters), then one query per list for the whole batch. One
// query per batch with a subquery per list cost ~0.15 ms a notification at a million (the diseases hashed again
// for every row), and its cost estimate switched on JIT compilation (~0.5 s a batch): docs/decisions.md
// "Notificações de suspeita de doença".

/** Roles that export outbreaks (issue 12). */
const EXPORTERS: ReadonlySet<string> = new Set(ADIS_EXPORTERS);
/** Notifications read per query. */
const BATCH_SIZE = 2000;

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
  field('localizacao', latLon(sql`n.localizacao`), 'LIST'),
  field(
    'freguesia',
    sql`CASE WHEN rf.id IS NULL THEN NULL ELSE json_build_object('codigo', rf.dicofre, 'nome', rf.nome) END`,
    'LIST',
  ),
  field(
    'unidade',
    sql`CASE ta.codigo WHEN 'DOM_PRODUCAO' THEN e.marca WHEN 'SEL_CATIVEIRO' THEN i.numero END`,
  ),
  field(
    'especie',
    sql`(SELECT json_build_object('codigo', es.codigo, 'nome', es.nome) FROM especies es WHERE es.id = n.especie_id)`,
    'LIST',
  ),
];

/**
 * Validated and concluded Confirmado. The conclusion by its id on the notification (not `cs.codigo`): the planner
 * then knows how many rows match, walks the primary key in order for each batch and plans it cheap (no JIT).
 */
const EXPORTABLE = sql`n.estado = 'VALIDO' AND n.conclusao_suspeita_id =
  (SELECT c.id FROM custom_types c WHERE c.categoria = 'CONCLUSAO_SUSPEITA' AND c.codigo = 'CONFIRMADO')`;

/** A sub-category's species: its own, else its category's first; a category without one names itself. */
const ESPECIE_DA_SUB_CATEGORIA = sql`(SELECT sc.id, coalesce(es.codigo, ca.codigo) AS codigo,
      coalesce(es.nome, ca.nome) AS nome
    FROM sub_categorias_animais sc
    JOIN categorias_animais ca ON ca.id = sc.categoria_animal_id
    LEFT JOIN especies es ON es.id = coalesce(sc.especie_id, (SELECT min(cae.especie_id)
      FROM categorias_animais_especies cae WHERE cae.categoria_animal_id = sc.categoria_animal_id)))`;

type Declaracao = AdisNotificacao['declaracoesAnimais'][number];
type Grupo = AdisNotificacao['observacoesClinicasGrupo'][number];
type Animal = AdisNotificacao['observacoesAnimais'][number];

/** The lists of a batch of notifications, by notification id (each in the order of the record). */
interface BatchLists {
  doencas: Map<number, AdisNotificacao['doencas'][number][]>;
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

/**
 * Reads the lists of the notifications `ids`: one query per table, each over the whole batch (`unnest` of the
 * ids joined to the table's index: a plan no worker processes are started for, unlike `= ANY(ids)` or a
 * UNION ALL, whose parallel plans spent more in starting workers than in reading), run side by side.
 */
async function batchLists(db: Database, ids: readonly number[]): Promise<BatchLists> {
  const batch = sql`unnest(${sql.param(ids)}::int[]) AS b(id)`;
  // The batch's ids are ascending: their range too, so that no plan reads a whole child table for a large batch.
  const within = (column: string) =>
    sql`${sql.raw(column)} BETWEEN ${ids[0] ?? 0} AND ${ids[ids.length - 1] ?? 0}`;
  /** Rows of one child table with a sub-category: its species, the two counts the export reads. */
  const rowsOf = (table: string, a: string, b: string) =>
    queryRows<{ n: number; codigo: string; nome: string; a: number | null; b: number | null }>(
      db,
      sql`SELECT r.notificacao_id AS n, sp.codigo, sp.nome, ${sql.raw(a)} AS a, ${sql.raw(b)} AS b
            FROM ${batch} JOIN ${sql.raw(table)} r ON r.notificacao_id = b.id
            JOIN ${ESPECIE_DA_SUB_CATEGORIA} sp ON sp.id = r.sub_categoria_animal_id
           WHERE ${within('r.notificacao_id')}
           ORDER BY r.notificacao_id, r.sequencia`,
    );
  const [doencas, confirmadas, validacoes, declaracoes, individuais, grupo, animais] = await Promise.all([
    queryRows<{ n: number; id: number; codigo: string; nome: string }>(
      db,
      sql`SELECT nd.notificacao_id AS n, d.id, d.codigo, d.nome
            FROM ${batch} JOIN nsd_doencas nd ON nd.notificacao_id = b.id JOIN doencas d ON d.id = nd.doenca_id
           WHERE ${within('nd.notificacao_id')}
           ORDER BY nd.notificacao_id, nd.ordem`,
    ),
    queryRows<{ n: number; id: number }>(
      db,
      sql`SELECT x.notificacao_id AS n, x.doenca_id AS id
            FROM ${batch} JOIN nsd_doencas_confirmadas x ON x.notificacao_id = b.id
           WHERE ${within('x.notificacao_id')}
           ORDER BY x.notificacao_id, x.ordem`,
    ),
    // Confirmation: the day (in Lisbon) the notification was validated.
    queryRows<{ n: number; dia: string }>(
      db,
      sql`SELECT a.registo_id AS n, (max(a.data) AT TIME ZONE 'Europe/Lisbon')::date::text AS dia
            FROM ${batch} JOIN registos_auditoria a
              ON a.entidade = 'notificacoesSuspeitasDoencas' AND a.registo_id = b.id AND a.operacao = 'validar'
           WHERE ${within('a.registo_id')}
           GROUP BY a.registo_id`,
    ),
    rowsOf('nsd_declaracoes_animais', 'r.animais_presentes', 'r.animais_morreram'),
    rowsOf('nsd_observacoes_clinicas_individuais', 'NULL::int', 'NULL::int'),
    rowsOf('nsd_observacoes_clinicas_grupo', 'r.animais', 'NULL::int'),
    queryRows<{
      n: number;
      codigo: string;
      nome: string;
      tipo: TipoObservacao;
      numero: number | null;
      alteracoes: boolean;
    }>(
      db,
      sql`SELECT r.notificacao_id AS n, es.codigo, es.nome, tob.codigo AS tipo, r.numero_animais AS numero,
                 r.animais_com_alteracoes AS alteracoes
            FROM ${batch} JOIN nsd_observacoes_animais r ON r.notificacao_id = b.id
            JOIN especies es ON es.id = r.especie_id
            JOIN custom_types tob ON tob.id = r.tipo_observacao_id
           WHERE ${within('r.notificacao_id')}
           ORDER BY r.notificacao_id, r.sequencia`,
    ),
  ]);
  const lists: BatchLists = {
    doencas: new Map(),
    doencasConfirmadas: new Map(),
    dataConfirmacao: new Map(validacoes.map((v) => [Number(v.n), v.dia])),
    declaracoesAnimais: new Map(),
    observacoesClinicasIndividuais: new Map(),
    observacoesClinicasGrupo: new Map(),
    observacoesAnimais: new Map(),
  };
  for (const d of doencas)
    push(lists.doencas, Number(d.n), { id: Number(d.id), codigo: d.codigo, nome: d.nome });
  for (const d of confirmadas) push(lists.doencasConfirmadas, Number(d.n), Number(d.id));
  for (const r of declaracoes)
    push(lists.declaracoesAnimais, Number(r.n), {
      especie: { codigo: r.codigo, nome: r.nome },
      animaisPresentes: Number(r.a),
      animaisMorreram: r.b === null ? null : Number(r.b),
    });
  for (const r of individuais)
    push(lists.observacoesClinicasIndividuais, Number(r.n), { especie: { codigo: r.codigo, nome: r.nome } });
  for (const r of grupo)
    push(lists.observacoesClinicasGrupo, Number(r.n), {
      especie: { codigo: r.codigo, nome: r.nome },
      animais: Number(r.a),
    });
  for (const r of animais)
    push(lists.observacoesAnimais, Number(r.n), {
      especie: { codigo: r.codigo, nome: r.nome },
      tipoObservacao: r.tipo,
      numeroAnimais: r.numero === null ? null : Number(r.numero),
      animaisComAlteracoes: r.alteracoes,
    });
  return lists;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The domain's view of one notification, from a row of {@link FIELDS} and its batch's lists. */
export function toAdisNotificacao(values: RowValues, lists: BatchLists): AdisNotificacao {
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
    localizacao,
    freguesia,
    unidade,
    especie,
  ] = values;
  const n = Number(id);
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
    localizacao: (localizacao as Localizacao | null) ?? null,
    freguesia: (freguesia as { codigo: string; nome: string } | null) ?? null,
    unidade: text(unidade),
    doencas: lists.doencas.get(n) ?? [],
    doencasConfirmadas: lists.doencasConfirmadas.get(n) ?? [],
    especie: (especie as AdisEspecie | null) ?? null,
    declaracoesAnimais: lists.declaracoesAnimais.get(n) ?? [],
    observacoesClinicasIndividuais: lists.observacoesClinicasIndividuais.get(n) ?? [],
    observacoesClinicasGrupo: lists.observacoesClinicasGrupo.get(n) ?? [],
    observacoesAnimais: lists.observacoesAnimais.get(n) ?? [],
  };
}

const cells = (row: AdisRow): Cell[] => ADIS_COLUMNS.map(({ key }) => row[key]);

const XLSX_COLUMNS: readonly XlsxColumn[] = ADIS_COLUMNS.map(({ key, label }) => ({
  header: label,
  width: Math.min(40, Math.max(12, label.length + 2)),
  numFmt: key === 'latitude' || key === 'longitude' ? '0.000000' : null,
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
        const source = await rowSource(
          db,
          notificacoesResource,
          request,
          pairs.filter(([key]) => key !== 'format'),
        );
        /** Each batch of notifications with its lists, read while the previous batch is written. */
        async function* withLists(): AsyncGenerator<[RowValues[], BatchLists]> {
          const rows = loadBatches(
            db,
            { ...source, conditions: [...source.conditions, EXPORTABLE] },
            FIELDS,
            BATCH_SIZE,
          );
          for await (const batch of rows)
            yield [
              batch,
              await batchLists(
                db,
                batch.map((values) => Number(values[0])),
              ),
            ];
        }
        async function* batches(): AsyncGenerator<Cell[][]> {
          for await (const [batch, lists] of readAhead(withLists()))
            yield batch.flatMap((values) => adisRows(toAdisNotificacao(values, lists)).map(cells));
        }
        const fileName = `notificacoes-adis-${formatIsoDate(todayIn(new Date()))}.${format}`;
        return format === 'csv'
          ? streamCsv(reply, { fileName, headers: ADIS_COLUMNS.map((c) => c.label), batches: batches() })
          : streamXlsx(reply, { fileName, sheetName: 'ADIS', columns: XLSX_COLUMNS, batches: batches() });
      },
    );
  };
}
