import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Sanitary-risk levels (issue 15): a record gives its parishes one; the map paints each in its colour. */
export const classificacoesRiscoResource = referenceResource({
  entity: 'classificacoesRisco',
  alias: 'cr',
  from: sql`classificacoes_risco cr`,
  columns: [
    refColumn('cr', 'codigo', 'codigo', 'Código'),
    refColumn('cr', 'descricao', 'descricao', 'Descrição'),
    refColumn('cr', 'ordem', 'ordem', 'Ordem', 'NUMBER'),
    refColumn('cr', 'cor', 'cor', 'Cor'),
  ],
  searchColumns: ['codigo', 'descricao'],
});
