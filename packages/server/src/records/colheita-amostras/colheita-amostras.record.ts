import { sql } from 'drizzle-orm';
import { colheitaPendencias, colheitaSubmitRefusal } from '@sigsa/domain/records/colheitas.schema';
import {
  colheitaAmostrasSchema,
  type ColheitaAmostrasInput,
} from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import {
  LAB_COLLECTION_TIPOS_MOTIVO,
  LAB_COLLECTION_WORKFLOW,
  type LabCollectionEstado,
} from '@sigsa/domain/workflow/lab-collection-workflow';
import { todayIn } from '@sigsa/domain/validation/dates';
import type { Tx } from '../../db/client.ts';
import type { FieldError } from '../../platform/http/errors.ts';
import { refIdAt, submitFieldErrors } from '../../platform/records/record-body.ts';
import type { RecordStore } from '../../platform/records/record-store.ts';
import type { RecordRelation, RecordType } from '../../platform/records/record-type.ts';
import { colheitaRoutes } from '../colheitas.projection.ts';
import { abrirResultados, resultadosSubmitGuard } from '../colheitas.resultados.ts';
import {
  insertColheitaAmostras,
  loadColheitaAmostrasBody,
  resolveColheitaAmostras,
  updateColheitaAmostras,
  type ResolvedColheitaAmostras,
} from './colheita-amostras.repository.ts';
import { colheitasAmostrasResource } from './colheita-amostras.resource.ts';
import { seedColheitaAmostrasConfig } from './colheita-amostras.seed.ts';

/** How a domestic collection is written (001 §7): the domain schema, then its references (`resolve…`). */
const store: RecordStore<ColheitaAmostrasInput, ResolvedColheitaAmostras> = {
  schema: (today) => colheitaAmostrasSchema(today),
  resolve: resolveColheitaAmostras,
  insert: insertColheitaAmostras,
  update: updateColheitaAmostras,
};

/**
 * The submit guard (001 §4 submeter, §5.2): the stored collection through its schema; fields in error or no lab
 * assay — 'Antes de submeter terá de completar o registo.'; then no sample — 'Para submeter necessita de
 * adicionar amostras.'. The schema's field errors and the validation list follow the message.
 */
async function submeterGuard(tx: Tx, id: number): Promise<(string | FieldError)[]> {
  const body = await loadColheitaAmostrasBody(tx, id);
  if (!body) return [];
  const fields = submitFieldErrors(
    colheitaAmostrasSchema(() => todayIn(new Date())),
    body,
  );
  const rows = { ensaios: body.ensaios as unknown[], amostras: body.amostras as unknown[] };
  const refusal = colheitaSubmitRefusal(rows, fields.length > 0);
  return refusal ? [refusal, ...colheitaPendencias(rows).filter((p) => p !== refusal), ...fields] : [];
}

/** The collection's exam (001 §3.2 `exameClinicoNecropsia`): the exam lists its collections back. */
const relations: readonly RecordRelation[] = [
  {
    name: 'exameClinicoNecropsia',
    label: 'Exame clínico e necrópsia',
    back: { name: 'colheitasAmostras', label: 'Colheitas de amostras' },
    target: 'examesClinicosNecropsias',
    links: sql`SELECT l.colheita_id AS origem, l.exame_id AS destino FROM cam_exames l`,
  },
];

/** The domestic laboratory collection record type (001 §1–§9, issue 16). */
export const colheitaAmostrasRecord: RecordType<LabCollectionEstado> = {
  entity: 'controlosLaboratoriaisColheitasAmostras',
  area: 'colheitaAmostras',
  label: 'Colheita de amostras',
  workflow: LAB_COLLECTION_WORKFLOW,
  resource: colheitasAmostrasResource,
  alias: sql`c`,
  table: sql`colheitas_amostras`,
  estado: sql`c.estado`,
  arquivado: sql`c.arquivado`,
  version: sql`c.version`,
  createdBy: sql`c.created_by`,
  numeroSerie: sql`c.numero_serie`,
  dataReferencia: sql`c.data`,
  // The responsible vet keeps the collection with its creator.
  responsaveis: sql`ARRAY[c.responsavel_colheita_id]`,
  laboratorio: sql`c.laboratorio_id`,
  returnReasonTipo: LAB_COLLECTION_TIPOS_MOTIVO,
  notificationTipo: 'CONTROLO_LABORATORIAL',
  detailRoute: (id) => `/consultar/colheita-amostras/${id}`,
  factsOf: (record) => {
    const responsavel = refIdAt(record, 'responsavelColheita');
    return {
      estado: record.estado as LabCollectionEstado,
      createdBy: typeof record.createdBy === 'string' ? record.createdBy : null,
      responsaveis: responsavel === null ? [] : [responsavel],
      arquivado: record.arquivado === true,
      laboratorioId: refIdAt(record, 'laboratorioDiagnostico'),
    };
  },
  seed: seedColheitaAmostrasConfig,
  store,
  guards: { submeter: submeterGuard, submeterAnalise: resultadosSubmitGuard('cam', 'colheitas_amostras') },
  effects: { rececionar: abrirResultados('cam') },
  relations,
  routes: colheitaRoutes(() => colheitaAmostrasRecord, 'cam', 'colheitas_amostras'),
};
