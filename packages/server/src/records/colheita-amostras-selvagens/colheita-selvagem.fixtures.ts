import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  colheitaBaseRefs,
  colheitaInState,
  idByCode,
  oneId,
  type As,
  type Colheita,
  type ColheitaBaseRefs,
  type ColheitaTipoTeste,
} from '../colheitas.fixtures.ts';

/** The value-list entries the wild tests name, as `CATEGORIA.CODIGO`. */
const TIPOS = [
  'PROGRAMA.PVPSA_JAV',
  'SITUACAO_ANIMAL.CACADO',
  'SITUACAO_ANIMAL.ENCONTRADO_MORTO',
  'PROCESSO_CACA.MONTARIA',
  'SEXO.MACHO',
  'SEXO.FEMEA',
  'CLASSE_ETARIA.ADULTO',
  'CLASSE_ETARIA.SUBADULTO',
  'METODOS_CONSERVACAO.REFRIGERACAO',
  'METODOS_CONSERVACAO.CONGELACAO',
] as const;

/** Ids of the seeded references a wild collection body names, read from the test database. */
export interface ColheitaSelvagemRefs extends ColheitaBaseRefs {
  tipos: Record<(typeof TIPOS)[number], number>;
  javali: number;
  /** A domestic species, refused in a wild collection. */
  suino: number;
  vigilanciaAtiva: number;
  dsavrs: Record<'DSAVRN' | 'DSAVRC' | 'DGAV', number>;
  zonaCaca: number;
  psa: number;
  ensaios: Record<'PSA_ELISA' | 'PSA_PCR', number>;
  matrizes: Record<'SORO' | 'BACO', number>;
}

/** Reads the references every wild collection test needs. */
export async function colheitaSelvagemRefs(t: TestApp): Promise<ColheitaSelvagemRefs> {
  const code = (table: string, codigo: string) => idByCode(t, table, codigo);
  const rows = await queryRows<{ chave: string; id: number }>(
    t.handle.db,
    sql`SELECT categoria || '.' || codigo AS chave, id FROM custom_types
         WHERE categoria || '.' || codigo = ANY(${sql.param([...TIPOS])}::text[])`,
  );
  const tipos = Object.fromEntries(rows.map((r) => [r.chave, Number(r.id)]));
  const missing = TIPOS.filter((key) => tipos[key] === undefined);
  if (missing.length > 0) throw new Error(`${missing.join(', ')} em falta`);
  return {
    ...(await colheitaBaseRefs(t)),
    tipos: tipos as ColheitaSelvagemRefs['tipos'],
    javali: await code('especies', 'JAVALI'),
    suino: await code('especies', 'SUINO'),
    vigilanciaAtiva: await code('tipos_controlo', 'VIG_ATIVA'),
    dsavrs: {
      DSAVRN: await code('dsavrs', 'DSAVRN'),
      DSAVRC: await code('dsavrs', 'DSAVRC'),
      DGAV: await code('dsavrs', 'DGAV'),
    },
    zonaCaca: await oneId(t, sql`SELECT min(id) AS id FROM zonas_cacas`, 'zona de caça'),
    psa: await code('doencas', 'PSA'),
    ensaios: {
      PSA_ELISA: await code('ensaios_laboratoriais', 'PSA_ELISA'),
      PSA_PCR: await code('ensaios_laboratoriais', 'PSA_PCR'),
    },
    matrizes: {
      SORO: await code('matrizes_amostras', 'SORO'),
      BACO: await code('matrizes_amostras', 'BACO'),
    },
  };
}

