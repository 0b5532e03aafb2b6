import { sql } from 'drizzle-orm';
import { colheitaPendencias, colheitaSubmitRefusal } from '@sigsa/domain/records/colheitas.schema';
import { VALORES_POSITIVOS } from '@sigsa/domain/records/resultados.schema';
import {
  LAB_COLLECTION_TIPOS_MOTIVO,
  LAB_COLLECTION_WORKFLOW,
  type LabCollectionEstado,
} from '@sigsa/domain/workflow/lab-collection-workflow';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import type { FieldError } from '../platform/http/errors.ts';
import { refIdAt } from '../platform/records/record-body.ts';
import type { RecordStore } from '../platform/records/record-store.ts';
import type { OperationAlert, RecordType } from '../platform/records/record-type.ts';
import type { ResourceDefinition } from '../platform/resources/resource.types.ts';
import { colheitaRoutes } from './colheitas.projection.ts';
import { abrirResultados, resultadosSubmitGuard } from './colheitas.resultados.ts';
import type { ColheitaTipo } from './colheitas.tipo.ts';

// What every laboratory collection type is on the record platform (001 §1–§9, issue 16): the one workflow with
// the laboratory's side, its returns' reasons and notices, its submit guards, the reception's results, the exam
// link and the results call. A type gives its names, tables, store and what its submission checks.

/** A stored collection as its submit guard reads it: the body and the field errors of its schema. */
export interface ColheitaSubmitCheck {
  body: Readonly<Record<string, unknown>>;
  fields: FieldError[];
}

/** What a collection type tells the shared record type. */
export interface ColheitaTypeSource {
  tipo: ColheitaTipo;
  resource: ResourceDefinition;
  store: RecordStore;
  seed: (db: Database) => Promise<void>;
  /** The web route of one collection (`/consultar/colheita-amostras/{id}`). */
  detailRoute: (id: number) => string;
  /** Name and label of its collections in the exam's `ligacoes`. */
  exameBack: { name: string; label: string };
  /** The stored collection through its schema (null when there is none). */
  submitCheck: (tx: Tx, id: number) => Promise<ColheitaSubmitCheck | null>;
}

/**
 * The submit guard (001 §4 submeter, §5.2): fields in error or no lab assay — 'Antes de submeter terá de
 * completar o registo.'; then no sample — 'Para submeter necessita de adicionar amostras.'. The validation list
 * and the schema's field errors follow the message.
 */
function submeterGuard(check: ColheitaTypeSource['submitCheck']) {
  return async (tx: Tx, id: number): Promise<(string | FieldError)[]> => {
    const checked = await check(tx, id);
    if (!checked) return [];
    const list = (key: string) => (Array.isArray(checked.body[key]) ? (checked.body[key] as unknown[]) : []);
    const rows = { ensaios: list('ensaios'), amostras: list('amostras') };
    const refusal = colheitaSubmitRefusal(rows, checked.fields.length > 0);
    return refusal
      ? [refusal, ...colheitaPendencias(rows).filter((p) => p !== refusal), ...checked.fields]
      : [];
  };
}

/**
 * Analyses submitted with a positive result of a category-A disease (EU Animal Health Law; issue 16, beyond the
 * spec) alert the reviewers (ALTA, the diseases named) and the SVL and SVR users of the collection's region.
 */
