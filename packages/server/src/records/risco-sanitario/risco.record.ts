import { sql } from 'drizzle-orm';
import { RISCO_WORKFLOW, type RiscoEstado } from '@sigsa/domain/records/risco-sanitario/risco.workflow';
import {
  riscoSanitarioSchema,
  type RiscoSanitarioInput,
} from '@sigsa/domain/records/risco-sanitario/risco.schema';
import type { RecordStore } from '../../platform/records/record-store.ts';
import type { RecordType } from '../../platform/records/record-type.ts';
import { insertRisco, resolveRisco, updateRisco, type ResolvedRisco } from './risco.repository.ts';
import { riscoSanitarioResource } from './risco.resource.ts';
import { riscoRoutes } from './risco.routes.ts';

/** How a sanitary-risk record is written (spec 002 §7 "Sanitary risk"): its payload and its parish set. */
const store: RecordStore<RiscoSanitarioInput, ResolvedRisco> = {
  schema: riscoSanitarioSchema,
  resolve: resolveRisco,
  insert: insertRisco,
  update: updateRisco,
};

/**
 * The sanitary-risk record type (spec 002, issue 15): a disease's level over parishes for a period. Not numbered,
 * no state stored, no operation (`risco.workflow.ts`): created and saved by the authors of the area, read by the
 * regional services.
 */
export const riscoSanitarioRecord: RecordType<RiscoEstado> = {
  entity: 'riscoSanitario',
  area: 'riscoSanitario',
  label: 'Risco sanitário',
  workflow: RISCO_WORKFLOW,
  resource: riscoSanitarioResource,
  alias: sql`r`,
  table: sql`riscos_sanitarios`,
  estado: sql`'REGISTADO'::text`,
  arquivado: sql`false`,
  version: sql`r.version`,
  createdBy: sql`r.created_by`,
  numeroSerie: null,
  dataReferencia: sql`r.data_inicio_classificacao`,
  responsaveis: sql`ARRAY[]::int[]`,
  detailRoute: (id) => `/consultar/risco-sanitario/${id}`,
  factsOf: (record) => ({
    estado: 'REGISTADO',
    createdBy: typeof record.createdBy === 'string' ? record.createdBy : null,
    responsaveis: [],
    arquivado: false,
  }),
  // The levels are Gerir's (`classificacoesRisco`, migration 0021): nothing of its own to add on start.
  seed: async () => {},
  store,
  guards: {},
  routes: riscoRoutes,
};
