import { VACINACAO_TIPO_MOTIVO_DEVOLUCAO } from '@sigsa/domain/records/vacinacao/vacinacao.workflow';
import type { Database } from '../../db/client.ts';
import { series } from '../../db/schema/records.ts';
import { tiposMotivosDevolucao } from '../../db/schema/reference.ts';

/**
 * Return reasons of vaccinations. The reference datasets have none for vaccination (only laboratory and exam
 * reasons), so these are ours, flagged `assumed` for an administrator to review in Gerir (docs/decisions.md).
 */
export const VACINACAO_MOTIVOS_DEVOLUCAO = [
  { codigo: 'DADOS_EXPLORACAO', nome: 'Exploração incorreta ou dados da exploração incompletos' },
  { codigo: 'IDENTIFICACAO_ANIMAIS', nome: 'Identificação dos animais em falta ou incorreta' },
  { codigo: 'VACINA_LOTE_VALIDADE', nome: 'Vacina, lote ou validade incorretos' },
  { codigo: 'VACINA_ESPECIE', nome: 'Vacina não indicada para a espécie vacinada' },
  { codigo: 'DATA_VACINACAO', nome: 'Data de vacinação incorreta' },
  { codigo: 'ESQUEMA_ETAPA', nome: 'Esquema ou etapa de vacinação incoerentes' },
  { codigo: 'DUPLICADO', nome: 'Registo duplicado' },
  { codigo: 'OUTRO', nome: 'Outro', requerObservacao: true },
] as const;

/** The vaccination series: one, predefined, so the numbering needs no choice (spec 000 §5). */
export const VACINACAO_SERIE = { classe: 'vacinacoes', nome: 'VAC', predefinida: true, ativa: true };

/** Adds the vaccination series and return reasons when missing; never changes what an administrator edited. */
export async function seedVacinacaoConfig(db: Database): Promise<void> {
  await db.insert(series).values(VACINACAO_SERIE).onConflictDoNothing();
  await db
    .insert(tiposMotivosDevolucao)
    .values(
      VACINACAO_MOTIVOS_DEVOLUCAO.map((m, i) => ({
        tipo: VACINACAO_TIPO_MOTIVO_DEVOLUCAO,
        codigo: m.codigo,
        nome: m.nome,
        requerObservacao: 'requerObservacao' in m ? m.requerObservacao : false,
        ordem: i + 1,
        assumed: true,
      })),
    )
    .onConflictDoNothing();
}
