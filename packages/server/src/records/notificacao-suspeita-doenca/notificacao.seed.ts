import type { Database } from '../../db/client.ts';
import { series } from '../../db/schema/records.ts';

/**
 * The notification series: one, predefined, so the numbering needs no choice (spec 000 §5); its class is the
 * entity path, as every record type's (`NSD/000001`, …). The return reasons (`EXAME_DEVOLVER`, spec 002 §7)
 * come with the reference data (lab.json), so there are none to add here.
 */
export const NOTIFICACAO_SERIE = {
  classe: 'notificacoesSuspeitasDoencas',
  nome: 'NSD',
  predefinida: true,
  ativa: true,
};

/** Adds the notification series when missing; never changes what an administrator edited. */
export async function seedNotificacaoConfig(db: Database): Promise<void> {
  await db.insert(series).values(NOTIFICACAO_SERIE).onConflictDoNothing();
}
