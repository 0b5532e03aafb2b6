import { sql } from 'drizzle-orm';
import { submitErrors } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import { exameSchema, type ExameInput } from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import {
  EXAME_TIPO_MOTIVO_DEVOLUCAO,
  EXAME_WORKFLOW,
  exameResponsaveis,
  refuseExameSave,
  type ExameEstado,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.workflow';
import { todayIn } from '@sigsa/domain/validation/dates';
import type { Tx } from '../../db/client.ts';
import type { FieldError } from '../../platform/http/errors.ts';
import type { RecordStore } from '../../platform/records/record-store.ts';
import { rowsDocumentPart } from '../../platform/records/documents.parts.ts';
import type { RecordRelation, RecordType } from '../../platform/records/record-type.ts';
import { animalTablesDocumentParts } from '../animal-tables.ts';
import {
  insertExame,
  loadExameBody,
  resolveExame,
  rowCounts,
  updateExame,
  type ResolvedExame,
} from './exame.repository.ts';
import { examesResource } from './exame.resource.ts';
import { seedExameConfig } from './exame.seed.ts';
import { refIdAt, submitFieldErrors } from '../../platform/records/record-body.ts';

/**
 * How an exam is written (001 §7): the domain schema, then the references, what the reasons show (their flags are
 * in the database) and the region (`resolveExame`); the edit policy of the domain (`refuseExameSave`).
 */
const store: RecordStore<ExameInput, ResolvedExame> = {
  schema: (today) => exameSchema('save', today),
  resolve: resolveExame,
  insert: insertExame,
  update: updateExame,
  editPolicy: {
    current: async (tx, id) => (await loadExameBody(tx, id)) ?? {},
    refuse: (actor, record, changed) =>
      refuseExameSave(actor, { ...record, estado: record.estado as ExameEstado }, changed),
  },
};

/**
 * The submit guard (001 §5.4): the stored exam through the submit-mode schema, and the rows its animal type
 * needs (domain `submitErrors`); the schema's field errors follow the message.
 */
async function submeterGuard(tx: Tx, id: number): Promise<(string | FieldError)[]> {
  const body = await loadExameBody(tx, id);
  if (!body) return [];
  const tipoAnimal = body.tipoAnimal === 'SELVAGEM' ? 'SELVAGEM' : 'DOMESTICO';
  const fields = submitFieldErrors(
    exameSchema('submit', () => todayIn(new Date())),
    body,
  );
  return [...submitErrors(tipoAnimal, rowCounts(body)), ...fields];
}

/**
 * The exam's link to notifications (issue 14 "Linked chain"): an exam names the notifications it examined; each
 * notification lists its exams back.
 */
const relations: readonly RecordRelation[] = [
  {
    name: 'notificacoesSuspeitasDoencas',
    label: 'Notificações de suspeita de doença',
    back: { name: 'examesClinicosNecropsias', label: 'Exames clínicos e necrópsias' },
    target: 'notificacoesSuspeitasDoencas',
    links: sql`SELECT l.exame_id AS origem, l.notificacao_id AS destino FROM ecn_notificacoes l`,
  },
];

/** The clinical exam and necropsy record type (001 §1–§9, issue 14). */
export const exameRecord: RecordType<ExameEstado> = {
  entity: 'examesClinicosNecropsias',
  area: 'examesClinicosNecropsias',
  label: 'Exame clínico e necrópsia',
  workflow: EXAME_WORKFLOW,
  resource: examesResource,
  alias: sql`x`,
  table: sql`exames_clinicos_necropsias`,
  estado: sql`x.estado`,
  arquivado: sql`x.arquivado`,
  version: sql`x.version`,
  createdBy: sql`x.created_by`,
  numeroSerie: sql`x.numero_serie`,
  dataReferencia: sql`coalesce(x.data, x.data_observacao)`,
  // The vet and, for a wild exam, the collection responsible keep the exam with its creator.
  responsaveis: sql`array_remove(ARRAY[x.medico_veterinario_id, x.responsavel_colheita_id], NULL)`,
  returnReasonTipo: EXAME_TIPO_MOTIVO_DEVOLUCAO,
  notificationTipo: 'EXAME_CLINICO',
  detailRoute: (id) => `/consultar/exames-clinicos-e-necropsias/${id}`,
  factsOf: (record) => ({
    estado: record.estado as ExameEstado,
    createdBy: typeof record.createdBy === 'string' ? record.createdBy : null,
    responsaveis: exameResponsaveis(
      refIdAt(record, 'medicoVeterinario'),
      refIdAt(record, 'responsavelColheita'),
    ),
    arquivado: record.arquivado === true,
  }),
  seed: seedExameConfig,
  store,
  documentParts: [
    ...animalTablesDocumentParts('ecn', 'exame_id'),
    rowsDocumentPart('animaisCacados', 'ecn_animais_cacados', 'exame_id'),
    rowsDocumentPart('animaisAbatidos', 'ecn_animais_abatidos', 'exame_id'),
    rowsDocumentPart('animaisEncontradosMortos', 'ecn_animais_encontrados_mortos', 'exame_id'),
    rowsDocumentPart('animaisRecolhidosVivos', 'ecn_animais_recolhidos_vivos', 'exame_id'),
  ],
  guards: { submeter: submeterGuard },
  relations,
};
