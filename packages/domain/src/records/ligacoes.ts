/**
 * The linked records of a record ("Registos ligados", issue 12 "Linked chain", issue 14): the answer of
 * `GET {entity}/{id}/ligacoes`, as the server builds it and the record screens read it (docs/api.md).
 */

/** A linked record: enough to name it, show its state and open it. */
export interface LinkedRecord {
  id: number;
  numeroSerie: string | null;
  estado: string;
  arquivado: boolean;
  /** Entity path of its record type, e.g. `notificacoesSuspeitasDoencas`. */
  tipo: string;
  /** Its web route (the detail screen), e.g. `/consultar/notificacao-suspeita-doenca/4`. */
  rotaDetalhe: string;
  /** The day it is about (`YYYY-MM-DD`: observation, exam, vaccination), for the chain's timeline; null unknown. */
  data: string | null;
  _links: { self: { href: string } };
}

/** A relation the caller may read, seen from the record asked about, with its pt-PT label. */
export interface LinkedRelation {
  /** Key of its records in `_embedded`, e.g. `focoPrimario` or, read back, `focosSecundarios`. */
  nome: string;
  label: string;
  /** Entity path of the records on the other side. */
  tipo: string;
}

/** The readable relations in the order they show, and each one's visible records (oldest first). */
export interface LinkedRecordsAnswer {
  /** The day the record asked about is about (as {@link LinkedRecord.data}). */
  data: string | null;
  relacoes: LinkedRelation[];
  _embedded: Record<string, LinkedRecord[]>;
  _links: { self: { href: string } };
}

/** One step of a record's chain timeline: a record and its day, with the days since the step before. */
export interface ChainStep {
  /** The relation's label, or null for the record asked about. */
  label: string | null;
  record: LinkedRecord | null;
  data: string;
  /** Days since the previous step; null for the first. */
  dias: number | null;
}

const epochDay = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/**
 * The chain's timeline (issue 14, ours): the record asked about and its linked records, by their day (then in the
 * order given), each with the days since the step before. Records without a day are left out; fewer than two
 * steps make no timeline (an empty list).
 */
export function chainTimeline(
  answer: Pick<LinkedRecordsAnswer, 'data' | 'relacoes' | '_embedded'>,
): ChainStep[] {
  const steps: Omit<ChainStep, 'dias'>[] = [];
  if (answer.data) steps.push({ label: null, record: null, data: answer.data });
  for (const relacao of answer.relacoes)
    for (const record of answer._embedded[relacao.nome] ?? [])
      if (record.data) steps.push({ label: relacao.label, record, data: record.data });
  if (steps.length < 2) return [];
  const sorted = steps
    .map((step, order) => ({ step, order }))
    .sort((a, b) => a.step.data.localeCompare(b.step.data) || a.order - b.order)
    .map(({ step }) => step);
  return sorted.map((step, i) => {
    const before = sorted[i - 1];
    return { ...step, dias: before ? epochDay(step.data) - epochDay(before.data) : null };
  });
}
