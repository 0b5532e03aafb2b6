import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Sample matrices. */
export const matrizesAmostrasResource = referenceResource({
  entity: 'matrizesAmostras',
  alias: 'm',
  from: sql`matrizes_amostras m`,
  columns: [
    refColumn('m', 'codigo', 'codigo', 'Código'),
    refColumn('m', 'nome', 'nome', 'Nome'),
    refColumn('m', 'tipo', 'tipo', 'Tipo'),
    refColumn('m', 'conservacao_recomendada', 'conservacaoRecomendada', 'Conservação recomendada', 'LIST', {
      embeddedType: 'STRING',
    }),
    refColumn('m', 'entomologica', 'entomologica', 'Entomológica', 'BOOLEAN'),
    refColumn('m', 'prova_in_vivo', 'provaInVivo', 'Prova in vivo', 'BOOLEAN'),
  ],
});
