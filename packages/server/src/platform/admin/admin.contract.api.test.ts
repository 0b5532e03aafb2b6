import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import { ADMIN_ENTITIES, IN_USE_MESSAGE } from '@sigsa/domain/admin/admin-registry';
import { nifCheckDigit } from '@sigsa/domain/validation/nif';
import { queryRows } from '../../db/client.ts';
import { RESOURCES } from '../../resources.registry.ts';
import { ADMIN_TABLES } from '../../reference/reference.admin.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// One contract over every administered entity of the domain's registry (issue 13): each writable descriptor is
// created, edited, refused a stale version, archived (gone from its lookups), brought back and deleted, by
// ROLE_SIGSA; the other roles are refused; read-only entities answer 405.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;
const q = (username: string) => `role=${roleOf(username)}`;

let serial = 0;
/** A value the field takes, unique where it must be. */
async function valueFor(field: AdminField): Promise<unknown> {
  serial += 1;
  switch (field.input) {
    case 'text':
    case 'textarea': {
      // A flock names its holding by brand: one that exists.
      if (field.key === 'marcaExploracao') {
        const [row] = await queryRows<{ marca: string }>(
          t.handle.db,
          sql`SELECT min(marca) AS marca FROM exploracoes`,
        );
        return row?.marca;
      }
      if (field.format === 'nif') {
        const base = `2${String(serial).padStart(7, '0')}`;
        return `${base}${nifCheckDigit(base)}`;
      }
      if (field.format === 'email') return `teste${serial}@example.pt`;
      if (field.pattern?.regex.test('https://teste.example.pt')) return `https://teste${serial}.example.pt`;
      return `TESTE${serial}`;
    }
    case 'location':
      return { latitude: 38.7223, longitude: -9.1393 };
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T10:30:00.000Z';
    case 'file':
      throw new Error(`${field.key}: nenhuma entidade de Gerir guarda ficheiros num campo`);
    case 'color':
      return '#12ab34';
    case 'integer':
      return field.min ?? 1;
    case 'number':
      return 1.5;
    case 'boolean':
      return true;
    case 'option':
      return field.options?.[0]?.value;
    case 'multioption':
      return [field.options?.[0]?.value];
    case 'search':
    case 'multisearch': {
      const target = ADMIN_TABLES.get(field.repository ?? '');
      if (!target) throw new Error(field.key);
      const [row] = await queryRows<{ id: number }>(
        t.handle.db,
        sql`SELECT min(id) AS id FROM ${sql.identifier(target.table)}`,
      );
      return field.input === 'search' ? row?.id : [row?.id];
    }
  }
}

async function payloadFor(entity: string): Promise<Record<string, unknown>> {
  const table = ADMIN_TABLES.get(entity);
  if (!table) throw new Error(entity);
  const payload: Record<string, unknown> = {};
  for (const field of table.descriptor.fields) payload[field.key] = await valueFor(field);
  return payload;
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});
afterAll(async () => t.close());

/** Entities written by their own routes, not the generic ones (users: `userAccounts`, users/user-accounts.api.test.ts). */
const OWN_ROUTES = new Set(['users']);
/** Who reads an entity's rows: any signed-in user (reference lists), or only those who consult Gerir. */
const readerOf = (entity: string) =>
  RESOURCES.find((resource) => resource.entity === entity)?.area === 'gestao' ? 'gestor' : 'mv';
/** The key of the field a row is known by. */
const nameOf = (entity: string) => ADMIN_TABLES.get(entity)?.descriptor.nameField ?? 'nome';

const writable = ADMIN_ENTITIES.filter((e) => !e.readOnly && !OWN_ROUTES.has(e.entity)).map((e) => e.entity);
const readOnly = ADMIN_ENTITIES.filter((e) => e.readOnly).map((e) => e.entity);

describe('flocks (issue 16)', () => {
  it('a flock names a holding that exists, by its brand', async () => {
    const payload = await payloadFor('bandos');
    const res = await as('sigsa').post(`/api/bandos?${q('sigsa')}`, {
      ...payload,
      marcaExploracao: 'NAOEXISTE',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'marcaExploracao', message: 'Exploração desconhecida.' },
    ]);
  });
});

