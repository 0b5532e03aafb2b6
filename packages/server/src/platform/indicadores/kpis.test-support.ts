import { expect } from 'vitest';
import { isRole, type Role } from '@sigsa/domain/access/roles';
import { INDICADORES, grupoIndicadores } from '@sigsa/domain/indicadores/indicadores.registry';
import {
  cartoesDoPerfil,
  filtroDaLigacao,
  type CartaoIndicador,
  type GrupoIndicadores,
} from '@sigsa/domain/indicadores/indicadores';
import { DEMO_ROLES } from '../../test/demo-roles.ts';
import type { TestClient } from '../../test/test-app.ts';
import type { KpisAnswer } from './kpis.routes.ts';

// What the Início tests check a figure against: the total of the list its card's link opens, as the same user
// lists it.

/** Every demo user in their demo role, and a regional service without a DSAVR. */
export const SIGNED_IN = [...Object.entries(DEMO_ROLES), ['svl.semdsavr', 'ROLE_SVL']].map(
  ([username, role]) => {
    if (!username || !role || !isRole(role)) throw new Error(`${username} ${role}`);
    return [username, role] as const;
  },
);

/** The checks, over the signed-in clients `as(username)`. */
export function kpisChecks(as: (username: string) => TestClient) {
  /** The list total of `grupo`'s list with `cartao`'s filters, as `username` lists it (the card's link). */
  async function listTotal(username: string, role: string, grupo: GrupoIndicadores, cartao: CartaoIndicador) {
    const filters = cartao.filtros
      .map((f) => `&${f.key}=${encodeURIComponent(JSON.stringify({ value: filtroDaLigacao(f).value }))}`)
      .join('');
    const res = await as(username).get(`/api/${grupo.entidade}/search/filter?role=${role}&size=1${filters}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ page: { totalElements: number } }>().page.totalElements;
  }

  /** The list total of a link of Início (a segment's, a parish's): its filters as the list reads them. */
  async function linkTotal(username: string, role: string, link: string) {
    const url = new URL(link, 'http://x');
    const filtros = JSON.parse(url.searchParams.get('filtros') ?? '[]') as {
      key: string;
      value?: string[] | boolean;
      startDate?: string;
      endDate?: string;
    }[];
    const params = filtros
      .map((f) => {
        const value = f.value ?? `[${f.startDate ?? ''},${f.endDate ?? ''}]`;
        return `&${f.key}=${encodeURIComponent(JSON.stringify({ value }))}`;
      })
      .join('');
    const entity = INDICADORES.find((g) => g.rotaLista === url.pathname)?.entidade ?? '';
    const res = await as(username).get(`/api/${entity}/search/filter?role=${role}&size=1${params}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ page: { totalElements: number } }>().page.totalElements;
  }

  async function kpis(username: string, role: string): Promise<KpisAnswer> {
    const res = await as(username).get(`/api/kpis?role=${role}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<KpisAnswer>();
  }

  /**
   * Checks that `username` in `role` is shown the groups it may see, each card the total of the list its link
   * opens; answers how many cards are above zero.
   */
  async function expectCardsAreListTotals(username: string, role: Role): Promise<number> {
    let nonZero = 0;
    const answer = await kpis(username, role);
    const expected = INDICADORES.filter((g) => cartoesDoPerfil(g, role).length > 0).map((g) => g.grupo);
    // Only groups whose list the role may consult: a subset of the registry's, in its order.
    expect(expected.filter((g) => answer.grupos.some((a) => a.grupo === g))).toEqual(
      answer.grupos.map((a) => a.grupo),
    );
    for (const entry of answer.grupos) {
      if (!('valores' in entry)) throw new Error(`${username}: ${entry.grupo} ${entry.erro}`);
      const grupo = grupoIndicadores(entry.grupo) as GrupoIndicadores;
      const cartoes = cartoesDoPerfil(grupo, role);
      expect(Object.keys(entry.valores)).toEqual(cartoes.map((c) => c.chave));
      for (const cartao of cartoes) {
        const figure = entry.valores[cartao.chave];
        expect(figure, `${username} ${grupo.grupo} ${cartao.chave}`).toBe(
          await listTotal(username, role, grupo, cartao),
        );
        if ((figure ?? 0) > 0) nonZero++;
      }
    }
    return nonZero;
  }

  return { listTotal, linkTotal, kpis, expectCardsAreListTotals };
}
