import { sql } from 'drizzle-orm';
import { amostrasDuplicadas, AMOSTRA_DUPLICADA_MESSAGE } from '@sigsa/domain/records/amostras';
import type { ColheitaEnsaioInput } from '@sigsa/domain/records/colheitas.schema';
import type { FieldError } from '@sigsa/domain/validation/field-error';
import { INVALID_VALUE_MESSAGE } from '@sigsa/domain/validation/messages';
import { queryRows, type Tx } from '../db/client.ts';

// The references of a collection's lab assays and samples, checked the same way for every collection type
// (001 §3.3, §5.3; issue 16 "Bad input"): each a 400 naming the row and field at fault.

/** Ours: an assay that is not one of the line's disease (its own or a related one). */
export const ENSAIO_DE_OUTRA_DOENCA_MESSAGE = 'O ensaio não é desta doença.';

/** Ours: a sample's assay that does not take the sample's matrix. */
export const ENSAIO_NAO_ACEITA_MATRIZ_MESSAGE = 'O ensaio não aceita a matriz da amostra.';

/** Ours: a diagnostic laboratory that does not perform every assay chosen (001 §2.2 "the laboratory table"). */
export const LABORATORIO_SEM_ENSAIOS_MESSAGE = 'O laboratório não realiza todos os ensaios escolhidos.';

/** Ours: an unknown or archived laboratory code. */
export const LABORATORIO_DESCONHECIDO_MESSAGE = 'Laboratório desconhecido.';

/** What the checks read of a sample, whatever the collection type. */
export interface AmostraRefs {
  tipoAmostra?: 'INDIVIDUAL' | 'GRUPO' | null;
  identificacaoAnimal?: string | null;
  matriz: number;
  ensaios: readonly number[];
}

interface Found {
  laboratorio: number | null;
  /** `doenca:ensaio` pairs that exist (the assay is of the disease or serves it). */
  pares: string[] | null;
  matrizes: number[] | null;
  /** `ensaio:matriz` pairs the assays accept. */
  aceites: string[] | null;
  /** Assays of the collection the laboratory performs. */
  realizados: number[] | null;
}

/**
 * The errors of a collection's lab assays, samples and diagnostic laboratory (by code): assays of another
 * disease, unknown matrices, a sample's assay that does not take its matrix, a duplicated individual sample
 * ('Amostra duplicada!', 001 §5.2), an unknown laboratory or one that does not perform every assay. Answers the
 * laboratory's id too (null when none or unknown).
 */
export async function colheitaRowsErrors(
  tx: Tx,
  input: {
    ensaios: readonly ColheitaEnsaioInput[];
    amostras: readonly AmostraRefs[];
    laboratorioDiagnostico: string | null;
  },
): Promise<{ errors: FieldError[]; laboratorioId: number | null }> {
  const ensaios = [...new Set(input.ensaios.map((e) => e.ensaioLaboratorial))];
  const pares = input.ensaios.map((e) => `${e.doenca}:${e.ensaioLaboratorial}`);
  const matrizes = [...new Set(input.amostras.map((a) => a.matriz))];
  const [found] = await queryRows<Found>(
    tx,
    sql`SELECT
      (SELECT id FROM laboratorios WHERE codigo = ${input.laboratorioDiagnostico} AND NOT arquivado) AS laboratorio,
      (SELECT array_agg(p) FROM unnest(${sql.param(pares)}::text[]) p
        WHERE EXISTS (SELECT 1 FROM ensaios_laboratoriais e
          WHERE e.id = split_part(p, ':', 2)::int AND NOT e.arquivado
            AND (e.doenca_id = split_part(p, ':', 1)::int OR EXISTS (
              SELECT 1 FROM ensaios_laboratoriais_doencas_relacionadas r
              WHERE r.ensaio_id = e.id AND r.doenca_id = split_part(p, ':', 1)::int)))) AS pares,
      (SELECT array_agg(id) FROM matrizes_amostras
        WHERE id = ANY(${sql.param(matrizes)}::int[]) AND NOT arquivado) AS matrizes,
      (SELECT array_agg(m.ensaio_id || ':' || m.matriz_id) FROM ensaios_laboratoriais_matrizes m
        WHERE m.ensaio_id = ANY(${sql.param(ensaios)}::int[])
          AND m.matriz_id = ANY(${sql.param(matrizes)}::int[])) AS aceites,
      (SELECT array_agg(le.ensaio_id) FROM laboratorios_ensaios le JOIN laboratorios l ON l.id = le.laboratorio_id
        WHERE l.codigo = ${input.laboratorioDiagnostico}
          AND le.ensaio_id = ANY(${sql.param(ensaios)}::int[])) AS realizados`,
  );
  const errors: FieldError[] = [];
  const fail = (field: string, message = INVALID_VALUE_MESSAGE) => errors.push({ field, message });
  const paresConhecidos = new Set(found?.pares ?? []);
  input.ensaios.forEach((linha, i) => {
    if (!paresConhecidos.has(`${linha.doenca}:${linha.ensaioLaboratorial}`))
      fail(`ensaios.${i}.ensaioLaboratorial`, ENSAIO_DE_OUTRA_DOENCA_MESSAGE);
  });
  const matrizesConhecidas = new Set((found?.matrizes ?? []).map(Number));
  const aceites = new Set(found?.aceites ?? []);
  input.amostras.forEach((amostra, i) => {
    if (!matrizesConhecidas.has(amostra.matriz)) fail(`amostras.${i}.matriz`);
    else if (amostra.ensaios.some((ensaio) => !aceites.has(`${ensaio}:${amostra.matriz}`)))
      fail(`amostras.${i}.ensaios`, ENSAIO_NAO_ACEITA_MATRIZ_MESSAGE);
  });
  for (const i of amostrasDuplicadas(input.amostras))
    fail(`amostras.${i}.identificacaoAnimal`, AMOSTRA_DUPLICADA_MESSAGE);
  const laboratorioId =
    found?.laboratorio === null || found?.laboratorio === undefined ? null : Number(found.laboratorio);
  if (input.laboratorioDiagnostico !== null && laboratorioId === null)
    fail('laboratorioDiagnostico', LABORATORIO_DESCONHECIDO_MESSAGE);
  else if (laboratorioId !== null) {
    const realizados = new Set((found?.realizados ?? []).map(Number));
    if (ensaios.some((ensaio) => !realizados.has(ensaio)))
      fail('laboratorioDiagnostico', LABORATORIO_SEM_ENSAIOS_MESSAGE);
  }
  return { errors, laboratorioId };
}
