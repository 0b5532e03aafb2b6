import { colheitaSelvagemSchema } from '@sigsa/domain/records/colheita-amostras-selvagens/colheita-selvagem.schema';
import { todayIn } from '@sigsa/domain/validation/dates';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import type { Tx } from '../../db/client.ts';
import { submitFieldErrors } from '../../platform/records/record-body.ts';
import { colheitaRecordType, type ColheitaSubmitCheck } from '../colheitas.record.ts';
import { colheitaStore } from '../colheitas.write.ts';
import {
  colheitaSelvagemColumns,
  loadColheitaSelvagemBody,
  resolveColheitaSelvagem,
  situacaoCacado,
  writeColheitaSelvagemRows,
} from './colheita-selvagem.repository.ts';
import { COLHEITA_SELVAGEM, colheitasSelvagensResource } from './colheita-selvagem.resource.ts';
import { seedColheitaSelvagemConfig } from './colheita-selvagem.seed.ts';

/**
 * The stored collection through its schema, knowing which situation is the hunted one (001 §5.1); a draft may
 * lack its diagnostic laboratory, a submission may not: nothing is submitted to nobody.
 */
async function submitCheck(tx: Tx, id: number): Promise<ColheitaSubmitCheck | null> {
  const body = await loadColheitaSelvagemBody(tx, id);
  if (!body) return null;
  const schema = colheitaSelvagemSchema({
    cacado: await situacaoCacado(tx),
    today: () => todayIn(new Date()),
  });
  const fields = submitFieldErrors(schema, body);
  if (body.laboratorioDiagnostico === null)
    fields.push({ field: 'laboratorioDiagnostico', message: REQUIRED_MESSAGE });
  return { body, fields };
}

/** The wild-animal laboratory collection record type (001 §1–§9, issue 16). */
export const colheitaSelvagemRecord = colheitaRecordType({
  tipo: COLHEITA_SELVAGEM,
  resource: colheitasSelvagensResource,
  // How it is written (001 §7): the domain schema, then its references (`resolve…`, the hunting fields too).
  store: colheitaStore({
    tipo: COLHEITA_SELVAGEM,
    schema: (today) => colheitaSelvagemSchema({ today }),
    resolve: resolveColheitaSelvagem,
    columns: colheitaSelvagemColumns,
    rows: writeColheitaSelvagemRows,
  }),
  seed: seedColheitaSelvagemConfig,
  detailRoute: (id) => `/consultar/colheita-amostras-selvagens/${id}`,
  exameBack: { name: 'colheitasAnimaisSelvagens', label: 'Colheitas de amostras de animais selvagens' },
  submitCheck,
});
