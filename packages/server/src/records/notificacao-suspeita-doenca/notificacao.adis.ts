import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADIS_COLUMNS,
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
import type { Database } from '../../db/client.ts';
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
// disease × species, built by the domain (`adisRows`) from what one query per batch reads.

/** Roles that export outbreaks (issue 12). */
const EXPORTERS: ReadonlySet<string> = new Set(['ROLE_SIGSA', 'ROLE_MANAGER']);
/** Notifications read per query. */
const BATCH_SIZE = 500;

/** A sub-category's species: its own, else its category's first; a category without one names itself. */
const especieDaSubCategoria = (row: string) =>
  sql.raw(`(SELECT coalesce(
      (SELECT json_build_object('codigo', es.codigo, 'nome', es.nome) FROM especies es
        WHERE es.id = coalesce(sc.especie_id, (SELECT min(cae.especie_id) FROM categorias_animais_especies cae
                                                WHERE cae.categoria_animal_id = sc.categoria_animal_id))),
      (SELECT json_build_object('codigo', ca.codigo, 'nome', ca.nome) FROM categorias_animais ca
        WHERE ca.id = sc.categoria_animal_id))
    FROM sub_categorias_animais sc WHERE sc.id = ${row}.sub_categoria_animal_id)`);

/** What the export reads of each notification (over the list's FROM, so the list's filters apply). */
const FIELDS: readonly ResourceField[] = [
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
  // Confirmation: the day (in Lisbon) the notification was validated.
  field(
    'dataConfirmacao',
    sql`(SELECT (max(a.data) AT TIME ZONE 'Europe/Lisbon')::date::text FROM registos_auditoria a
          WHERE a.entidade = 'notificacoesSuspeitasDoencas' AND a.registo_id = n.id AND a.operacao = 'validar')`,
  ),
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
    'doencas',
    sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'codigo', d.codigo, 'nome', d.nome)
          ORDER BY nd.ordem), '[]'::json)
        FROM nsd_doencas nd JOIN doencas d ON d.id = nd.doenca_id WHERE nd.notificacao_id = n.id)`,
    'LIST',
  ),
  field(
    'doencasConfirmadas',
    sql`(SELECT coalesce(json_agg(x.doenca_id ORDER BY x.ordem), '[]'::json) FROM nsd_doencas_confirmadas x
          WHERE x.notificacao_id = n.id)`,
    'LIST',
  ),
  field(
    'especie',
    sql`(SELECT json_build_object('codigo', es.codigo, 'nome', es.nome) FROM especies es WHERE es.id = n.especie_id)`,
    'LIST',
  ),
  field(
    'declaracoesAnimais',
    sql`(SELECT coalesce(json_agg(json_build_object('especie', ${especieDaSubCategoria('r')},
          'animaisPresentes', r.animais_presentes, 'animaisMorreram', r.animais_morreram) ORDER BY r.sequencia),
          '[]'::json)
        FROM nsd_declaracoes_animais r WHERE r.notificacao_id = n.id)`,
    'LIST',
  ),
  field(
    'observacoesClinicasIndividuais',
    sql`(SELECT coalesce(json_agg(json_build_object('especie', ${especieDaSubCategoria('r')})
          ORDER BY r.sequencia), '[]'::json)
        FROM nsd_observacoes_clinicas_individuais r WHERE r.notificacao_id = n.id)`,
    'LIST',
  ),
  field(
    'observacoesClinicasGrupo',
    sql`(SELECT coalesce(json_agg(json_build_object('especie', ${especieDaSubCategoria('r')},
          'animais', r.animais) ORDER BY r.sequencia), '[]'::json)
        FROM nsd_observacoes_clinicas_grupo r WHERE r.notificacao_id = n.id)`,
    'LIST',
  ),
  field(
    'observacoesAnimais',
    sql`(SELECT coalesce(json_agg(json_build_object(
          'especie', json_build_object('codigo', es.codigo, 'nome', es.nome), 'tipoObservacao', tob.codigo,
          'numeroAnimais', r.numero_animais, 'animaisComAlteracoes', r.animais_com_alteracoes) ORDER BY r.sequencia),
          '[]'::json)
        FROM nsd_observacoes_animais r JOIN especies es ON es.id = r.especie_id
        JOIN custom_types tob ON tob.id = r.tipo_observacao_id WHERE r.notificacao_id = n.id)`,
    'LIST',
  ),
];

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The domain's view of one notification, from a row of {@link FIELDS}. */
export function toAdisNotificacao(values: RowValues): AdisNotificacao {
  const [
    numeroSerie,
    estado,
    tipoAnimal,
    conclusao,
    ordemFoco,
    focoPrimario,
    dataObservacao,
    dataInicioSinais,
    dataConfirmacao,
    localizacao,
    freguesia,
    unidade,
    doencas,
    doencasConfirmadas,
    especie,
    declaracoes,
    individuais,
    grupo,
    animais,
  ] = values;
  return {
    numeroSerie: text(numeroSerie) ?? '',
    estado: text(estado) ?? '',
    tipoAnimal: tipoAnimal as TipoAnimal,
    conclusaoSuspeita: text(conclusao) as ConclusaoSuspeita | null,
    ordemFoco: text(ordemFoco) as OrdemFoco | null,
    focoPrimario: text(focoPrimario),
    dataObservacao: text(dataObservacao),
    dataInicioSinaisClinicos: text(dataInicioSinais),
    dataConfirmacao: text(dataConfirmacao),
    localizacao: (localizacao as Localizacao | null) ?? null,
    freguesia: (freguesia as { codigo: string; nome: string } | null) ?? null,
    unidade: text(unidade),
    doencas: list<{ id: number; codigo: string; nome: string }>(doencas),
    doencasConfirmadas: list<number>(doencasConfirmadas),
    especie: (especie as AdisEspecie | null) ?? null,
    declaracoesAnimais: list<{
      especie: AdisEspecie;
      animaisPresentes: number;
      animaisMorreram: number | null;
    }>(declaracoes),
    observacoesClinicasIndividuais: list<{ especie: AdisEspecie }>(individuais),
    observacoesClinicasGrupo: list<{ especie: AdisEspecie; animais: number }>(grupo),
    observacoesAnimais: list<{
      especie: AdisEspecie;
      tipoObservacao: TipoObservacao;
      numeroAnimais: number | null;
      animaisComAlteracoes: boolean;
    }>(animais),
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
        const exportable = sql`n.estado = 'VALIDO' AND cs.codigo = 'CONFIRMADO'`;
        async function* batches(): AsyncGenerator<Cell[][]> {
          const rows = loadBatches(
            db,
            { ...source, conditions: [...source.conditions, exportable] },
            FIELDS,
            BATCH_SIZE,
          );
          for await (const batch of readAhead(rows))
            yield batch.flatMap((values) => adisRows(toAdisNotificacao(values)).map(cells));
        }
        const fileName = `notificacoes-adis-${formatIsoDate(todayIn(new Date()))}.${format}`;
        return format === 'csv'
          ? streamCsv(reply, { fileName, headers: ADIS_COLUMNS.map((c) => c.label), batches: batches() })
          : streamXlsx(reply, { fileName, sheetName: 'ADIS', columns: XLSX_COLUMNS, batches: batches() });
      },
    );
  };
}
