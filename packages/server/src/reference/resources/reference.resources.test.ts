import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources.registry.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let mv: TestClient;

const filter = (prop: string, type: string, value: unknown): string =>
  `${encodeURIComponent(prop)}=${encodeURIComponent(JSON.stringify({ type, prop, value }))}`;

beforeAll(async () => {
  t = await createTestApp();
  mv = new TestClient(t.app);
  await mv.signIn('transportador');
});
afterAll(async () => t.close());

describe('reference resources', () => {
  it('list, describe and answer one record for every signed-in role, without a role', async () => {
    for (const resource of RESOURCES.filter((r) => r.area === null)) {
      const columns = await mv.get(`/api/${resource.entity}/search/columns`);
      expect(columns.statusCode, resource.entity).toBe(200);
      const page = await mv.get(`/api/${resource.entity}/search/filter?size=5&role=ROLE_TRANSPORTADOR`);
      expect(page.statusCode, `${resource.entity}: ${page.body}`).toBe(200);
      const items = page.json()._embedded[resource.entity] as { id: number }[];
      expect(items.length, resource.entity).toBeGreaterThan(0);
      const one = await mv.get(`/api/${resource.entity}/${items[0]?.id}`);
      expect(one.statusCode, resource.entity).toBe(200);
      expect((await mv.get(`/api/${resource.entity}/999999999`)).statusCode).toBe(404);
    }
  });

  it('seeds the five sanitary-risk levels in order, each with its map colour (issue 15)', async () => {
    const res = await mv.get('/api/classificacoesRisco/search/filter?size=100&sort=ordem,asc');
    const items = res.json()._embedded.classificacoesRisco as {
      descricao: string;
      cor: string;
      assumed?: boolean;
    }[];
    expect(items.map((l) => l.descricao)).toEqual([
      'Negligenciável',
      'Baixo',
      'Moderado',
      'Elevado',
      'Muito elevado',
    ]);
    expect(items.every((l) => /^#[0-9a-f]{6}$/.test(l.cor))).toBe(true);
  });

  it('answers the CAOP tree in one call: districts with their municipalities and parishes (issue 15)', async () => {
    const res = await mv.get('/api/distritos?size=100&projection=full&sort=di,asc');
    expect(res.statusCode, res.body).toBe(200);
    type Distrito = {
      di: string;
      nome: string;
      concelhos: { dico: string; nome: string; freguesias: { dicofre: string; nome: string }[] }[];
    };
    const distritos = res.json()._embedded.distritos as Distrito[];
    expect(distritos.map((d) => d.di)).toEqual([
      ...Array.from({ length: 18 }, (_, i) => String(i + 1).padStart(2, '0')),
      '31',
      '32',
      ...Array.from({ length: 9 }, (_, i) => String(41 + i)),
    ]);
    const concelhos = distritos.flatMap((d) => d.concelhos);
    const freguesias = concelhos.flatMap((c) => c.freguesias);
    expect(concelhos).toHaveLength(308);
    expect(freguesias).toHaveLength(3259);
    expect(freguesias.some((f) => f.dicofre === '0302FA')).toBe(true);
    // Codes and names only: no geometry travels with the tree.
    expect(res.body).not.toContain('coordinates');
    // Cached by its tag: asked again with it, 304 and no body.
    const etag = res.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await mv.request({
      method: 'GET',
      url: '/api/distritos?size=100&projection=full&sort=di,asc',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('filters species by the domestico boolean', async () => {
    const res = await mv.get(`/api/especies/search/filter?size=1000&${filter('domestico', 'BOOLEAN', true)}`);
    const items = res.json()._embedded.especies as { domestico: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((s) => s.domestico)).toBe(true);
  });

  it('filters diseases by category overlap', async () => {
    const res = await mv.get(
      `/api/doencas/search/filter?size=1000&${filter('categorias', 'MULTIOPTION', ['A'])}`,
    );
    const items = res.json()._embedded.doencas as { categorias: string[] }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((d) => d.categorias.includes('A'))).toBe(true);
  });

  it("carries a disease's DDO category as { nome } (spec 000 §3), filterable by it", async () => {
    const res = await mv.get(
      `/api/doencas/search/filter?size=1000&${filter('categoriaDDO.nome', 'OPTION', ['A'])}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json()._embedded.doencas as { categoriaDDO: { nome: string } | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((d) => d.categoriaDDO?.nome === 'A')).toBe(true);
    const one = await mv.get(`/api/doencas/${(res.json()._embedded.doencas[0] as { id: number }).id}`);
    expect(one.json().categoriaDDO).toEqual({ nome: 'A' });
  });

  it('finds custom types by one or several categories, and return reasons by type', async () => {
    const all = (await mv.get('/api/customTypes/search/filter?size=1000')).json()._embedded.customTypes as {
      categoria: string;
    }[];
    const [a, b] = [...new Set(all.map((c) => c.categoria))];
    const one = await mv.get(`/api/customTypes/search/findByCategoria?categoria=${a}&projection=summary`);
    expect(one.statusCode).toBe(200);
    const oneItems = one.json()._embedded.customTypes as { categoria: string }[];
    expect(oneItems.length).toBeGreaterThan(0);
    expect(oneItems.every((c) => c.categoria === a)).toBe(true);
    const two = await mv.get(
      `/api/customTypes/search/findByCategorias?categorias=${a},${b}&projection=summary`,
    );
    const twoItems = two.json()._embedded.customTypes as { categoria: string }[];
    expect(new Set(twoItems.map((c) => c.categoria))).toEqual(new Set([a, b]));
    expect((await mv.get('/api/customTypes/search/findByCategoria')).statusCode).toBe(400);
    const reasons = (await mv.get('/api/tiposMotivosDevolucao/search/filter?size=1')).json()._embedded
      .tiposMotivosDevolucao as { tipo: string }[];
    const tipo = reasons[0]?.tipo ?? '';
    const byTipo = await mv.get(
      `/api/tiposMotivosDevolucao/search/findByTipo?tipo=${tipo}&projection=summary`,
    );
    const byTipoItems = byTipo.json()._embedded.tiposMotivosDevolucao as { tipo: string }[];
    expect(byTipoItems.length).toBeGreaterThan(0);
    expect(byTipoItems.every((r) => r.tipo === tipo)).toBe(true);
  });

  it('filters relations of reference lists by code', async () => {
    const res = await mv.get(
      `/api/concelhos/search/filter?size=100&${filter('distrito.nome', 'OPTION', ['13'])}`,
    );
    const items = res.json()._embedded.concelhos as { dico: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.dico.startsWith('13'))).toBe(true);
  });
});
