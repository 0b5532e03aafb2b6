import type { LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Notificacao,
  type NotificacaoGroup,
  type NovasNotificacoes,
} from '@sigsa/domain/notifications/notifications';
import { VISTA_MESSAGE } from '@sigsa/domain/notifications/notificacao-patch';
import { notificacoes } from '../../db/schema/records.ts';
import { utilizadores } from '../../db/schema/users.ts';
import { TestClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createNotifications, escapeHtml, type NewNotificacao } from './notifications.ts';

let t: TestApp;
const clients = new Map<string, TestClient>();
const ids = new Map<string, number>();

/** The signed-in client of a demo user. */
function as(username: string): TestClient {
  const client = clients.get(username);
  if (!client) throw new Error(`${username} not signed in`);
  return client;
}

/** The id of a demo user. */
function idOf(username: string): number {
  const id = ids.get(username);
  if (id === undefined) throw new Error(`no user ${username}`);
  return id;
}

/** A notification for `username`, created `minutesAgo` before a fixed instant. */
function notificacao(
  username: string,
  tipo: string,
  minutesAgo: number,
  extra: Partial<NewNotificacao> = {},
): NewNotificacao {
  return {
    utilizadorId: idOf(username),
    tipo,
    titulo: `${tipo} ${minutesAgo}`,
    mensagem: `<p>Registo <b>${minutesAgo}</b></p>`,
    createdOn: new Date(Date.UTC(2025, 5, 1, 12, 0) - minutesAgo * 60_000),
    ...extra,
  };
}

