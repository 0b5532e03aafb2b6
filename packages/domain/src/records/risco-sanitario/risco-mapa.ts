import { isConcelhoCode } from '../../geo/topologia.ts';

// What the sanitary-risk map paints (issue 15 "Beyond the spec"): each polygon's level for a disease on a day, and
// the legend's counts. Pure functions over the answer of `search/nivelEmVigor`.

/** The level in force on a parish: the record it comes from and its level (`classificacoesRisco` id). */
export interface NivelFreguesia {
  registo: number;
  classificacao: number;
}

/** The level each parish has, by `dicofre` (parishes without one are absent). */
export type NiveisFreguesias = Readonly<Record<string, NivelFreguesia>>;

/**
 * The level a polygon of the map is painted in, by its code: a parish's own; for a municipality standing in for
 * its parishes (Madeira, whose parishes have no polygon), the highest level of its parishes, by `ordem`;
 * undefined without one. Worked out once per answer, then asked per polygon.
 */
export function nivelDosPoligonos(
  niveis: NiveisFreguesias,
  ordem: (classificacao: number) => number,
): (codigo: string) => number | undefined {
  const porConcelho = new Map<string, number>();
  for (const [dicofre, nivel] of Object.entries(niveis)) {
    const dico = dicofre.slice(0, 4);
    const atual = porConcelho.get(dico);
    if (atual === undefined || ordem(nivel.classificacao) > ordem(atual))
      porConcelho.set(dico, nivel.classificacao);
  }
  return (codigo) => (isConcelhoCode(codigo) ? porConcelho.get(codigo) : niveis[codigo]?.classificacao);
}

/** The legend's counts: parishes per level, and `semNivel` for the others of the country (null: total unknown). */
export interface ContagemNiveis {
  porNivel: ReadonlyMap<number, number>;
  semNivel: number | null;
}

/**
 * Counts parishes (never polygons: a Madeira municipality is each of its parishes) per level; the parishes without
 * one once the country's total is known (the CAOP tree, which the map does not wait for).
 */
export function contarPorNivel(totalFreguesias: number | null, niveis: NiveisFreguesias): ContagemNiveis {
  const porNivel = new Map<number, number>();
  let comNivel = 0;
  for (const nivel of Object.values(niveis)) {
    porNivel.set(nivel.classificacao, (porNivel.get(nivel.classificacao) ?? 0) + 1);
    comNivel += 1;
  }
  return { porNivel, semNivel: totalFreguesias === null ? null : Math.max(0, totalFreguesias - comNivel) };
}
