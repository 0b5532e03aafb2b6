// Which record's level is in force on a parish on a day (issue 15, our decision): records of one disease may
// overlap; a parish's level on a date comes from the record with the latest start not after it and no end, or an
// end not before it; on the same start, the highest id (the later record). Dates are ISO (`YYYY-MM-DD`), which
// order as text.

/** What the rule reads of a sanitary-risk record. */
export interface RiscoPeriodo {
  id: number;
  dataInicioClassificacao: string;
  dataFinalClassificacao: string | null;
  freguesias: readonly string[];
}

/** Whether `record` covers `data`: started on or before it, not ended before it. */
export function emVigor(
  record: Pick<RiscoPeriodo, 'dataInicioClassificacao' | 'dataFinalClassificacao'>,
  data: string,
): boolean {
  return (
    record.dataInicioClassificacao <= data &&
    (record.dataFinalClassificacao === null || record.dataFinalClassificacao >= data)
  );
}

/** Whether `a` wins over `b` for a parish both cover: the later start, then the higher id. */
function prevalece(a: RiscoPeriodo, b: RiscoPeriodo): boolean {
  if (a.dataInicioClassificacao !== b.dataInicioClassificacao)
    return a.dataInicioClassificacao > b.dataInicioClassificacao;
  return a.id > b.id;
}

/** Each parish (by `dicofre`) with the record in force on `data`, among `records` (of one disease). */
export function nivelEmVigor<R extends RiscoPeriodo>(records: readonly R[], data: string): Map<string, R> {
  const porFreguesia = new Map<string, R>();
  for (const record of records) {
    if (!emVigor(record, data)) continue;
    for (const dicofre of record.freguesias) {
      const atual = porFreguesia.get(dicofre);
      if (!atual || prevalece(record, atual)) porFreguesia.set(dicofre, record);
    }
  }
  return porFreguesia;
}

/**
 * The parishes of `freguesias` that another record (not `proprio`) puts under a level on `data` — what Guardar
 * warns about without blocking (issue 15): each with that record.
 */
export function freguesiasComOutroNivel<R extends RiscoPeriodo>(
  records: readonly R[],
  freguesias: readonly string[],
  data: string,
  proprio: number | null,
): Map<string, R> {
  const outros = nivelEmVigor(
    records.filter((record) => record.id !== proprio),
    data,
  );
  return new Map(
    freguesias.flatMap((dicofre) => {
      const record = outros.get(dicofre);
      return record ? [[dicofre, record] as const] : [];
    }),
  );
}
