import { todayIn, toEpochDay } from '../validation/dates.ts';
import type { LabCollectionEstado } from '../workflow/lab-collection-workflow.ts';

// How long a collection took (issue 16, beyond the spec: "turnaround days shown"), in Lisbon calendar days, from
// the dates of its operations: the laboratory's time, from the reception to the analyses' submission, and the
// whole, from the first submission to the decision (validated or not). While one is still running, to today.

/** When the operations that bound the counts last happened (ISO instants, from the record's audit). */
export interface ColheitaMarcos {
  submetido: string | null;
  rececionado: string | null;
  analisesSubmetidas: string | null;
  decisao: string | null;
}

/** The counts: null where the start has not happened; `aDecorrer` where it runs to today. */
export interface ColheitaPrazos {
  laboratorio: { dias: number; aDecorrer: boolean } | null;
  total: { dias: number; aDecorrer: boolean } | null;
}

/** The states in which the laboratory holds the collection. */
const NO_LABORATORIO: readonly LabCollectionEstado[] = ['EM_ANALISE', 'SUBMETIDO_REANALISE'];
const DECIDIDO: readonly LabCollectionEstado[] = ['VALIDO', 'INVALIDO'];

const dia = (instant: string | Date) => toEpochDay(todayIn(new Date(instant)));

/** The counts of a collection in `estado`, on the day of `now`. */
export function colheitaPrazos(
  estado: LabCollectionEstado,
  marcos: ColheitaMarcos,
  now: Date,
): ColheitaPrazos {
  const hoje = dia(now);
  const contar = (inicio: string, fim: string | null, aDecorrer: boolean) => ({
    dias: Math.max(0, (aDecorrer || fim === null ? hoje : dia(fim)) - dia(inicio)),
    aDecorrer: aDecorrer || fim === null,
  });
  const laboratorio = marcos.rececionado
    ? contar(
        marcos.rececionado,
        marcos.analisesSubmetidas,
        NO_LABORATORIO.includes(estado) ||
          (marcos.analisesSubmetidas !== null && marcos.analisesSubmetidas < marcos.rececionado),
      )
    : null;
  const total = marcos.submetido
    ? contar(marcos.submetido, DECIDIDO.includes(estado) ? marcos.decisao : null, !DECIDIDO.includes(estado))
    : null;
  return { laboratorio, total };
}
