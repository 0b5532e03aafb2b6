import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardarResultadosSchema } from '@sigsa/domain/records/resultados.schema';
import type { Database } from '../db/client.ts';
import { loadRecord } from '../platform/records/record-presenter.ts';
import type { RecordType } from '../platform/records/record-type.ts';
import { etiquetasDaColheita } from './colheitas.etiquetas.ts';
import { guardarResultados } from './colheitas.resultados.ts';

// How every collection type shows its lab assays, samples and results (001 §3.3), and its own calls.

/**
 * A result type over the row `tr` (001 §3.3): how its value is given, its unit, whether it admits "não analisável",
 * the measurements of a composite one and a list type's optional number (the reference data's
 * `camposNumericos`, `valorNumericoOpcional`); its value list with `lista`.
 */
export const tipoResultadoJson = (tr: string, lista: boolean): string =>
  `json_build_object('id', ${tr}.id, 'codigo', ${tr}.codigo, 'nome', ${tr}.nome, 'tipoValor', ${tr}.tipo_valor,
    'unidade', ${tr}.unidade, 'permiteNaoAnalisavel', ${tr}.permite_nao_analisavel,
    'camposNumericos', coalesce(${tr}.extra -> 'camposNumericos', '[]'::jsonb),
    'valorNumericoOpcional', ${tr}.extra -> 'valorNumericoOpcional'${
      lista
        ? `,
    'listaValores', (SELECT coalesce(json_agg(json_build_object('id', v.id, 'nome', v.nome)
      ORDER BY v.ordem), '[]'::json) FROM lista_valores v WHERE v.tipo_resultado_id = ${tr}.id)`
        : ''
    })`;

/**
 * An assay as the screens need it: the matrices it takes, its result type with its list, and the typing assays of
 * its disease.
 */
export const ensaioJson = (alias: string): string =>
  `json_build_object('id', ${alias}.id, 'codigo', ${alias}.codigo, 'nome', ${alias}.nome,
    'doenca', ${alias}.doenca_id, 'requerTipificacao', ${alias}.requer_tipificacao,
    'tipificacao', ${alias}.tipificacao,
    'matrizes', (SELECT coalesce(json_agg(m.matriz_id ORDER BY m.matriz_id), '[]'::json)
      FROM ensaios_laboratoriais_matrizes m WHERE m.ensaio_id = ${alias}.id),
    'ensaiosTipificacao', (SELECT coalesce(json_agg(json_build_object('id', t.id, 'codigo', t.codigo,
        'nome', t.nome) ORDER BY t.ordem, t.id), '[]'::json)
      FROM ensaios_laboratoriais t WHERE t.requer_tipificacao AND NOT t.arquivado
        AND t.doenca_id IS NOT DISTINCT FROM ${alias}.doenca_id),
    'tiposResultados', (SELECT ${tipoResultadoJson('tr', true)}
      FROM tipos_resultados tr WHERE tr.id = ${alias}.tipo_resultado_id))`;

/**
 * The lab-assay lines of collection `alias` (001 §3.3): disease, assay and laboratory — the collection's, which
 * performs every line (001 §2: the laboratory table lists those doing every chosen assay) — in their order.
 */
export function ensaiosJson(prefix: string, alias: string): SQL {
  return sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', l.id,
      'doenca', (SELECT json_build_object('id', d.id, 'codigo', d.codigo, 'nome', d.nome) FROM doencas d
        WHERE d.id = l.doenca_id),
      'ensaioLaboratorial', (SELECT ${ensaioJson('el')} FROM ensaios_laboratoriais el WHERE el.id = l.ensaio_id),
      'laboratorio', (SELECT json_build_object('id', lb.id, 'codigo', lb.codigo, 'nome', lb.nome)
        FROM laboratorios lb WHERE lb.id = ${alias}.laboratorio_id))
      ORDER BY l.sequencia), '[]'::json)
    FROM ${prefix}_ensaios l WHERE l.colheita_id = ${alias}.id)`);
}

/**
 * The samples of collection `alias`, by number (`sequencia`, 001 §2.1): matrix, assays (ids), animal
 * identification and the type's own fields `extra` (json_build_object pairs over the row `a`).
 */
export function amostrasJson(prefix: string, alias: string, extra: string): SQL {
  return sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'sequencia', a.numero,
      'matriz', (SELECT json_build_object('id', m.id, 'codigo', m.codigo, 'nome', m.nome)
        FROM matrizes_amostras m WHERE m.id = a.matriz_id),
      'ensaios', (SELECT coalesce(json_agg(ae.ensaio_id ORDER BY ae.ordem), '[]'::json)
        FROM ${prefix}_amostras_ensaios ae WHERE ae.amostra_id = a.id),
      'identificacaoAnimal', a.identificacao_animal, ${extra})
      ORDER BY left(a.numero, 2), length(a.numero), a.numero), '[]'::json)
    FROM ${prefix}_amostras a WHERE a.colheita_id = ${alias}.id)`);
}

