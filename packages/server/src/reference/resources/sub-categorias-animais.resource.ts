import { sql } from 'drizzle-orm';
import { idParam, refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

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
  // The sample modal (001 §3.2 subCategoriaAnimal; ours, as 001 §7 `findByControloLaboratorialId` needs a saved
  // collection): the sub-categories of a species, its own or its category's.
  finders: [
    {
      name: 'findByEspecie',
      params: ['id'],
      single: false,
      where: (v) => sql`(sc.especie_id = ${idParam(v.id)} OR (sc.especie_id IS NULL AND EXISTS (
        SELECT 1 FROM categorias_animais_especies ce
        WHERE ce.categoria_animal_id = sc.categoria_animal_id AND ce.especie_id = ${idParam(v.id)})))`,
    },
  ],
});
