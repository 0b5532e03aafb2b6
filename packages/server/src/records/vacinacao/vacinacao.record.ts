import { sql } from 'drizzle-orm';
import { submitErrors } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import {
  VACINACAO_TIPO_MOTIVO_DEVOLUCAO,
  VACINACAO_WORKFLOW,
  type VacinacaoEstado,
} from '@sigsa/domain/records/vacinacao/vacinacao.workflow';
import { vacinacaoSchema, type VacinacaoInput } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { queryRows } from '../../db/client.ts';
import { MEDICO_VETERINARIO_DESCONHECIDO, veterinarioCondition } from '../../users/veterinarios.ts';
import type { RecordStore } from '../../platform/records/record-store.ts';
import type { RecordType } from '../../platform/records/record-type.ts';
import {
  insertVacinacao,
  resolveVacinacao,
  updateVacinacao,
  type ResolvedVacinacao,
} from './vacinacao.repository.ts';
import { vacinacoesResource } from './vacinacao.resource.ts';
import { seedVacinacaoConfig } from './vacinacao.seed.ts';

function numberAt(record: Readonly<Record<string, unknown>>, key: string): number | null {
  const value = record[key];
  if (value === null || typeof value !== 'object') return null;
  const id = (value as Record<string, unknown>).id;
  return typeof id === 'number' ? id : null;
}

/** How a vaccination is written: its payload (spec 002 §7) and its rows. */
const store: RecordStore<VacinacaoInput, ResolvedVacinacao> = {
  schema: vacinacaoSchema,
  resolve: resolveVacinacao,
  insert: insertVacinacao,
  update: updateVacinacao,
};

/** The vaccination record type (spec 002): its list, workflow and the facts the platform reads. */
export const vacinacaoRecord: RecordType<VacinacaoEstado> = {
  entity: 'vacinacoes',
  area: 'vacinacoes',
  label: 'Vacinação',
  workflow: VACINACAO_WORKFLOW,
  resource: vacinacoesResource,
  alias: sql`v`,
  table: sql`vacinacoes`,
  estado: sql`v.estado`,
  arquivado: sql`v.arquivado`,
  version: sql`v.version`,
  createdBy: sql`v.created_by`,
  numeroSerie: sql`v.numero_serie`,
  dataReferencia: sql`v.data_vacinacao`,
  // The vaccinating veterinarian keeps the record with its creator (and so never reviews it).
  responsaveis: sql`ARRAY[v.medico_veterinario_id]`,
  returnReasonTipo: VACINACAO_TIPO_MOTIVO_DEVOLUCAO,
  notificationTipo: 'VACINACAO',
  detailRoute: (id) => `/consultar/vacinacao/${id}`,
  factsOf: (record) => {
    const vet = numberAt(record, 'medicoVeterinario');
    return {
      estado: record.estado as VacinacaoEstado,
      createdBy: typeof record.createdBy === 'string' ? record.createdBy : null,
      responsaveis: vet === null ? [] : [vet],
      arquivado: record.arquivado === true,
    };
  },
  seed: seedVacinacaoConfig,
  store,
  associations: {
    exploracao: {
      target: 'exploracoes',
      column: sql`exploracao_id`,
      linkable: (id) => sql`SELECT 1 FROM exploracoes WHERE id = ${id}`,
      unknownMessage: 'Exploração desconhecida.',
    },
    medicoVeterinario: {
      target: 'utilizadores',
      column: sql`medico_veterinario_id`,
      linkable: (id) =>
        sql`SELECT 1 FROM utilizadores u WHERE u.id = ${id} AND ${veterinarioCondition(sql`u`)}`,
      unknownMessage: MEDICO_VETERINARIO_DESCONHECIDO,
    },
  },
  guards: {
    submeter: async (tx, id) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM vacinas_aplicadas WHERE vacinacao_id = ${id}`,
      );
      return submitErrors(Number(row?.n ?? 0));
    },
  },
};
