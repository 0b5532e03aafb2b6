import { sql } from 'drizzle-orm';
import { codeOptions, refColumn, referenceResource } from './reference-resource.util.ts';

/** Veterinary services (DSAVR) and the other organisations. */
export const dsavrsResource = referenceResource({
  entity: 'dsavrs',
  alias: 'o',
  from: sql`dsavrs o`,
  columns: [
    refColumn('o', 'codigo', 'codigo', 'Código'),
    refColumn('o', 'sigla', 'sigla', 'Sigla'),
    refColumn('o', 'nome', 'nome', 'Nome'),
    refColumn('o', 'tipo', 'tipo', 'Tipo', 'OPTION', {
      options: codeOptions(['SERVICO_CENTRAL', 'DSAVR', 'SERVICO_REGIONAL_RA']),
    }),
    refColumn('o', 'regiao', 'regiao', 'Região'),
    refColumn('o', 'distritos', 'distritos', 'Distritos', 'LIST', { embeddedType: 'STRING' }),
  ],
});
