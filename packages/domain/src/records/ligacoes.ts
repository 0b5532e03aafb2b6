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
  relacoes: LinkedRelation[];
  _embedded: Record<string, LinkedRecord[]>;
  _links: { self: { href: string } };
}