function patch(client: TestClient, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return client.request({
    method: 'PATCH',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function post(client: TestClient, url: string): Promise<LightMyRequestResponse> {
  return client.request({ method: 'POST', url });
}

async function novas(username: string): Promise<NovasNotificacoes> {
  const res = await as(username).get('/api/notificacoes/obterNovas');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NovasNotificacoes>();
}

beforeAll(async () => {
  t = await createTestApp();
  const usernames = ['sigsa', 'gestor', 'svl', 'mv'];
  const rows = await t.handle.db
    .select({ id: utilizadores.id, username: utilizadores.username })
    .from(utilizadores)
    .where(inArray(utilizadores.username, usernames));
  for (const row of rows) ids.set(row.username, row.id);
  for (const username of usernames) {
    const client = new TestClient(t.app);
    const res = await client.signIn(username);
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}`);
    clients.set(username, client);
  }
});
afterAll(async () => t.close());
// Each test starts from no notifications at all (the demo data may hold some).
beforeEach(async () => {
  await t.handle.db.delete(notificacoes);
});

describe('authentication', () => {
  it('answers 401 without a session, on every route', async () => {
    const anonymous = new TestClient(t.app);
    // A GET hands out the anti-forgery cookie, so the writes get past that check and meet the 401.
    expect((await anonymous.get('/api/notificacoes/obterNovas')).statusCode).toBe(401);
    expect((await anonymous.get('/api/notificacoes/obterNovasPorTipo/?tipo=VACINACAO')).statusCode).toBe(401);
    expect((await patch(anonymous, '/api/notificacoes/1', { vista: 1 })).statusCode).toBe(401);
    const res = await post(anonymous, '/api/notificacoes/marcarTodasComoVistas');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, message: 'É necessário autenticar-se.' });
  });

  it('accepts ?role= for a role the user holds and refuses one they do not', async () => {
    expect((await as('mv').get('/api/notificacoes/obterNovas?role=ROLE_MV')).statusCode).toBe(200);
    expect((await as('mv').get('/api/notificacoes/obterNovas?role=ROLE_SIGSA')).statusCode).toBe(403);
  });
});

describe('GET notificacoes/obterNovas', () => {
  it('groups the unseen notifications by type, known types first, newest first, with counts', async () => {
    await createNotifications(t.handle.db, [
      notificacao('mv', 'VACINACAO', 30),
      notificacao('mv', 'VACINACAO', 10, {
        importancia: 'ALTA',
        link: '/consultar/vacinacoes/7',
        fragmentOnPage: 'amostras',
      }),
      notificacao('mv', 'VACINACAO', 20),
      notificacao('mv', 'OUTRO_TIPO', 5),
      notificacao('mv', 'CONTROLO_LABORATORIAL', 40),
      notificacao('mv', 'CONTROLO_LABORATORIAL', 50),
      notificacao('svl', 'VACINACAO', 1),
    ]);
    const [seen] = await createNotifications(t.handle.db, [notificacao('mv', 'VACINACAO', 0)]);
    await t.handle.db
      .update(notificacoes)
      .set({ vista: true })
      .where(eq(notificacoes.id, seen ?? 0));

    const answer = await novas('mv');
    expect(answer.total).toBe(6);
    expect(answer.grupos.map((g) => [g.tipo, g.contagem])).toEqual([
      ['CONTROLO_LABORATORIAL', 2],
      ['VACINACAO', 3],
      ['OUTRO_TIPO', 1],
    ]);
    const vacinacao = answer.grupos[1];
    expect(vacinacao?.notificacoes.map((n) => n.titulo)).toEqual([
      'VACINACAO 10',
      'VACINACAO 20',
      'VACINACAO 30',
    ]);
    expect(vacinacao?.notificacoes[0]).toEqual({
      id: expect.any(Number),
      key: 'VACINACAO',
      tipo: 'VACINACAO',
      titulo: 'VACINACAO 10',
      mensagem: '<p>Registo <b>10</b></p>',
      importancia: 'ALTA',
      link: '/consultar/vacinacoes/7',
      fragmentOnPage: 'amostras',
      createdOn: '2025-06-01T11:50:00.000Z',
      vista: false,
    } satisfies Notificacao);
    expect(vacinacao?.notificacoes[1]).toMatchObject({
      importancia: 'NORMAL',
      link: null,
      fragmentOnPage: null,
    });

    expect(await novas('svl')).toMatchObject({ total: 1, grupos: [{ tipo: 'VACINACAO', contagem: 1 }] });
    expect(await novas('gestor')).toEqual({ total: 0, grupos: [] });
  });

  it('returns at most 50 per group but counts them all', async () => {
    await createNotifications(
      t.handle.db,
      Array.from({ length: 55 }, (_, i) => notificacao('gestor', 'CERTIFICACAO', i)),
    );
    const answer = await novas('gestor');
    expect(answer.total).toBe(55);
    expect(answer.grupos[0]?.contagem).toBe(55);
    expect(answer.grupos[0]?.notificacoes).toHaveLength(50);
    expect(answer.grupos[0]?.notificacoes[0]?.titulo).toBe('CERTIFICACAO 0');
    expect(answer.grupos[0]?.notificacoes[49]?.titulo).toBe('CERTIFICACAO 49');

    const porTipo = await as('gestor').get('/api/notificacoes/obterNovasPorTipo/?tipo=CERTIFICACAO');
    expect(porTipo.json<NotificacaoGroup>().notificacoes).toHaveLength(55);
  });

  it('answers sanitised messages and drops unsafe links of a hostile stored row', async () => {
    // Written straight to the table, as a buggy or older writer could have done.
    await t.handle.db.insert(notificacoes).values({
      utilizadorId: idOf('mv'),
      tipo: 'TRANSITO',
      titulo: '<img src=x onerror=alert(1)>',
      mensagem:
        '<p onclick="alert(1)">Olá <script>alert(document.cookie)</script><a href="javascript:alert(1)">clique</a>' +
        '<iframe src="//evil"></iframe><a href="/consultar/x" style="x">ver</a><img src=x onerror=alert(2)>',
      importancia: 'URGENTISSIMA',
      link: 'javascript:alert(1)',
    });
    const [item] = (await novas('mv')).grupos[0]?.notificacoes ?? [];
    expect(item?.mensagem).toBe('<p>Olá clique<a href="/consultar/x">ver</a></p>');
    expect(item?.link).toBeNull();
    expect(item?.importancia).toBe('NORMAL');
    // The title is plain text: the web renders it as text, never as HTML.
    expect(item?.titulo).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('GET notificacoes/obterNovasPorTipo', () => {
  beforeEach(async () => {
    await createNotifications(t.handle.db, [
      notificacao('mv', 'VACINACAO', 2),
      notificacao('mv', 'VACINACAO', 1),
      notificacao('mv', 'TRANSITO', 3),
      notificacao('svl', 'VACINACAO', 1),
    ]);
  });

  it('answers the unseen ones of one type, with or without the trailing slash', async () => {
    for (const url of [
      '/api/notificacoes/obterNovasPorTipo/?tipo=VACINACAO',
      '/api/notificacoes/obterNovasPorTipo?tipo=VACINACAO&role=ROLE_MV',
    ]) {
      const res = await as('mv').get(url);
      expect(res.statusCode, res.body).toBe(200);
      const group = res.json<NotificacaoGroup>();
      expect(group.tipo).toBe('VACINACAO');
      expect(group.contagem).toBe(2);
      expect(group.notificacoes.map((n) => n.titulo)).toEqual(['VACINACAO 1', 'VACINACAO 2']);
    }
  });

  it('answers an empty group for a type without notifications', async () => {
    const res = await as('mv').get('/api/notificacoes/obterNovasPorTipo/?tipo=CURSO_CAP');
    expect(res.json()).toEqual({ tipo: 'CURSO_CAP', contagem: 0, notificacoes: [] });
  });

  it.each(['', '?tipo=', '?tipo=A%00B', '?tipo=%3Cscript%3E', `?tipo=${'X'.repeat(65)}`, '?tipo=a&tipo=b'])(
    'answers 400 in Portuguese for tipo %j',
    async (query) => {
      const res = await as('mv').get(`/api/notificacoes/obterNovasPorTipo/${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^Campo "tipo": /) });
    },
  );
});