/**
 * The results of collection `alias` (001 §3.3), by sample number and then the sample's assay order: the
 * collection (`controlo`), the pair, its type, the value, list value, measurements, "não analisável", observations and typing.
 */
export function resultadosJson(prefix: string, alias: string): SQL {
  return sql.raw(`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'controlo', r.colheita_id,
      'amostra', json_build_object('id', a.id, 'sequencia', a.numero),
      'ensaio', ${ensaioJson('el')},
      'tipoResultado', (SELECT ${tipoResultadoJson('tr', false)} FROM tipos_resultados tr
        WHERE tr.id = r.tipo_resultado_id),
      'valor', r.valor,
      'listaValores', (SELECT json_build_object('id', v.id, 'nome', v.nome) FROM lista_valores v
        WHERE v.id = r.lista_valor_id),
      'medicoes', to_json(r.medicoes), 'naoAnalisavel', r.nao_analisavel,
      'observacoesResultado', r.observacoes,
      'ensaioTipificacao', (SELECT json_build_object('id', t.id, 'codigo', t.codigo, 'nome', t.nome)
        FROM ensaios_laboratoriais t WHERE t.id = r.ensaio_tipificacao_id),
      'resultadoTipificacao', r.resultado_tipificacao)
      ORDER BY left(a.numero, 2), length(a.numero), a.numero, ae.ordem), '[]'::json)
    FROM ${prefix}_resultados r
    JOIN ${prefix}_amostras a ON a.id = r.amostra_id
    JOIN ensaios_laboratoriais el ON el.id = r.ensaio_id
    LEFT JOIN ${prefix}_amostras_ensaios ae ON ae.amostra_id = r.amostra_id AND ae.ensaio_id = r.ensaio_id
    WHERE r.colheita_id = ${alias}.id)`);
}

const MAX_ID = 2_147_483_647;
const query = z.object({
  role: z.string().max(64).optional(),
  projection: z.enum(['summary', 'full', 'fullMV']).optional(),
});

/**
 * A collection type's own calls: `PATCH {entity}/{id}/guardarResultados` (001 §7), answering the record; and
 * `GET {entity}/{id}/etiquetas` (ours), its samples' labels as a PDF.
 */
export function colheitaRoutes(type: () => RecordType, prefix: string, table: string) {
  return ({ db }: { db: Database }): FastifyPluginAsyncZod =>
    async (app) => {
      const record = type();
      app.patch(
        `/${record.entity}/:id/guardarResultados`,
        {
          schema: {
            tags: [record.label],
            summary: `${record.label}: guardar resultados`,
            params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
            querystring: query,
            body: guardarResultadosSchema(false),
          },
        },
        async (request) => {
          const { id } = request.params;
          const ctx = await guardarResultados(db, record, prefix, table, request.auth, id, request.body);
          return loadRecord(db, record, id, ctx, request.query.projection ?? null);
        },
      );
      app.get(
        `/${record.entity}/:id/etiquetas`,
        {
          schema: {
            tags: [record.label],
            summary: `${record.label}: etiquetas das amostras (PDF, Code 128)`,
            params: z.object({ id: z.coerce.number().int().positive().max(MAX_ID) }),
            querystring: z.object({ role: z.string().max(64).optional() }),
          },
        },
        async (request, reply) => {
          const colheita = { record, prefix, table };
          const { pdf, ficheiro } = await etiquetasDaColheita(db, colheita, request.auth, request.params.id);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${ficheiro}"`)
            .header('cache-control', 'no-store')
            .send(Buffer.from(pdf));
        },
      );
    };
}
