import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { doencas, doencasEspecies, especies } from '../db/schema/reference.ts';
import { assertUniqueCodes, extraFields, readJsonDataset } from './dataset-file.reader.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { codeResolver, idsByCode, resolved, upsertRows } from './upsert.util.ts';

const FILE = 'reference/diseases.json';

/** The datasets of diseases.json. */
export const DISEASES_DATASETS = ['doencas', 'doencas_especies'];

const categoria = z.enum(['A', 'B', 'C', 'D', 'E']);

const diseaseShape = {
  codigo: z.string().min(1),
  nome: z.string().min(1),
  nomeIngles: z.string().nullish(),
  agente: z.string().nullish(),
  listadaUE: z.boolean(),
  nacional: z.boolean(),
  categorias: z.array(categoria),
  categoriaDDO: categoria.nullable(),
  meio: z.string().nullish(),
  zoonose: z.boolean().default(false),
  transmissaoVetorial: z.boolean().default(false),
  especies: z.array(z.string()).default([]),
  confianca: z.string().nullish(),
  ordem: z.number().int().default(0),
  assumed: z.boolean().optional(),
};

const disease = z.looseObject(diseaseShape).refine((d) => d.categoriaDDO === (d.categorias[0] ?? null), {
  message: 'categoriaDDO tem de ser a primeira letra de categorias',
  path: ['categoriaDDO'],
});

const diseasesFile = z.looseObject({ doencas: z.array(disease) });

/** Reads the diseases of `dataDir/reference/diseases.json` with the species each affects. */
export async function planDiseases(dataDir: string): Promise<FamilyPlan> {
  const read = await readJsonDataset(dataDir, FILE, diseasesFile);
  if (!read)
    return {
      family: 'diseases',
      skipped: [...DISEASES_DATASETS],
      missingFiles: [FILE],
      write: null,
    };
  const list = read.data.doencas;
  assertUniqueCodes(
    FILE,
    'códigos de doença',
    list.map((d) => d.codigo),
  );

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const rows = list.map((d) => ({
      codigo: d.codigo,
      nome: d.nome,
      nomeIngles: d.nomeIngles ?? null,
      agente: d.agente ?? null,
      listadaUE: d.listadaUE,
      nacional: d.nacional,
      categorias: d.categorias,
      categoriaDDO: d.categoriaDDO,
      meio: d.meio ?? null,
      zoonose: d.zoonose,
      transmissaoVetorial: d.transmissaoVetorial,
      confianca: d.confianca ?? null,
      ordem: d.ordem,
      assumed: d.assumed ?? false,
      extra: extraFields(d, diseaseShape),
    }));
    const counts = await upsertRows(
      tx,
      doencas,
      rows,
      [doencas.codigo],
      [
        'nome',
        'nomeIngles',
        'agente',
        'listadaUE',
        'nacional',
        'categorias',
        'categoriaDDO',
        'meio',
        'zoonose',
        'transmissaoVetorial',
        'confianca',
        'ordem',
        'extra',
      ],
    );

    const doencaIds = await idsByCode(tx, doencas);
    const especie = codeResolver(FILE, 'espécie', await idsByCode(tx, especies));
    const links = list.flatMap((d) =>
      d.especies.map((codigo) => {
        const especieId = especie(codigo, `doença ${d.codigo}`);
        const doencaId = doencaIds.get(d.codigo);
        return especieId === null || doencaId === undefined ? null : { doencaId, especieId };
      }),
    );
    const linkCounts = await upsertRows(
      tx,
      doencasEspecies,
      resolved(links),
      [doencasEspecies.doencaId, doencasEspecies.especieId],
      [],
    );
    return [
      { dataset: 'doencas', file: FILE, rows: rows.length, ...counts },
      { dataset: 'doencas_especies', file: FILE, rows: links.length, ...linkCounts },
    ];
  };
  return { family: 'diseases', skipped: [], missingFiles: [], write };
}
