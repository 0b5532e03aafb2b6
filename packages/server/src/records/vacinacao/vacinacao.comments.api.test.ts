import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
// The platform is tested through one concrete record type; the vaccination's fixtures make its records.
import { createVacinacao, vacinacaoPayload, vacinacaoRefs } from './vacinacao.fixtures.ts';
import type { CommentAnswer } from '../../platform/records/comments.routes.ts';

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'svl', 'mv', 'mvmunicipal', 'transportador']);
const { as } = users;
/** A vaccination by `mv` on a holding of DSAVR Norte (seen by sigsa, gestor, svl and mv; not mvmunicipal). */
let recordId: number;

const commentsUrl = (id: number, username: string, extra = '') =>
  `/api/vacinacoes/${id}/comentarios?role=${roleOf(username)}${extra}`;

interface CommentPage {
  _embedded: { comentarios: CommentAnswer[] };
  page: { size: number; totalElements: number; totalPages: number; number: number };
  _links: { self: { href: string } };
}

async function post(username: string, id: number, body: object): Promise<CommentAnswer> {
  const res = await as(username).post(commentsUrl(id, username), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CommentAnswer>();
}

async function list(username: string, id: number, extra = ''): Promise<CommentPage> {
  const res = await as(username).get(commentsUrl(id, username, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CommentPage>();
}

async function newRecord(): Promise<number> {
  const refs = await vacinacaoRefs(t);
  return (await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv'))).id;
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  recordId = await newRecord();
});

afterAll(async () => {
  await t.close();
});

describe('comments: posting (spec 000 §6, §7.2; 001 §3.3)', () => {
  it('anyone who sees the record comments; the answer names the author and links the attachments', async () => {
    const c = await post('mv', recordId, {
      comentario: '  Animais agitados durante a vacinação.  ',
      role: 'ROLE_MV',
    });
    expect(c).toMatchObject({
      comentario: 'Animais agitados durante a vacinação.',
      createdBy: { username: 'mv', nome: 'Gabriela Nunes' },
      perfisComAcesso: ['ROLE_ANY'],
      anexos: [],
      _links: {
        self: { href: `/api/comentarios/${c.id}` },
        anexos: { href: `/api/comentarios/${c.id}/anexos/anexos` },
      },
    });
    expect(Date.parse(c.createdOn)).not.toBeNaN();
    // Consult level is enough: svl (CONSULTA_LIMITADA on vaccinations, same region) comments too.
    await post('svl', recordId, { comentario: 'Visto pelos serviços locais.' });
  });

  it('perfisComAcesso is taken from ROLE_SIGSA and ROLE_MANAGER only; anyone else’s is ignored', async () => {
    const bySigsa = await post('sigsa', recordId, {
      comentario: 'Só autoridade.',
      perfisComAcesso: ['ROLE_SIGSA'],
    });
    expect(bySigsa.perfisComAcesso).toEqual(['ROLE_SIGSA']);
    const byGestor = await post('gestor', recordId, {
      comentario: 'Para gestores e locais.',
      perfisComAcesso: ['ROLE_MANAGER', 'ROLE_SVL', 'ROLE_SVL'],
    });
    expect(byGestor.perfisComAcesso).toEqual(['ROLE_MANAGER', 'ROLE_SVL']);
    const byMv = await post('mv', recordId, {
      comentario: 'Tentativa de restringir.',
      perfisComAcesso: ['ROLE_SIGSA'],
    });
    expect(byMv.perfisComAcesso).toEqual(['ROLE_ANY']);
    const [stored] = await queryRows<{ perfis: string[]; role: string }>(
      t.handle.db,
      sql`SELECT perfis_com_acesso AS perfis, role FROM comentarios WHERE id = ${byMv.id}`,
    );
    expect(stored).toEqual({ perfis: ['ROLE_ANY'], role: 'ROLE_MV' });
    // An empty choice means the default.
    const open = await post('sigsa', recordId, { comentario: 'Para todos.', perfisComAcesso: [] });
    expect(open.perfisComAcesso).toEqual(['ROLE_ANY']);
  });

  it('refuses a missing, blank, over-long or NUL-bearing comment and unknown profiles (400, field named)', async () => {
    const before = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM comentarios`,
    );
    const cases: [object, string][] = [
      [{}, 'comentario'],
      [{ comentario: '   ' }, 'comentario'],
      [{ comentario: 'x'.repeat(4001) }, 'comentario'],
      [{ comentario: 'a\u0000b' }, 'comentario'],
      [{ comentario: 42 }, 'comentario'],
      [{ comentario: 'ok', perfisComAcesso: ['ROLE_XPTO'] }, 'perfisComAcesso.0'],
      [{ comentario: 'ok', perfisComAcesso: 'ROLE_SIGSA' }, 'perfisComAcesso'],
    ];
    for (const [body, field] of cases) {
      const res = await as('sigsa').post(commentsUrl(recordId, 'sigsa'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const json = res.json<{ message: string; errors: { field: string; message: string }[] }>();
      expect(json.errors.map((e) => e.field)).toContain(field);
    }
    const res = await as('sigsa').post(commentsUrl(recordId, 'sigsa'), { comentario: 'x'.repeat(4000) });
    expect(res.statusCode).toBe(201);
    // A body role other than the one the call acts under is refused.
    const mismatch = await as('sigsa').post(commentsUrl(recordId, 'sigsa'), {
      comentario: 'x',
      role: 'ROLE_MV',
    });
    expect(mismatch.statusCode).toBe(400);
    const after = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM comentarios`,
    );
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n) + 1);
  });

  it('a record the caller cannot see answers 404, a role without access 403, a missing role 400', async () => {
    const hidden = await as('mvmunicipal').post(commentsUrl(recordId, 'mvmunicipal'), { comentario: 'x' });
    expect(hidden.statusCode).toBe(404);
    expect((await as('mvmunicipal').get(commentsUrl(recordId, 'mvmunicipal'))).statusCode).toBe(404);
    expect((await as('sigsa').get(commentsUrl(2_000_000_000, 'sigsa'))).statusCode).toBe(404);
    expect((await as('transportador').get(commentsUrl(recordId, 'transportador'))).statusCode).toBe(403);
    expect((await as('sigsa').get(`/api/vacinacoes/${recordId}/comentarios`)).statusCode).toBe(400);
  });
});

