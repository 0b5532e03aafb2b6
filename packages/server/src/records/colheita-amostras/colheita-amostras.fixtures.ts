import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  colheitaBaseRefs,
  colheitaCalls,
  colheitaInState as inState,
  idByCode,
  oneId,
  type As,
  type Colheita,
  type ColheitaBaseRefs,
  type ColheitaTipoTeste,
} from '../colheitas.fixtures.ts';

export { addLab2, type Colheita } from '../colheitas.fixtures.ts';

/** Ids of the seeded references a domestic collection body names, read from the test database. */
export interface ColheitaRefs extends ColheitaBaseRefs {
  /** A holding in Braga (DSAVRN: the demo `svl`). */
  marca: string;
  bovino: number;
  ovino: number;
  /** A bovine sub-category, and one of sheep (another species). */
  subCategoria: number;
  subCategoriaOvina: number;
  doencas: Record<'BRUC' | 'TB', number>;
  ensaios: Record<'BR_RB' | 'BR_FC' | 'TB_CULTURA' | 'TB_ESPOLIGOTIPAGEM' | 'TB_IFNG', number>;
  matrizes: Record<'SORO' | 'GANGLIO' | 'SANGUE_HEPARINA', number>;
}

/** Reads the references every domestic collection test needs. */
export async function colheitaRefs(t: TestApp): Promise<ColheitaRefs> {
  const code = (table: string, codigo: string) => idByCode(t, table, codigo);
  const [holding] = await queryRows<{ marca: string }>(
    t.handle.db,
    sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
  );
  if (!holding) throw new Error('exploração de Braga em falta');
  const subCategoria = (categoria: string) =>
    oneId(
      t,
      sql`SELECT min(s.id) AS id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
           WHERE c.codigo = ${categoria}`,
      `subcategoria de ${categoria}`,
    );
  return {
    ...(await colheitaBaseRefs(t)),
    marca: holding.marca,
    bovino: await code('especies', 'BOVINO'),
    ovino: await code('especies', 'OVINO'),
    subCategoria: await subCategoria('BOVINOS'),
    subCategoriaOvina: await subCategoria('OVINOS'),
    doencas: { BRUC: await code('doencas', 'BRUC'), TB: await code('doencas', 'TB') },
    ensaios: {
      BR_RB: await code('ensaios_laboratoriais', 'BR_RB'),
      BR_FC: await code('ensaios_laboratoriais', 'BR_FC'),
      TB_CULTURA: await code('ensaios_laboratoriais', 'TB_CULTURA'),
      TB_ESPOLIGOTIPAGEM: await code('ensaios_laboratoriais', 'TB_ESPOLIGOTIPAGEM'),
      TB_IFNG: await code('ensaios_laboratoriais', 'TB_IFNG'),
    },
    matrizes: {
      SORO: await code('matrizes_amostras', 'SORO'),
      GANGLIO: await code('matrizes_amostras', 'GANGLIO'),
      SANGUE_HEPARINA: await code('matrizes_amostras', 'SANGUE_HEPARINA'),
    },
  };
}

/**
 * A complete domestic collection of the Braga holding by the vet `vet`, addressed to INIAV: brucellosis (Rosa
 * Bengala, complement fixation) and tuberculosis (culture) assays; two individual serum samples and one group
 * lymph-node sample — four results once received.
 */
export function colheitaPayload(refs: ColheitaRefs, vet = 'mv'): Record<string, unknown> {
  const { ensaios, doencas, matrizes } = refs;
  return {
    exploracao: refs.marca,
    responsavelColheita: refs.users[vet],
    especies: [refs.bovino],
    tipoControlo: refs.tipoControlo,
    data: '2026-11-20',
    laboratorioDiagnostico: 'INIAV',
    observacoes: 'Colheita de rastreio.',
    ensaios: [
      { doenca: doencas.BRUC, ensaioLaboratorial: ensaios.BR_RB },
      { doenca: doencas.BRUC, ensaioLaboratorial: ensaios.BR_FC },
      { doenca: doencas.TB, ensaioLaboratorial: ensaios.TB_CULTURA },
    ],
    amostras: [
      {
        tipoAmostra: 'INDIVIDUAL',
        identificacaoAnimal: 'PT 123456789',
        matriz: matrizes.SORO,
        ensaios: [ensaios.BR_RB, ensaios.BR_FC],
        subCategoriaAnimal: refs.subCategoria,
      },
      {
        tipoAmostra: 'INDIVIDUAL',
        identificacaoAnimal: 'PT 987654321',
        matriz: matrizes.SORO,
        ensaios: [ensaios.BR_RB],
        subCategoriaAnimal: refs.subCategoria,
      },
      {
        tipoAmostra: 'GRUPO',
        quantidadeAnimais: 5,
        matriz: matrizes.GANGLIO,
        ensaios: [ensaios.TB_CULTURA],
        subCategoriaAnimal: refs.subCategoria,
      },
    ],
  };
}

export const COLHEITAS_BASE = '/api/controlosLaboratoriaisColheitasAmostras';

/** `POST {record}/{operation}` as `username` (under the demo user's role). */
export function operateColheita(as: As, username: string, id: number, operation: string, body: object = {}) {
  return colheitaCalls(COLHEITAS_BASE, as).operate(username, id, operation, body);
}

/** An operation that must succeed: the record it answers. */
export function stepColheita(as: As, username: string, id: number, operation: string, body: object = {}) {
  return colheitaCalls(COLHEITAS_BASE, as).step(username, id, operation, body);
}

/** `PATCH {record}/guardarResultados` as `username`. */
export function guardarResultados(as: As, username: string, id: number, body: object) {
  return colheitaCalls(COLHEITAS_BASE, as).guardarResultados(username, id, body);
}

/** Every result of `colheita` filled with a valid value (the culture's positive typed by spoligotyping). */
export function resultadosPreenchidos(refs: ColheitaRefs, colheita: Colheita): Record<string, unknown>[] {
  return colheita.resultados.map((r) => {
    const base = { id: r.id, amostra: r.amostra.id, ensaio: r.ensaio.id };
    switch (r.ensaio.codigo) {
      case 'BR_RB':
        return { ...base, listaValores: refs.valores['POS_NEG.Negativo'] };
      case 'BR_FC':
        return { ...base, valor: '12' };
      default:
        return {
          ...base,
          listaValores: refs.valores['ISOLADO.Isolado'],
          ensaioTipificacao: refs.ensaios.TB_ESPOLIGOTIPAGEM,
          resultadoTipificacao: 'SB0121',
        };
    }
  });
}

/** How the domestic tests make collections: by mv (creator and responsible vet) on the northern holding. */
export const COLHEITA_AMOSTRAS_TESTE: ColheitaTipoTeste<ColheitaRefs> = {
  base: COLHEITAS_BASE,
  requester: 'mv',
  body: (refs) => colheitaPayload(refs),
  resultados: resultadosPreenchidos,
};

/** A domestic collection addressed to INIAV (the demo `lab`), brought to `estado` through the real calls. */
export const colheitaInState = (as: As, refs: ColheitaRefs, estado: string): Promise<Colheita> =>
  inState(COLHEITA_AMOSTRAS_TESTE, as, refs, estado);
