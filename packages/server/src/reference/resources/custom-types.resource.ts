import { sql } from 'drizzle-orm';
import { MAX_FILTER_VALUES } from '@sigsa/domain/list/filters';
import { badRequest } from '../../platform/http/errors.ts';
import { column } from '../../platform/resources/resource.types.ts';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Value lists by category (customTypes). */
export const customTypesResource = referenceResource({
  entity: 'customTypes',
  alias: 'ct',
  from: sql`custom_types ct`,
  columns: [
    refColumn('ct', 'categoria', 'categoria', 'Categoria'),
    refColumn('ct', 'codigo', 'codigo', 'Código'),
    refColumn('ct', 'nome', 'nome', 'Nome'),
    refColumn('ct', 'descricao', 'descricao', 'Descrição', 'STRING', { showByDefault: false }),
    refColumn('ct', 'ordem', 'ordem', 'Ordem', 'NUMBER', { showByDefault: false }),
    refColumn('ct', 'ativo', 'ativo', 'Ativo', 'BOOLEAN'),
    // The reasons that ask for a free text ('Aceite por outro motivo', 'Outro'…): the form reveals the field.
    column({
      prop: 'requerObservacao',
      name: 'Requer observação',
      type: 'BOOLEAN',
      expr: sql`coalesce((ct.extra->>'requerObservacao')::boolean, false)`,
      showByDefault: false,
    }),
  ],
  finders: [
    {
      name: 'findByCategoria',
      params: ['categoria'],
      single: false,
      where: (v) => sql`ct.categoria = ${v.categoria}`,
    },
    {
      name: 'findByCategorias',
      params: ['categorias'],
      single: false,
      where: (v) => {
        const categorias = (v.categorias ?? '')
          .split(',')
          .map((c) => c.trim())
          .filter((c) => c !== '');
        if (categorias.length > MAX_FILTER_VALUES)
          throw badRequest(`Demasiadas categorias (máximo ${MAX_FILTER_VALUES}).`);
        if (categorias.length === 0) return sql`FALSE`;
        return sql`ct.categoria IN (${sql.join(
          categorias.map((c) => sql`${c}`),
          sql`, `,
        )})`;
      },
    },
  ],
});
