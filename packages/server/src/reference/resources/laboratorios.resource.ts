import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

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
});