/** A wild boar sample: `matriz` for `ensaio`, kept as `conservacao`, of the animal `animal`. */
function amostra(
  refs: ColheitaSelvagemRefs,
  animal: {
    id: string;
    sexo: 'SEXO.MACHO' | 'SEXO.FEMEA';
    classe: 'CLASSE_ETARIA.ADULTO' | 'CLASSE_ETARIA.SUBADULTO';
  },
  matriz: 'SORO' | 'BACO',
) {
  const soro = matriz === 'SORO';
  return {
    especies: [refs.javali],
    sexo: refs.tipos[animal.sexo],
    classeEtaria: refs.tipos[animal.classe],
    matriz: refs.matrizes[matriz],
    ensaios: [soro ? refs.ensaios.PSA_ELISA : refs.ensaios.PSA_PCR],
    metodoConservacao:
      refs.tipos[soro ? 'METODOS_CONSERVACAO.REFRIGERACAO' : 'METODOS_CONSERVACAO.CONGELACAO'],
    identificacaoAnimal: animal.id,
  };
}

/**
 * A complete wild collection: two wild boars hunted in a hunting zone of the DSAVRN (a battue near Braga), for the
 * African swine fever programme, addressed to INIAV — antibodies by ELISA on serum and the virus by PCR on spleen;
 * three samples (the first boar's serum and spleen, the second's serum), three results once received.
 */
export function colheitaSelvagemPayload(
  refs: ColheitaSelvagemRefs,
  responsavel = 'svl',
): Record<string, unknown> {
  const macho = { id: 'JAV-001', sexo: 'SEXO.MACHO', classe: 'CLASSE_ETARIA.ADULTO' } as const;
  const femea = { id: 'JAV-002', sexo: 'SEXO.FEMEA', classe: 'CLASSE_ETARIA.SUBADULTO' } as const;
  return {
    data: '2026-11-20',
    programa: refs.tipos['PROGRAMA.PVPSA_JAV'],
    situacao: refs.tipos['SITUACAO_ANIMAL.CACADO'],
    especies: [refs.javali],
    processoCaca: refs.tipos['PROCESSO_CACA.MONTARIA'],
    zonaCaca: refs.zonaCaca,
    totalAmostras: 3,
    dsavr: refs.dsavrs.DSAVRN,
    responsavelColheita: refs.users[responsavel],
    tipoControlo: refs.vigilanciaAtiva,
    laboratorioDiagnostico: 'INIAV',
    localizacao: { latitude: 41.55, longitude: -8.42 },
    ensaios: [
      { doenca: refs.psa, ensaioLaboratorial: refs.ensaios.PSA_ELISA },
      { doenca: refs.psa, ensaioLaboratorial: refs.ensaios.PSA_PCR },
    ],
    amostras: [amostra(refs, macho, 'SORO'), amostra(refs, macho, 'BACO'), amostra(refs, femea, 'SORO')],
  };
}

export const COLHEITAS_SELVAGENS_BASE = '/api/controlosLaboratoriaisColheitasAnimaisSelvagens';

/** Every result of `colheita` filled: the serology negative, the PCR not detected. */
export function resultadosSelvagensPreenchidos(
  refs: ColheitaSelvagemRefs,
  colheita: Colheita,
): Record<string, unknown>[] {
  return colheita.resultados.map((r) => ({
    id: r.id,
    amostra: r.amostra.id,
    ensaio: r.ensaio.id,
    listaValores:
      r.ensaio.codigo === 'PSA_PCR'
        ? refs.valores['DETETADO.Não detetado']
        : refs.valores['POS_NEG_INC.Negativo'],
  }));
}

/** How the wild tests make collections: by `svl` (creator and responsible) in the DSAVRN, addressed to INIAV. */
export const COLHEITA_SELVAGEM_TESTE: ColheitaTipoTeste<ColheitaSelvagemRefs> = {
  base: COLHEITAS_SELVAGENS_BASE,
  requester: 'svl',
  body: (refs) => colheitaSelvagemPayload(refs),
  resultados: resultadosSelvagensPreenchidos,
};

/** A wild collection by `svl`, brought to `estado` through the real calls. */
export const colheitaSelvagemInState = (
  as: As,
  refs: ColheitaSelvagemRefs,
  estado: string,
): Promise<Colheita> => colheitaInState(COLHEITA_SELVAGEM_TESTE, as, refs, estado);