describe('PATCH notificacoes/{id}', () => {
  let mine: number;
  let theirs: number;
  beforeEach(async () => {
    const created = await createNotifications(t.handle.db, [
      notificacao('mv', 'VACINACAO', 2),
      notificacao('mv', 'VACINACAO', 1),
      notificacao('svl', 'VACINACAO', 1),
    ]);
    mine = created[0] ?? 0;
    theirs = created[2] ?? 0;
  });

  it("marks one of the caller's own as seen with vista 1 or true, and back with 0", async () => {
    const res = await patch(as('mv'), `/api/notificacoes/${mine}`, { vista: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Notificacao>()).toMatchObject({ id: mine, vista: true });
    expect(await novas('mv')).toMatchObject({ total: 1, grupos: [{ contagem: 1 }] });

    expect((await patch(as('mv'), `/api/notificacoes/${mine}`, { vista: 0 })).json()).toMatchObject({
      vista: false,
    });
    expect((await novas('mv')).total).toBe(2);
    // Fields other than vista (such as the object read back) are ignored.
    const again = await patch(as('mv'), `/api/notificacoes/${mine}?role=ROLE_MV`, {
      id: 999,
      titulo: 'x',
      vista: true,
    });
    expect(again.json()).toMatchObject({ id: mine, vista: true, titulo: 'VACINACAO 2' });
  });

  it("answers 404 for another user's notification, exactly as for a missing one, and leaves it alone", async () => {
    const other = await patch(as('mv'), `/api/notificacoes/${theirs}`, { vista: 1 });
    const missing = await patch(as('mv'), '/api/notificacoes/2147483647', { vista: 1 });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect(other.json()).toMatchObject({ message: 'A notificação não foi encontrada.' });
    expect((await novas('svl')).total).toBe(1);
    // Not even the authority sees someone else's notifications.
    expect((await patch(as('sigsa'), `/api/notificacoes/${theirs}`, { vista: 1 })).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '99999999999', '1e3'])(
    'answers 400 for id %j',
    async (id) => {
      const res = await patch(as('mv'), `/api/notificacoes/${id}`, { vista: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'id', message: 'O identificador da notificação deve ser um número inteiro positivo.' },
      ]);
    },
  );

  it.each([{}, { vista: 2 }, { vista: 'sim' }, { vista: null }, []])(
    'answers 400 for body %j',
    async (body) => {
      const res = await patch(as('mv'), `/api/notificacoes/${mine}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^Campo "/) });
      if (!Array.isArray(body))
        expect(res.json().errors).toEqual([{ field: 'vista', message: VISTA_MESSAGE }]);
    },
  );

  it('answers 400 without a body or with broken JSON, never 500', async () => {
    expect((await patch(as('mv'), `/api/notificacoes/${mine}`)).statusCode).toBe(400);
    const broken = await as('mv').request({
      method: 'PATCH',
      url: `/api/notificacoes/${mine}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"vista":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('POST notificacoes/marcarTodasComoVistas', () => {
  it("marks all the caller's unseen notifications as seen and answers the new counts", async () => {
    await createNotifications(t.handle.db, [
      notificacao('mv', 'VACINACAO', 2),
      notificacao('mv', 'TRANSITO', 1),
      notificacao('svl', 'VACINACAO', 1),
    ]);
    const res = await post(as('mv'), '/api/notificacoes/marcarTodasComoVistas?role=ROLE_MV');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ total: 0, grupos: [] });
    expect(await novas('mv')).toEqual({ total: 0, grupos: [] });
    expect((await novas('svl')).total).toBe(1);
    const rows = await t.handle.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.utilizadorId, idOf('mv')));
    expect(rows.map((r) => r.vista)).toEqual([true, true]);
  });

  it('marks only one type when tipo is given', async () => {
    await createNotifications(t.handle.db, [
      notificacao('mv', 'VACINACAO', 2),
      notificacao('mv', 'TRANSITO', 1),
    ]);
    const res = await post(as('mv'), '/api/notificacoes/marcarTodasComoVistas?tipo=VACINACAO');
    expect(res.json()).toMatchObject({ total: 1, grupos: [{ tipo: 'TRANSITO', contagem: 1 }] });
    expect((await post(as('mv'), '/api/notificacoes/marcarTodasComoVistas?tipo=%00')).statusCode).toBe(400);
  });

  it('refuses a write without the anti-forgery token', async () => {
    const client = as('mv');
    client.sendXsrf = false;
    try {
      expect((await post(client, '/api/notificacoes/marcarTodasComoVistas')).statusCode).toBe(403);
    } finally {
      client.sendXsrf = true;
    }
  });
});

describe('createNotifications', () => {
  it('writes nothing when the transaction it ran in rolls back', async () => {
    await expect(
      t.handle.db.transaction(async (tx) => {
        await createNotifications(tx, [
          notificacao('mv', 'VACINACAO', 1),
          notificacao('svl', 'VACINACAO', 1),
        ]);
        expect(await tx.select().from(notificacoes)).toHaveLength(2);
        throw new Error('operação falhou');
      }),
    ).rejects.toThrow('operação falhou');
    expect(await t.handle.db.select().from(notificacoes)).toHaveLength(0);
    expect((await novas('mv')).total).toBe(0);
  });

  it('commits with the transaction, stores the message sanitised, and does nothing for an empty list', async () => {
    expect(await createNotifications(t.handle.db, [])).toEqual([]);
    const ids = await t.handle.db.transaction((tx) =>
      createNotifications(tx, [
        notificacao('mv', 'VACINACAO', 1, {
          mensagem: `<b>${escapeHtml('Herdade <do> "Monte" & Filhos')}</b><script>x</script>`,
        }),
      ]),
    );
    expect(ids).toHaveLength(1);
    const [row] = await t.handle.db.select().from(notificacoes);
    expect(row?.mensagem).toBe('<b>Herdade &lt;do&gt; &quot;Monte&quot; &amp; Filhos</b>');
    expect(row).toMatchObject({ importancia: 'NORMAL', vista: false, link: null });
  });
});

describe('OpenAPI', () => {
  it('documents the routes under the Notificações tag, the slash-less alias hidden', async () => {
    const res = await as('mv').get('/api/docs');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths).filter((p) =>
      p.includes('notificacoes/'),
    );
    expect(paths.sort()).toEqual([
      '/api/notificacoes/marcarTodasComoVistas',
      '/api/notificacoes/obterNovas',
      '/api/notificacoes/obterNovasPorTipo/',
      '/api/notificacoes/{id}',
    ]);
  });
});

describe('escapeHtml', () => {
  it('escapes the five markup characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml('Exploração nº 12')).toBe('Exploração nº 12');
  });
});
