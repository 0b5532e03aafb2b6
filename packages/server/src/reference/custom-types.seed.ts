import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { customTypes } from '../db/schema/reference.ts';
import {
  assertUniqueCodes,
  extraFields,
  readJsonDataset,
  ReferenceDataError,
} from './dataset-file.reader.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { upsertRows } from './upsert.util.ts';

const FILE = 'reference/custom-types.json';

/** The datasets of custom-types.json. */
export const CUSTOM_TYPES_DATASETS = ['custom_types'];

// Every other field of an entry is a form flag (requerObservacao, doencasSuspeitas, tipoCaca, …) kept in `extra`.
const customTypeShape = {
  categoria: z.string().min(1),
  codigo: z.string().min(1),
  nome: z.string().min(1),
  descricao: z.string().nullish(),
  ordem: z.number().int().default(0),
  ativo: z.boolean().default(true),
  assumed: z.boolean().optional(),
};

const customTypesFile = z.looseObject({
  categorias: z.array(z.string().min(1)),
  customTypes: z.array(z.looseObject(customTypeShape)),
});

/** Reads the value lists by category of `dataDir/reference/custom-types.json`. */
export async function planCustomTypes(dataDir: string): Promise<FamilyPlan> {
  const read = await readJsonDataset(dataDir, FILE, customTypesFile);
  if (!read)
    return { family: 'customTypes', skipped: [...CUSTOM_TYPES_DATASETS], missingFiles: [FILE], write: null };
  const { categorias, customTypes: list } = read.data;
  const declared = new Set(categorias);
  const undeclared = [...new Set(list.map((t) => t.categoria))].filter((c) => !declared.has(c));
  if (undeclared.length > 0)
    throw new ReferenceDataError(FILE, `categorias não declaradas em "categorias": ${undeclared.join(', ')}`);
  assertUniqueCodes(
    FILE,
    'pares categoria/código',
    list.map((t) => `${t.categoria}/${t.codigo}`),
  );

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const rows = list.map((t) => ({
      categoria: t.categoria,
      codigo: t.codigo,
      nome: t.nome,
      descricao: t.descricao ?? null,
      ordem: t.ordem,
      ativo: t.ativo,
      assumed: t.assumed ?? false,
      extra: extraFields(t, customTypeShape),
    }));
    const counts = await upsertRows(
      tx,
      customTypes,
      rows,
      [customTypes.categoria, customTypes.codigo],
      ['nome', 'descricao', 'ordem', 'extra'],
    );
    return [{ dataset: 'custom_types', file: FILE, rows: rows.length, ...counts }];
  };
  return { family: 'customTypes', skipped: [], missingFiles: [], write };
}