describe('every writable administered entity', () => {
  it('has a table, but those with their own routes', () => {
    for (const entity of writable) expect(ADMIN_TABLES.has(entity), entity).toBe(true);
    for (const entity of OWN_ROUTES) {
      expect(ADMIN_ENTITIES.some((e) => e.entity === entity)).toBe(true);
      expect(ADMIN_TABLES.has(entity), entity).toBe(false);
    }
  });

  it.each(writable)(
    '%s: create → edit → stale 409 → arquivar → out of lookups → desarquivar → delete',
    async (entity) => {
      const payload = await payloadFor(entity);
      const created = await as('sigsa').post(`/api/${entity}?${q('sigsa')}`, payload);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json<{ id: number; version: number; nome: string }>();
      expect(row).toMatchObject({ version: 0, arquivado: false });

      const reader = readerOf(entity);
      const read = await as(reader).get(`/api/${entity}/${row.id}?projection=gestao&${q(reader)}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: row.id, version: 0 });

      const name = nameOf(entity);
      const edited = await as('sigsa').patch(`/api/${entity}/${row.id}?${q('sigsa')}`, {
        [name]: 'NOVONOME',
        version: 0,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ [name]: 'NOVONOME', version: 1 });
      const stale = await as('sigsa').patch(`/api/${entity}/${row.id}?${q('sigsa')}`, {
        [name]: 'OUTRO',
        version: 0,
      });
      expect(stale.statusCode).toBe(409);

      const listed = async () =>
        (await as('sigsa').get(`/api/${entity}/search/filter?size=1000&sort=id,desc&${q('sigsa')}`))
          .json<{ _embedded: Record<string, { id: number }[]> }>()
          ._embedded[entity]?.map((r) => r.id) ?? [];
      expect(await listed()).toContain(row.id);

      const archived = await as('sigsa').post(`/api/${entity}/${row.id}/arquivar?${q('sigsa')}`, {
        version: 1,
      });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({ arquivado: true, version: 2 });
      expect(await listed()).not.toContain(row.id);
      const again = await as('sigsa').post(`/api/${entity}/${row.id}/arquivar?${q('sigsa')}`, {});
      expect(again.statusCode).toBe(409);
      // Gerir's list: "Ativo" names the column; "Não" lists the archived, "either" lists every row.
      const byActive = async (value: unknown) =>
        (
          await as('sigsa').get(
            `/api/${entity}/search/filter?size=1000&sort=id,desc&ativo=${encodeURIComponent(JSON.stringify({ value }))}&${q('sigsa')}`,
          )
        )
          .json<{ _embedded: Record<string, { id: number }[]> }>()
          ._embedded[entity]?.map((r) => r.id) ?? [];
      expect(await byActive(false)).toEqual([row.id]);
      expect(await byActive(true)).not.toContain(row.id);
      const either = await byActive(['true', 'false']);
      expect(either).toContain(row.id);
      const table = ADMIN_TABLES.get(entity)?.table ?? '';
      const [all] = await queryRows<{ n: number }>(
        t.handle.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
      );
      expect(either).toHaveLength(Math.min(all?.n ?? 0, 1000));
      // Kept for the records that name it: read by id still.
      expect((await as(reader).get(`/api/${entity}/${row.id}?${q(reader)}`)).statusCode).toBe(200);

      const back = await as('sigsa').post(`/api/${entity}/${row.id}/desarquivar?${q('sigsa')}`, {});
      expect(back.statusCode).toBe(200);
      expect(await listed()).toContain(row.id);

      const removed = await as('sigsa').delete(`/api/${entity}/${row.id}?${q('sigsa')}`);
      expect(removed.statusCode, removed.body).toBe(204);
      expect((await as('sigsa').get(`/api/${entity}/${row.id}`)).statusCode).toBe(404);

      const audit = await queryRows<{ operacao: string }>(
        t.handle.db,
        sql`SELECT operacao FROM alteracoes_gestao WHERE entidade = ${entity} AND registo_id = ${row.id} ORDER BY id`,
      );
      expect(audit.map((a) => a.operacao)).toEqual([
        'criar',
        'alterar',
        'arquivar',
        'desarquivar',
        'remover',
      ]);
    },
  );

  it.each(writable)('%s: created with its required fields alone, the others blank', async (entity) => {
    const table = ADMIN_TABLES.get(entity);
    if (!table) throw new Error(entity);
    const payload: Record<string, unknown> = {};
    for (const field of table.descriptor.fields)
      payload[field.key] = field.required ? await valueFor(field) : null;
    const created = await as('sigsa').post(`/api/${entity}?${q('sigsa')}`, payload);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const again = await as('sigsa').patch(`/api/${entity}/${id}?${q('sigsa')}`, { ...payload, version: 0 });
    expect(again.statusCode, again.body).toBe(200);
  });

  it.each(writable)(
    '%s: ROLE_MANAGER and ROLE_MV may not write (403); nothing is written',
    async (entity) => {
      const payload = await payloadFor(entity);
      for (const username of ['gestor', 'mv']) {
        const res = await as(username).post(`/api/${entity}?${q(username)}`, payload);
        expect(res.statusCode, `${username}: ${res.body}`).toBe(403);
      }
    },
  );
});

describe('read-only entities', () => {
  it('paises: the 249 countries of ISO 3166-1, named in Portuguese', async () => {
    const list = await as('mv').get('/api/paises/search/filter?size=1000&sort=codigo,asc');
    const countries = list.json<{
      _embedded: { paises: { codigo: string; nome: string; alpha3: string }[] };
    }>()._embedded.paises;
    expect(countries).toHaveLength(249);
    expect(countries.find((c) => c.codigo === 'PT')).toMatchObject({ nome: 'Portugal', alpha3: 'PRT' });
    expect(countries.find((c) => c.codigo === 'DE')).toMatchObject({ nome: 'Alemanha' });
    expect(countries.some((c) => c.codigo === 'XK')).toBe(false);
  });

  it.each(readOnly)('%s answers 405 to writes', async (entity) => {
    expect((await as('sigsa').post(`/api/${entity}?${q('sigsa')}`, { nome: 'x' })).statusCode).toBe(405);
    expect((await as('sigsa').patch(`/api/${entity}/1?${q('sigsa')}`, { nome: 'x' })).statusCode).toBe(405);
    expect((await as('sigsa').delete(`/api/${entity}/1?${q('sigsa')}`)).statusCode).toBe(405);
  });
});

describe('rules', () => {
  it('keeps a SIPA secret sealed: required on creation, never answered nor audited, blank keeps it', async () => {
    const payload = await payloadFor('autenticacoesSipa');
    const missing = await as('sigsa').post(`/api/autenticacoesSipa?${q('sigsa')}`, {
      ...payload,
      segredo: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'segredo', message: 'Este campo é obrigatório' }]);
    const created = await as('sigsa').post(`/api/autenticacoesSipa?${q('sigsa')}`, {
      ...payload,
      segredo: 'palavra-secreta-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('palavra-secreta');
    const id = created.json<{ id: number }>().id;
    const stored = async () =>
      (
        await queryRows<{ segredo: string }>(
          t.handle.db,
          sql`SELECT segredo FROM autenticacoes_sipa WHERE id = ${id}`,
        )
      )[0]?.segredo ?? '';
    const first = await stored();
    expect(first).toMatch(/^v1:/);
    expect(first).not.toContain('palavra-secreta');

    const renamed = await as('sigsa').patch(`/api/autenticacoesSipa/${id}?${q('sigsa')}`, {
      nome: 'Outro nome',
      segredo: '',
      version: 0,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await stored()).toBe(first);
    const rekeyed = await as('sigsa').patch(`/api/autenticacoesSipa/${id}?${q('sigsa')}`, {
      segredo: 'palavra-secreta-2',
      version: 1,
    });
    expect(rekeyed.statusCode, rekeyed.body).toBe(200);
    expect(await stored()).not.toBe(first);

    for (const path of [
      `/api/autenticacoesSipa/${id}?projection=gestao`,
      `/api/autenticacoesSipa/search/filter?size=1000`,
    ])
      expect(
        (await as('sigsa').get(`${path}${path.includes('?') ? '&' : '?'}${q('sigsa')}`)).body,
      ).not.toContain('segredo');
    const audit = await queryRows<{ antes: unknown; depois: unknown }>(
      t.handle.db,
      sql`SELECT antes, depois FROM alteracoes_gestao WHERE entidade = 'autenticacoesSipa' AND registo_id = ${id}`,
    );
    expect(audit).toHaveLength(3);
    expect(JSON.stringify(audit)).not.toMatch(/segredo|palavra-secreta|v1:/);
    // Only those who consult Gerir see the credentials.
    expect((await as('mv').get(`/api/autenticacoesSipa/${id}?${q('mv')}`)).statusCode).toBe(403);
  });

  it('places an infrastructure in the parish under its point, and moves it with the point', async () => {
    const payload = await payloadFor('infraestruturas');
    const created = await as('sigsa').post(`/api/infraestruturas?${q('sigsa')}`, {
      ...payload,
      localizacao: { latitude: 41.1496, longitude: -8.6109 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const parish = async () =>
      (await as('mv').get(`/api/infraestruturas/${id}?projection=full`)).json<{
        distrito: { nome: string };
      }>().distrito.nome;
    expect(await parish()).toBe('Porto');
    const moved = await as('sigsa').patch(`/api/infraestruturas/${id}?${q('sigsa')}`, {
      localizacao: { latitude: 38.7223, longitude: -9.1393 },
      version: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ localizacao: { latitude: 38.7223, longitude: -9.1393 } });
    expect(await parish()).toBe('Lisboa');
    const abroad = await as('sigsa').patch(`/api/infraestruturas/${id}?${q('sigsa')}`, {
      localizacao: { latitude: 48.85, longitude: 2.35 },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors[0].field).toBe('localizacao');
  });

  it('a used row is not deleted (409) and stays', async () => {
    const [used] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT doenca_id AS id FROM ensaios_laboratoriais WHERE doenca_id IS NOT NULL LIMIT 1`,
    );
    const res = await as('sigsa').delete(`/api/doencas/${used?.id}?${q('sigsa')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(IN_USE_MESSAGE);
    expect((await as('sigsa').get(`/api/doencas/${used?.id}`)).statusCode).toBe(200);
  });

  it('a custom type of the reference files is in use by definition', async () => {
    const [seeded] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT min(id) AS id FROM custom_types`,
    );
    const res = await as('sigsa').delete(`/api/customTypes/${seeded?.id}?${q('sigsa')}`);
    expect(res.statusCode).toBe(409);
  });

  it('refuses a duplicate code (409), a changed code (400), bad fields (400 per field)', async () => {
    const payload = await payloadFor('doencas');
    const first = await as('sigsa').post(`/api/doencas?${q('sigsa')}`, payload);
    expect(first.statusCode).toBe(201);
    const dup = await as('sigsa').post(`/api/doencas?${q('sigsa')}`, {
      ...payload,
      codigo: String(payload.codigo).toLowerCase(),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([
      { field: 'codigo', message: 'Já existe um registo com este valor no campo Código.' },
    ]);
    const id = first.json<{ id: number }>().id;
    const recode = await as('sigsa').patch(`/api/doencas/${id}?${q('sigsa')}`, { codigo: 'OUTRO' });
    expect(recode.statusCode).toBe(400);
    expect(recode.json().errors).toEqual([
      { field: 'codigo', message: 'O campo Código não pode ser alterado depois de criado.' },
    ]);
    const bad = await as('sigsa').patch(`/api/doencas/${id}?${q('sigsa')}`, {
      nome: '',
      categorias: ['Z'],
      especies: [2_000_000],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Este campo é obrigatório' },
        { field: 'categorias.0', message: 'Valor inválido' },
      ]),
    );
    const unknown = await as('sigsa').patch(`/api/doencas/${id}?${q('sigsa')}`, { especies: [2_000_000] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'especies', message: 'Valor inválido' }]);
    const after = await as('sigsa').get(`/api/doencas/${id}?projection=gestao`);
    expect(after.json()).toMatchObject({ version: 0, nome: payload.nome });
  });

  it('derives the DDO category and refuses an archived reference', async () => {
    const species = await as('sigsa').post(`/api/especies?${q('sigsa')}`, await payloadFor('especies'));
    const especieId = species.json<{ id: number }>().id;
    const disease = await as('sigsa').post(`/api/doencas?${q('sigsa')}`, {
      ...(await payloadFor('doencas')),
      categorias: ['D', 'B'],
      especies: [especieId],
    });
    expect(disease.statusCode).toBe(201);
    const id = disease.json<{ id: number }>().id;
    expect((await as('sigsa').get(`/api/doencas/${id}`)).json()).toMatchObject({
      categoriaDDO: { nome: 'B' },
    });
    await as('sigsa').post(`/api/especies/${especieId}/arquivar?${q('sigsa')}`, {});
    // Kept where it was…
    const kept = await as('sigsa').patch(`/api/doencas/${id}?${q('sigsa')}`, { nome: 'Mantém a espécie' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<{ especies: { id: number }[] }>().especies.map((e) => e.id)).toEqual([especieId]);
    // …refused anew.
    const other = await as('sigsa').post(`/api/categoriasAnimais?${q('sigsa')}`, {
      ...(await payloadFor('categoriasAnimais')),
      especies: [especieId],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { field: 'especies', message: 'O registo escolhido está arquivado.' },
    ]);
  });

  it('associates through text/uri-list: PUT replaces, PATCH adds, DELETE removes one', async () => {
    const disease = await as('sigsa').post(`/api/doencas?${q('sigsa')}`, {
      ...(await payloadFor('doencas')),
      especies: [],
    });
    const id = disease.json<{ id: number }>().id;
    const ids = (
      await queryRows<{ id: number }>(
        t.handle.db,
        sql`SELECT id FROM especies WHERE NOT arquivado ORDER BY id LIMIT 3`,
      )
    ).map((r) => r.id);
    const uriList = (list: number[]) => list.map((e) => `/api/especies/${e}`).join('\n');
    const send = (method: 'PUT' | 'PATCH', body: string) =>
      as('sigsa').request({
        method,
        url: `/api/doencas/${id}/especies?${q('sigsa')}`,
        headers: { 'content-type': 'text/uri-list' },
        payload: body,
      });
    expect((await send('PUT', uriList(ids.slice(0, 2)))).statusCode).toBe(204);
    expect((await send('PATCH', `# comentário\n${uriList(ids.slice(2))}`)).statusCode).toBe(204);
    const linked = async () =>
      (await as('sigsa').get(`/api/doencas/${id}?projection=gestao`))
        .json<{ especies: { id: number }[] }>()
        .especies.map((e) => e.id);
    expect(await linked()).toEqual(ids);
    expect((await as('sigsa').delete(`/api/doencas/${id}/especies/${ids[0]}?${q('sigsa')}`)).statusCode).toBe(
      204,
    );
    expect(await linked()).toEqual(ids.slice(1));
    const bad = await send('PATCH', '/api/doencas/1');
    expect(bad.statusCode).toBe(400);
    expect(await linked()).toEqual(ids.slice(1));
    const asManager = await as('gestor').request({
      method: 'PUT',
      url: `/api/doencas/${id}/especies?${q('gestor')}`,
      headers: { 'content-type': 'text/uri-list' },
      payload: '',
    });
    expect(asManager.statusCode).toBe(403);
  });

  it('keeps one predefined series per class and freezes a numbering series name', async () => {
    const [numbered] = await queryRows<{ id: number; classe: string }>(
      t.handle.db,
      sql`SELECT id, classe FROM series WHERE ultimo_numero > 0 LIMIT 1`,
    );
    if (numbered) {
      const res = await as('sigsa').patch(`/api/series/${numbered.id}?${q('sigsa')}`, { nome: 'NOVA' });
      expect(res.statusCode).toBe(409);
    }
    const created = await as('sigsa').post(`/api/series?${q('sigsa')}`, {
      classe: 'vacinacoes',
      nome: 'VAC2',
      predefinida: true,
    });
    expect(created.statusCode).toBe(201);
    const predefined = await queryRows<{ nome: string }>(
      t.handle.db,
      sql`SELECT nome FROM series WHERE classe = 'vacinacoes' AND predefinida`,
    );
    expect(predefined).toEqual([{ nome: 'VAC2' }]);
  });
});
