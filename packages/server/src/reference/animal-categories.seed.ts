import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import {
  categoriasAnimais,
  categoriasAnimaisEspecies,
  especies,
  subCategoriasAnimais,
} from '../db/schema/reference.ts';
import { assertUniqueCodes, extraFields, readJsonDataset } from './dataset-file.reader.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { codeResolver, idOf, idsByCode, resolved, upsertRows } from './upsert.util.ts';

const FILE = 'reference/animal-categories.json';

/** The datasets of animal-categories.json. */
export const ANIMAL_CATEGORIES_DATASETS = [
  'categorias_animais',
  'categorias_animais_especies',
  'sub_categorias_animais',
];

const subCategoriaShape = {
  codigo: z.string().min(1),
  nome: z.string().min(1),
  sexo: z.string().nullish(),
  idadeMinMeses: z.number().int().nullish(),
  idadeMaxMeses: z.number().int().nullish(),
  pesoMinKg: z.number().nullish(),
  pesoMaxKg: z.number().nullish(),
  reprodutor: z.boolean().default(false),
  especie: z.string().nullish(),
  unidade: z.string().nullish(),
  ordem: z.number().int().default(0),
  assumed: z.boolean().optional(),
};

const categoriaShape = {
  codigo: z.string().min(1),
  nome: z.string().min(1),
  fonte: z.string().nullish(),
  especies: z.array(z.string()).default([]),
  subCategoriasAnimais: z.array(z.looseObject(subCategoriaShape)).default([]),
  ordem: z.number().int().default(0),
  assumed: z.boolean().optional(),
};

const animalCategoriesFile = z.looseObject({ categoriasAnimais: z.array(z.looseObject(categoriaShape)) });

/** Reads the animal categories and their sub-categories of `dataDir/reference/animal-categories.json`. */
export async function planAnimalCategories(dataDir: string): Promise<FamilyPlan> {
  const read = await readJsonDataset(dataDir, FILE, animalCategoriesFile);
  if (!read)
    return {
      family: 'animalCategories',
      skipped: [...ANIMAL_CATEGORIES_DATASETS],
      missingFiles: [FILE],
      write: null,
    };
  const list = read.data.categoriasAnimais;
  assertUniqueCodes(
    FILE,
    'códigos de categoria',
    list.map((c) => c.codigo),
  );
  for (const c of list)
    assertUniqueCodes(
      FILE,
      `códigos de subcategoria de ${c.codigo}`,
      c.subCategoriasAnimais.map((s) => s.codigo),
    );

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const rows = list.map((c) => ({
      codigo: c.codigo,
      nome: c.nome,
      fonte: c.fonte ?? null,
      ordem: c.ordem,
      assumed: c.assumed ?? false,
      extra: extraFields(c, categoriaShape),
    }));
    const counts = await upsertRows(
      tx,
      categoriasAnimais,
      rows,
      [categoriasAnimais.codigo],
      ['nome', 'fonte', 'ordem', 'extra'],
    );
    const ids = await idsByCode(tx, categoriasAnimais);
    const especie = codeResolver(FILE, 'espécie', await idsByCode(tx, especies));

    const links = list.flatMap((c) =>
      c.especies.map((codigo) => {
        const especieId = especie(codigo, `categoria ${c.codigo}`);
        return especieId === null ? null : { categoriaAnimalId: idOf(ids, c.codigo, 'categoria'), especieId };
      }),
    );
    const linkCounts = await upsertRows(
      tx,
      categoriasAnimaisEspecies,
      resolved(links),
      [categoriasAnimaisEspecies.categoriaAnimalId, categoriasAnimaisEspecies.especieId],
      [],
    );

    const subRows = list.flatMap((c) =>
      c.subCategoriasAnimais.map((s) => ({
        categoriaAnimalId: idOf(ids, c.codigo, 'categoria'),
        codigo: s.codigo,
        nome: s.nome,
        sexo: s.sexo ?? null,
        idadeMinMeses: s.idadeMinMeses ?? null,
        idadeMaxMeses: s.idadeMaxMeses ?? null,
        pesoMinKg: s.pesoMinKg ?? null,
        pesoMaxKg: s.pesoMaxKg ?? null,
        reprodutor: s.reprodutor,
        especieId: s.especie ? especie(s.especie, `subcategoria ${c.codigo}/${s.codigo}`) : null,
        unidade: s.unidade ?? null,
        ordem: s.ordem,
        assumed: s.assumed ?? false,
        extra: extraFields(s, subCategoriaShape),
      })),
    );
    const subCounts = await upsertRows(
      tx,
      subCategoriasAnimais,
      subRows,
      [subCategoriasAnimais.categoriaAnimalId, subCategoriasAnimais.codigo],
      [
        'nome',
        'sexo',
        'idadeMinMeses',
        'idadeMaxMeses',
        'pesoMinKg',
        'pesoMaxKg',
        'reprodutor',
        'especieId',
        'unidade',
        'ordem',
        'extra',
      ],
    );
    return [
      { dataset: 'categorias_animais', file: FILE, rows: rows.length, ...counts },
      { dataset: 'categorias_animais_especies', file: FILE, rows: links.length, ...linkCounts },
      { dataset: 'sub_categorias_animais', file: FILE, rows: subRows.length, ...subCounts },
    ];
  };
  return { family: 'animalCategories', skipped: [], missingFiles: [], write };
}
