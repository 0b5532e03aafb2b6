import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { dsavrs, dsavrsDistritos } from '../db/schema/reference.ts';
import {
  assertUniqueCodes,
  extraFields,
  readJsonDataset,
  ReferenceDataError,
} from './dataset-file.reader.ts';
import type { DatasetResult, FamilyPlan } from './seed-report.types.ts';
import { idOf, idsByCode, resolved, upsertRows } from './upsert.util.ts';

const FILE = 'reference/organisations.json';

/** The datasets of organisations.json. */
export const ORGANISATIONS_DATASETS = ['dsavrs', 'dsavrs_distritos'];

const di = z.string().regex(/^\d{2}$/, 'código de distrito/ilha com 2 algarismos');

const organisationShape = {
  codigo: z.string().min(1),
  sigla: z.string().min(1),
  nome: z.string().min(1),
  tipo: z.string().min(1),
  descricao: z.string().nullish(),
  regiao: z.string().nullish(),
  sede: z.string().nullish(),
  distritos: z.array(di).default([]),
  ilhas: z.array(di).default([]),
  entidadeMae: z.string().nullish(),
  distritosParciais: z
    .array(z.looseObject({ distrito: di, concelhos: z.array(z.string()), assumed: z.boolean().optional() }))
    .default([]),
  assumed: z.boolean().optional(),
};

const organisationsFile = z.looseObject({
  organizacoes: z.array(z.looseObject(organisationShape)),
  distritos: z.array(z.looseObject({ distrito: di, dsavr: z.string().min(1) })).default([]),
  ilhas: z.array(z.looseObject({ codigo: di, servico: z.string().min(1) })).default([]),
});

/**
 * Reads `dataDir/reference/organisations.json`: DGAV, the five DSAVR and the autonomous regions' services, with
 * the districts (mainland) or islands (autonomous regions, CAOP di 31–49) each covers.
 */
export async function planOrganisations(dataDir: string): Promise<FamilyPlan> {
  const read = await readJsonDataset(dataDir, FILE, organisationsFile);
  if (!read)
    return {
      family: 'organisations',
      skipped: [...ORGANISATIONS_DATASETS],
      missingFiles: [FILE],
      write: null,
    };
  const { organizacoes, distritos: mainByDistrict, ilhas: mainByIsland } = read.data;
  assertUniqueCodes(
    FILE,
    'códigos de organização',
    organizacoes.map((o) => o.codigo),
  );
  const known = new Set(organizacoes.map((o) => o.codigo));
  // The file-level lists name the service each district or island belongs to.
  const principal = new Map<string, string>();
  for (const d of mainByDistrict) principal.set(d.distrito, d.dsavr);
  for (const i of mainByIsland) principal.set(i.codigo, i.servico);
  const unknown = [...principal.values()].filter((c) => !known.has(c));
  if (unknown.length > 0)
    throw new ReferenceDataError(FILE, `serviços desconhecidos em distritos/ilhas: ${unknown.join(', ')}`);

  const write = async (tx: Tx): Promise<DatasetResult[]> => {
    const rows = organizacoes.map((o) => ({
      codigo: o.codigo,
      sigla: o.sigla,
      nome: o.nome,
      tipo: o.tipo,
      descricao: o.descricao ?? null,
      regiao: o.regiao ?? null,
      sede: o.sede ?? null,
      distritos: [...o.distritos, ...o.ilhas],
      entidadeMae: o.entidadeMae ?? null,
      distritosParciais: o.distritosParciais,
      assumed: o.assumed ?? false,
      extra: extraFields(o, organisationShape),
    }));
    const counts = await upsertRows(
      tx,
      dsavrs,
      rows,
      [dsavrs.codigo],
      [
        'sigla',
        'nome',
        'tipo',
        'descricao',
        'regiao',
        'sede',
        'distritos',
        'entidadeMae',
        'distritosParciais',
        'extra',
      ],
    );

    const ids = await idsByCode(tx, dsavrs);
    // Districts are a geography dataset: links wait for them when geo/ was missing, and an unknown code is an error.
    const districts = new Set(
      (await queryRows<{ di: string }>(tx, sql`SELECT di FROM distritos`)).map((r) => r.di),
    );
    const links = organizacoes.flatMap((o) =>
      [...o.distritos, ...o.ilhas].map((code) => {
        if (districts.size === 0) return null;
        if (!districts.has(code))
          throw new ReferenceDataError(FILE, `organização ${o.codigo}: distrito "${code}" desconhecido`);
        return {
          dsavrId: idOf(ids, o.codigo, 'organização'),
          di: code,
          principal: principal.get(code) === o.codigo,
        };
      }),
    );
    const linkCounts = await upsertRows(
      tx,
      dsavrsDistritos,
      resolved(links),
      [dsavrsDistritos.dsavrId, dsavrsDistritos.di],
      ['principal'],
    );
    return [
      { dataset: 'dsavrs', file: FILE, rows: rows.length, ...counts },
      { dataset: 'dsavrs_distritos', file: FILE, rows: links.length, ...linkCounts },
    ];
  };
  return { family: 'organisations', skipped: [], missingFiles: [], write };
}
