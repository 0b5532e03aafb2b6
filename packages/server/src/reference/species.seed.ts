import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { especies } from '../db/schema/reference.ts';
import { assertUniqueCodes, extraFields, readJsonDataset } from './dataset-file.reader.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { upsertRows } from './upsert.util.ts';

const FILE = 'reference/species.json';

/** The datasets of species.json. */
export const SPECIES_DATASETS = ['especies'];

const speciesShape = {
  codigo: z.string().min(1),
  nome: z.string().min(1),
  nomeCientifico: z.string().min(1),
  nomeIngles: z.string().nullish(),
  grupo: z.string().nullish(),
  domestico: z.boolean(),
  usoDomestico: z.string().nullish(),
  cinegetica: z.boolean().default(false),
  tipoCaca: z.string().nullish(),
  vetor: z.boolean().optional(),
  relevanciaGripeAviaria: z.boolean().optional(),
  relevanciaFebreNiloOcidental: z.boolean().optional(),
  ordem: z.number().int().default(0),
  assumed: z.boolean().optional(),
};

const speciesFile = z.looseObject({ especies: z.array(z.looseObject(speciesShape)) });

/** Reads the species of `dataDir/reference/species.json`. */
export async function planSpecies(dataDir: string): Promise<FamilyPlan> {
  const read = await readJsonDataset(dataDir, FILE, speciesFile);
  if (!read) return { family: 'species', skipped: [...SPECIES_DATASETS], missingFiles: [FILE], write: null };
  const list = read.data.especies;
  assertUniqueCodes(
    FILE,
    'códigos de espécie',
    list.map((e) => e.codigo),
  );

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const rows = list.map((e) => ({
      codigo: e.codigo,
      nome: e.nome,
      nomeCientifico: e.nomeCientifico,
      nomeIngles: e.nomeIngles ?? null,
      grupo: e.grupo ?? null,
      domestico: e.domestico,
      usoDomestico: e.usoDomestico ?? null,
      cinegetica: e.cinegetica,
      tipoCaca: e.tipoCaca ?? null,
      vetor: e.vetor ?? false,
      relevanciaGripeAviaria: e.relevanciaGripeAviaria ?? false,
      relevanciaFebreNiloOcidental: e.relevanciaFebreNiloOcidental ?? false,
      ordem: e.ordem,
      assumed: e.assumed ?? false,
      extra: extraFields(e, speciesShape),
    }));
    const counts = await upsertRows(
      tx,
      especies,
      rows,
      [especies.codigo],
      [
        'nome',
        'nomeCientifico',
        'nomeIngles',
        'grupo',
        'domestico',
        'usoDomestico',
        'cinegetica',
        'tipoCaca',
        'vetor',
        'relevanciaGripeAviaria',
        'relevanciaFebreNiloOcidental',
        'ordem',
        'extra',
      ],
    );
    return [{ dataset: 'especies', file: FILE, rows: rows.length, ...counts }];
  };
  return { family: 'species', skipped: [], missingFiles: [], write };
}