function categoriaAAlert(tipo: ColheitaTipo) {
  return async (tx: Tx, id: number, operation: string): Promise<OperationAlert | null> => {
    if (operation !== 'submeterAnalise') return null;
    const [row] = await queryRows<{ doencas: string[] | null; utilizadores: number[] | null }>(
      tx,
      sql`SELECT (SELECT array_agg(DISTINCT d.nome ORDER BY d.nome) FROM ${sql.raw(`${tipo.prefix}_resultados`)} r
                   JOIN lista_valores v ON v.id = r.lista_valor_id
                   JOIN ensaios_laboratoriais e ON e.id = r.ensaio_id
                   JOIN doencas d ON d.id = e.doenca_id
                  WHERE r.colheita_id = c.id AND v.nome = ANY(${sql.param([...VALORES_POSITIVOS])}::text[])
                    AND 'A' = ANY(d.categorias)) AS doencas,
                 (SELECT array_agg(DISTINCT u.id) FROM utilizadores u
                    JOIN utilizador_roles ur ON ur.utilizador_id = u.id AND ur.role IN ('ROLE_SVL', 'ROLE_SVR')
                    JOIN utilizador_dsavrs ud ON ud.utilizador_id = u.id
                   WHERE u.enabled AND ud.dsavr_id = ${sql.raw(`c.${tipo.regiao}`)}) AS utilizadores
            FROM ${sql.raw(tipo.table)} c WHERE c.id = ${id}`,
    );
    if (!row?.doencas) return null;
    return {
      motivo: `Resultado positivo de doença de categoria A: ${row.doencas.join(', ')}.`,
      utilizadores: (row.utilizadores ?? []).map(Number),
    };
  };
}

/** A laboratory collection record type. */
export function colheitaRecordType(source: ColheitaTypeSource): RecordType<LabCollectionEstado> {
  const { entity, area, label, prefix, table } = source.tipo;
  const record: RecordType<LabCollectionEstado> = {
    entity,
    area,
    label,
    workflow: LAB_COLLECTION_WORKFLOW,
    resource: source.resource,
    alias: sql`c`,
    table: sql.raw(table),
    estado: sql`c.estado`,
    arquivado: sql`c.arquivado`,
    version: sql`c.version`,
    createdBy: sql`c.created_by`,
    numeroSerie: sql`c.numero_serie`,
    dataReferencia: sql`c.data`,
    // The responsible keeps the collection with its creator.
    responsaveis: sql`ARRAY[c.responsavel_colheita_id]`,
    laboratorio: sql`c.laboratorio_id`,
    returnReasonTipo: LAB_COLLECTION_TIPOS_MOTIVO,
    notificationTipo: 'CONTROLO_LABORATORIAL',
    detailRoute: source.detailRoute,
    factsOf: (loaded) => {
      const responsavel = refIdAt(loaded, 'responsavelColheita');
      return {
        estado: loaded.estado as LabCollectionEstado,
        createdBy: typeof loaded.createdBy === 'string' ? loaded.createdBy : null,
        responsaveis: responsavel === null ? [] : [responsavel],
        arquivado: loaded.arquivado === true,
        laboratorioId: refIdAt(loaded, 'laboratorioDiagnostico'),
      };
    },
    seed: source.seed,
    store: source.store,
    guards: {
      submeter: submeterGuard(source.submitCheck),
      submeterAnalise: resultadosSubmitGuard(prefix, table),
    },
    effects: { rececionar: abrirResultados(prefix) },
    alert: categoriaAAlert(source.tipo),
    // The collection's exam (001 §3.1, §3.2 `exameClinicoNecropsia`): the exam lists its collections back.
    relations: [
      {
        name: 'exameClinicoNecropsia',
        label: 'Exame clínico e necrópsia',
        back: source.exameBack,
        target: 'examesClinicosNecropsias',
        links: sql.raw(`SELECT l.colheita_id AS origem, l.exame_id AS destino FROM ${prefix}_exames l`),
      },
      // Ours: the notifications its exam came from, so that a notification lists the collections of its chain.
      {
        name: 'notificacoesSuspeitasDoencas',
        label: 'Notificações de suspeita de doença (pelo exame)',
        back: { name: source.exameBack.name, label: `${source.exameBack.label} (pelo exame)` },
        target: 'notificacoesSuspeitasDoencas',
        links: sql.raw(`SELECT l.colheita_id AS origem, n.notificacao_id AS destino
          FROM ${prefix}_exames l JOIN ecn_notificacoes n ON n.exame_id = l.exame_id`),
      },
    ],
    routes: colheitaRoutes(() => record, prefix, table),
  };
  return record;
}