describe('comments: who sees which (spec 000 §6; 001 §6)', () => {
  let id: number;
  beforeAll(async () => {
    id = await newRecord();
    await post('mv', id, { comentario: 'Do veterinário.' });
    await post('sigsa', id, { comentario: 'Só SIGSA.', perfisComAcesso: ['ROLE_SIGSA'] });
    await post('gestor', id, {
      comentario: 'Gestores e locais.',
      perfisComAcesso: ['ROLE_MANAGER', 'ROLE_SVL'],
    });
    await post('mv', id, { comentario: 'Restrição ignorada.', perfisComAcesso: ['ROLE_SIGSA'] });
  });

  const texts = (page: CommentPage) => page._embedded.comentarios.map((c) => c.comentario).sort();

  it('each caller lists the comments open to any role, to their role, or written by them', async () => {
    expect(texts(await list('mv', id))).toEqual(['Do veterinário.', 'Restrição ignorada.']);
    expect(texts(await list('sigsa', id))).toEqual(['Do veterinário.', 'Restrição ignorada.', 'Só SIGSA.']);
    expect(texts(await list('gestor', id))).toEqual([
      'Do veterinário.',
      'Gestores e locais.',
      'Restrição ignorada.',
    ]);
    expect(texts(await list('svl', id))).toEqual([
      'Do veterinário.',
      'Gestores e locais.',
      'Restrição ignorada.',
    ]);
    expect((await list('mv', id)).page.totalElements).toBe(2);
  });

  it('perfisComAcesso is shown to ROLE_SIGSA, ROLE_MANAGER and the author only', async () => {
    for (const c of (await list('sigsa', id))._embedded.comentarios) expect(c.perfisComAcesso).toBeDefined();
    for (const c of (await list('gestor', id))._embedded.comentarios) expect(c.perfisComAcesso).toBeDefined();
    for (const c of (await list('svl', id))._embedded.comentarios) {
      expect(c).not.toHaveProperty('perfisComAcesso');
      expect(c.createdBy.nome).toBeTruthy();
    }
    for (const c of (await list('mv', id))._embedded.comentarios)
      expect(c.perfisComAcesso).toEqual(['ROLE_ANY']);
  });

  it('the self link answers a visible comment and 404 for a hidden one', async () => {
    const all = (await list('sigsa', id))._embedded.comentarios;
    const onlySigsa = all.find((c) => c.comentario === 'Só SIGSA.');
    const open = all.find((c) => c.comentario === 'Do veterinário.');
    if (!onlySigsa || !open) throw new Error('comentários em falta');
    const seen = await as('mv').get(`${open._links.self.href}?role=ROLE_MV`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<CommentAnswer>().comentario).toBe('Do veterinário.');
    expect((await as('mv').get(`${onlySigsa._links.self.href}?role=ROLE_MV`)).statusCode).toBe(404);
    expect((await as('sigsa').get(`${onlySigsa._links.self.href}?role=ROLE_SIGSA`)).statusCode).toBe(200);
    // Someone who cannot see the record, or whose role has no access to its area: 404 as well.
    expect((await as('mvmunicipal').get(`${open._links.self.href}?role=ROLE_MV_MUNICIPAL`)).statusCode).toBe(
      404,
    );
    expect(
      (await as('transportador').get(`${open._links.self.href}?role=ROLE_TRANSPORTADOR`)).statusCode,
    ).toBe(404);
    expect((await as('sigsa').get('/api/comentarios/2000000000?role=ROLE_SIGSA')).statusCode).toBe(404);
    expect((await as('sigsa').get(open._links.self.href)).statusCode).toBe(400);
  });
});

