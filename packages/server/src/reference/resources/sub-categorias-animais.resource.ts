import { sql } from 'drizzle-orm';
import { refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

/** Animal sub-categories. */
export const subCategoriasAnimaisResource = referenceResource({
  entity: 'subCategoriasAnimais',
  alias: 'sc',
  from: sql`sub_categorias_animais sc JOIN categorias_animais ca ON ca.id = sc.categoria_animal_id`,
  columns: [
    refColumn('sc', 'codigo', 'codigo', 'Código'),
    refColumn('sc', 'nome', 'nome', 'Nome'),
    relationColumn('categoriaAnimal.nome', 'Categoria', 'categoriasAnimais', 'ca', sql`ca.codigo`),
    refColumn('sc', 'sexo', 'sexo', 'Sexo'),
    refColumn('sc', 'idade_min_meses', 'idadeMinMeses', 'Idade mínima (meses)', 'NUMBER'),
    refColumn('sc', 'idade_max_meses', 'idadeMaxMeses', 'Idade máxima (meses)', 'NUMBER'),
    refColumn('sc', 'peso_min_kg', 'pesoMinKg', 'Peso mínimo (kg)', 'NUMBER'),
    refColumn('sc', 'peso_max_kg', 'pesoMaxKg', 'Peso máximo (kg)', 'NUMBER'),
    refColumn('sc', 'reprodutor', 'reprodutor', 'Reprodutor', 'BOOLEAN'),
  ],
});
