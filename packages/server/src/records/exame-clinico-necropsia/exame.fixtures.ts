import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { userId, type TestApp } from '../../test/test-app.ts';

/** Ids of the seeded references an exam body names, read from the test database. */
export interface ExameRefs {
  users: Record<string, number>;
  /** A holding in Braga (DSAVRN: the demo `svl`). */
  marca: string;
  subCategoria: number;
  tipos: Record<string, number>;
  especies: Record<'JAVALI' | 'BOVINO', number>;
  dsavr: number;
  zonaCaca: number;
  motivos: Record<'SUSPEITA_DOENCA' | 'FOCO_CONTINGENCIA' | 'CONTROLO_OFICIAL', number>;
  desconformidade: number;
}

async function one(t: TestApp, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.handle.db, query);
  if (!row) throw new Error(`${what} em falta`);
  return Number(row.id);
}

/** The custom types the tests name, as `CATEGORIA.CODIGO`. */
const TIPOS = [
  'SINAIS_CLINICOS.FEBRE',
  'LESOES.PNEUMONIA',
  'SEXO.MACHO',
  'CLASSE_ETARIA.ADULTO',
  'PROGRAMA.PVPSA_JAV',
  'PROCESSO_CACA.MONTARIA',
  'MOTIVO_ABATE.SANITARIO_POSITIVO',
];

/** Reads the references every exam test needs. */
export async function exameRefs(t: TestApp): Promise<ExameRefs> {
  const users: Record<string, number> = {};
  for (const u of ['sigsa', 'gestor', 'svl', 'svr', 'lab', 'mv', 'mvmunicipal'])
    users[u] = await userId(t, u);
  const code = (table: string, codigo: string) =>
    one(t, sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`, `${table} ${codigo}`);
  const tipos: Record<string, number> = {};
  for (const key of TIPOS) {
    const [categoria = '', codigo = ''] = key.split('.');
    tipos[key] = await one(
      t,
      sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`,
      key,
    );
  }
  const [holding] = await queryRows<{ marca: string }>(
    t.handle.db,
    sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
  );
  if (!holding) throw new Error('exploração de Braga em falta');
  return {
    users,
    marca: holding.marca,
    subCategoria: await one(
      t,
      sql`SELECT s.id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
           WHERE c.codigo = 'OVINOS' AND s.codigo = 'OVELHAS'`,
      'OVINOS OVELHAS',
    ),
    tipos,
    especies: { JAVALI: await code('especies', 'JAVALI'), BOVINO: await code('especies', 'BOVINO') },
    dsavr: await code('dsavrs', 'DSAVRN'),
    zonaCaca: await one(t, sql`SELECT min(id) AS id FROM zonas_cacas`, 'zona de caça'),
    motivos: {
      SUSPEITA_DOENCA: await code('motivos_exames', 'SUSPEITA_DOENCA'),
      FOCO_CONTINGENCIA: await code('motivos_exames', 'FOCO_CONTINGENCIA'),
      CONTROLO_OFICIAL: await code('motivos_exames', 'CONTROLO_OFICIAL'),
    },
    desconformidade: await code('desconformidades', 'IDENTIFICACAO'),
  };
}

const tipo = (refs: ExameRefs, key: string): number => {
  const id = refs.tipos[key];
  if (id === undefined) throw new Error(key);
  return id;
};

/** A complete domestic exam of the Braga holding, by the vet `vet`: a declaration and an individual observation. */
export function exameDomesticoPayload(refs: ExameRefs, vet = 'mv'): Record<string, unknown> {
  return {
    tipoAnimal: 'DOMESTICO',
    exploracao: refs.marca,
    medicoVeterinario: refs.users[vet],
    data: '2026-11-20',
    dataInicioSinaisClinicos: '2026-11-18',
    motivosExames: [],
    declaracoesAnimais: [
      {
        subCategoriaAnimal: refs.subCategoria,
        animaisPresentes: 40,
        animaisMorreram: 3,
        animaisNecropsiados: 2,
        animaisCadaveres: 1,
      },
    ],
    observacoesClinicasIndividuais: [
      {
        subCategoriaAnimal: refs.subCategoria,
        identificacao: 'PT 1',
        febre: true,
        sinaisClinicos: [tipo(refs, 'SINAIS_CLINICOS.FEBRE')],
        necropsiado: true,
        lesoes: [tipo(refs, 'LESOES.PNEUMONIA')],
      },
    ],
  };
}

/** A complete wild exam: a hunted wild boar in the DSAVRN, with its hunting zone and process. */
export function exameSelvagemPayload(refs: ExameRefs, responsavel = 'svl'): Record<string, unknown> {
  const animal = {
    especie: refs.especies.JAVALI,
    sexo: tipo(refs, 'SEXO.MACHO'),
    classeEtaria: tipo(refs, 'CLASSE_ETARIA.ADULTO'),
  };
  return {
    tipoAnimal: 'SELVAGEM',
    situacaoAnimal: 'CACADO',
    programa: tipo(refs, 'PROGRAMA.PVPSA_JAV'),
    dataObservacao: '2026-11-19',
    dsavr: refs.dsavr,
    responsavelColheita: refs.users[responsavel],
    localizacao: { latitude: 41.55, longitude: -8.42 },
    zonaCaca: refs.zonaCaca,
    processoCaca: tipo(refs, 'PROCESSO_CACA.MONTARIA'),
    animaisCacados: [
      { ...animal, comercio: 2, autoconsumo: 1, rejeitados: 1, semCaracteristicasAnormais: 3 },
    ],
  };
}
