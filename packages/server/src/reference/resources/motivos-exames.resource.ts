import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Reasons of a clinical exam (issue 14), with the flags that show the diseases and the contingency field. */
export const motivosExamesResource = referenceResource({
  entity: 'motivosExames',
  alias: 'me',
  from: sql`motivos_exames me`,
  columns: [
    refColumn('me', 'codigo', 'codigo', 'Código'),
    refColumn('me', 'nome', 'nome', 'Descrição'),
    refColumn('me', 'mostrar_doencas', 'mostrarDoencas', 'Mostrar doenças', 'BOOLEAN'),
    refColumn('me', 'mostrar_contingencia', 'mostrarContingencia', 'Mostrar contingência', 'BOOLEAN'),
  ],
});
