import { todayIn } from '@sigsa/domain/validation/dates';
import { colheitaAmostrasSchema } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { submitFieldErrors } from '../../platform/records/record-body.ts';
import { colheitaRecordType } from '../colheitas.record.ts';
import { colheitaStore } from '../colheitas.write.ts';
import {
  colheitaAmostrasColumns,
  loadColheitaAmostrasBody,
  resolveColheitaAmostras,
  writeColheitaAmostrasRows,
} from './colheita-amostras.repository.ts';
import { COLHEITA_AMOSTRAS, colheitasAmostrasResource } from './colheita-amostras.resource.ts';
import { seedColheitaAmostrasConfig } from './colheita-amostras.seed.ts';

/** The domestic laboratory collection record type (001 §1–§9, issue 16). */
export const colheitaAmostrasRecord = colheitaRecordType({
  tipo: COLHEITA_AMOSTRAS,
  resource: colheitasAmostrasResource,
  // How it is written (001 §7): the domain schema, then its references (`resolve…`).
  store: colheitaStore({
    tipo: COLHEITA_AMOSTRAS,
    schema: (today) => colheitaAmostrasSchema(today),
    resolve: resolveColheitaAmostras,
    columns: colheitaAmostrasColumns,
    rows: writeColheitaAmostrasRows,
  }),
  seed: seedColheitaAmostrasConfig,
  detailRoute: (id) => `/consultar/colheita-amostras/${id}`,
  exameBack: { name: 'colheitasAmostras', label: 'Colheitas de amostras' },
  // The stored collection through its schema (001 §5.2).
  submitCheck: async (tx, id) => {
    const body = await loadColheitaAmostrasBody(tx, id);
    if (!body) return null;
    return {
      body,
      fields: submitFieldErrors(
        colheitaAmostrasSchema(() => todayIn(new Date())),
        body,
      ),
    };
  },
});
