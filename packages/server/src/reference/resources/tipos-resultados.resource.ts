import { sql } from 'drizzle-orm';
import { TIPOS_VALOR } from '@sigsa/domain/records/resultados.schema';
import { codeOptions, refColumn, referenceResource } from './reference-resource.util.ts';

/** Result types. */
export const tiposResultadosResource = referenceResource({
  entity: 'tiposResultados',
  alias: 'tr',
  from: sql`tipos_resultados tr`,
  columns: [
    refColumn('tr', 'codigo', 'codigo', 'Código'),
    refColumn('tr', 'nome', 'nome', 'Nome'),
    refColumn('tr', 'tipo_valor', 'tipoValor', 'Tipo de valor', 'OPTION', {
      options: codeOptions(TIPOS_VALOR),
    }),
    refColumn('tr', 'unidade', 'unidade', 'Unidade'),
    refColumn('tr', 'permite_nao_analisavel', 'permiteNaoAnalisavel', 'Permite não analisável', 'BOOLEAN'),
  ],
});
