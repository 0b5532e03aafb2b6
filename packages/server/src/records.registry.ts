import type { RecordType } from './platform/records/record-type.ts';
import { colheitaAmostrasRecord } from './records/colheita-amostras/colheita-amostras.record.ts';
import { COLHEITA_AMOSTRAS } from './records/colheita-amostras/colheita-amostras.resource.ts';
import { colheitaSelvagemRecord } from './records/colheita-amostras-selvagens/colheita-selvagem.record.ts';
import { COLHEITA_SELVAGEM } from './records/colheita-amostras-selvagens/colheita-selvagem.resource.ts';
import type { ColheitaLookupSource } from './records/colheitas.lookups.ts';
import { exameRecord } from './records/exame-clinico-necropsia/exame.record.ts';
import { notificacaoRecord } from './records/notificacao-suspeita-doenca/notificacao.record.ts';
import { riscoSanitarioRecord } from './records/risco-sanitario/risco.record.ts';
import { vacinacaoRecord } from './records/vacinacao/vacinacao.record.ts';

/** Every record type: the record routes (operations, history), comments and documents come from this list. */
export const RECORD_TYPES: readonly RecordType[] = [
  vacinacaoRecord,
  notificacaoRecord,
  exameRecord,
  riscoSanitarioRecord,
  colheitaAmostrasRecord,
  colheitaSelvagemRecord,
];

/** The laboratory collection types, the domestic one first: what 001 §7's collection lookups read. */
export const COLHEITA_TYPES: readonly ColheitaLookupSource[] = [
  { record: colheitaAmostrasRecord, tipo: COLHEITA_AMOSTRAS },
  { record: colheitaSelvagemRecord, tipo: COLHEITA_SELVAGEM },
];