describe('comments: paging and sorting (spec 000 §9: 10 by createdOn; "see all" 1000 ascending)', () => {
  let id: number;
  beforeAll(async () => {
    id = await newRecord();
    for (let i = 1; i <= 12; i++) await post('mv', id, { comentario: `Comentário ${i}` });
  });

  it('defaults to 10 a page, newest first', async () => {
    const first = await list('mv', id);
    expect(first.page).toEqual({ size: 10, totalElements: 12, totalPages: 2, number: 0 });
    expect(first._embedded.comentarios.map((c) => c.comentario)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Comentário ${12 - i}`),
    );
    expect(first._links.self.href).toBe(`/api/vacinacoes/${id}/comentarios`);
    const second = await list('mv', id, '&page=1');
    expect(second._embedded.comentarios.map((c) => c.comentario)).toEqual(['Comentário 2', 'Comentário 1']);
    expect(second.page.number).toBe(1);
  });

  it('"see all": size 1000 sorted by createdOn ascending', async () => {
    const all = await list('mv', id, '&size=1000&sort=createdOn,asc');
    expect(all.page).toEqual({ size: 1000, totalElements: 12, totalPages: 1, number: 0 });
    expect(all._embedded.comentarios.map((c) => c.comentario)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Comentário ${i + 1}`),
    );
    const desc = await list('mv', id, '&size=3&sort=createdOn,desc');
    expect(desc._embedded.comentarios.map((c) => c.comentario)).toEqual([
      'Comentário 12',
      'Comentário 11',
      'Comentário 10',
    ]);
    // `createdOn` alone is ascending, as Spring reads it.
    const plain = await list('mv', id, '&size=1&sort=createdOn');
    expect(plain._embedded.comentarios[0]?.comentario).toBe('Comentário 1');
  });

  it('refuses a size over 1000, a bad page and any other sort (400)', async () => {
    for (const extra of [
      '&size=1001',
      '&size=0',
      '&page=-1',
      '&page=abc',
      '&sort=comentario,asc',
      '&sort=x',
    ]) {
      const res = await as('mv').get(commentsUrl(id, 'mv', extra));
      expect(res.statusCode, extra).toBe(400);
      expect(typeof res.json<{ message: string }>().message).toBe('string');
    }
  });
});
