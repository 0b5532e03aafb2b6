import { sql } from 'drizzle-orm';
import { idParam, idsParam, refColumn, referenceResource } from './reference-resource.util.ts';

/** Laboratories. */
export const laboratoriosResource = referenceResource({
  entity: 'laboratorios',
  alias: 'l',
  from: sql`laboratorios l`,
  columns: [
    refColumn('l', 'codigo', 'codigo', 'Código'),
    refColumn('l', 'nome', 'nome', 'Nome'),
    refColumn('l', 'localidade', 'localidade', 'Localidade'),
    refColumn('l', 'regiao', 'regiao', 'Região'),
    refColumn('l', 'tipo', 'tipo', 'Tipo'),
    refColumn('l', 'oficial', 'oficial', 'Oficial', 'BOOLEAN'),
    refColumn('l', 'referencia_nacional', 'referenciaNacional', 'Referência nacional', 'BOOLEAN'),
  ],
  // The laboratory table of a collection (001 §2.2, §7): the laboratories performing `quant` of the assays `ids`
  // (the client sends the number of assays chosen: those performing every one).
  finders: [
    {
      name: 'findByEnsaios',
      params: ['ids', 'quant'],
      single: false,
      where: (v) => sql`NOT l.arquivado AND cardinality(${idsParam(v.ids)}) > 0
        AND (SELECT count(*) FROM laboratorios_ensaios le
              WHERE le.laboratorio_id = l.id AND le.ensaio_id = ANY(${idsParam(v.ids)})) = ${idParam(v.quant)}`,
    },
  ],
});
