import { sql } from 'drizzle-orm';
import { NOTIFICACAO_RESULTADO_SEM_TESTE_MESSAGE } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.rules';
import type { RecordDocumentPart } from '../../platform/records/documents.parts.ts';
import { animalTablesDocumentParts } from '../animal-tables.ts';

/**
 * The notification's attachment sets besides its own (spec 002 §2 "result attachments", §3 the rows'
 * `documentosAnexos`, §7 "for each sub-item and for the record itself"): the lab result's files, taken only
 * while a lab test is marked done (a save that unmarks it removes them, as it clears the other result fields),
 * and each row's of the four tables (a save that drops a row removes its files).
 */
export const NOTIFICACAO_DOCUMENT_PARTS: readonly RecordDocumentPart[] = [
  {
    name: 'resultadosLaboratoriais',
    open: sql`n.realizado_teste_laboratorial`,
    closedMessage: NOTIFICACAO_RESULTADO_SEM_TESTE_MESSAGE,
  },
  ...animalTablesDocumentParts('nsd', 'notificacao_id'),
];
