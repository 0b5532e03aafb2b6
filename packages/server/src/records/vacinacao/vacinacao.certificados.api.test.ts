import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractSignature } from '@signpdf/utils';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICADO_INATIVO_MESSAGE,
  avisoDeCopias,
  CHAVES_VERIFICACAO,
  type ContagemVerificacoes,
  LIMITE_ENDERECOS_POR_HORA,
  MOTIVO_REVOGACAO_MESSAGE,
} from '@sigsa/domain/certificados/certificado';
import {
  CERTIFICADO_NAO_ENCONTRADO_MESSAGE,
  codigoEmGrupos,
  COMPRIMENTO_CODIGO,
  demasiadasVerificacoesMessage,
} from '@sigsa/domain/certificados/codigo';
import { queryRows } from '../../db/client.ts';
import {
  vacinacaoInState,
  vacinacaoRefs,
  type VacinacaoAnswer,
  type VacinacaoRefs,
} from './vacinacao.fixtures.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { eventually } from '../../test/eventually.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CertificadoAnswer } from '../../platform/certificados/certificados.read.ts';
import {
  cmsDoPdf,
  lerCms,
  OID_MESSAGE_DIGEST,
  p12DeTeste,
  SENHA,
  sha256 as sha256Bytes,
} from '../../platform/certificados/assinatura.fixtures.ts';
import { certificarOperacao } from '../../platform/certificados/emissao.ts';
import { visibleRecord } from '../../platform/records/operation-runner.ts';
import { vacinacaoRecord } from './vacinacao.record.ts';

let t: TestApp;
let refs: VacinacaoRefs;
const users = new DemoUsers();
const { as } = users;

interface Lista {
  _embedded: { certificados: (CertificadoAnswer & { verificacoes?: ContagemVerificacoes })[] };
}

/** A vaccination of `mv` submitted, ready for `sigsa` to validate. */
const submitted = () => vacinacaoInState((u) => as(u), refs, 'SUBMETIDO');

const validate = (record: VacinacaoAnswer, username = 'sigsa', version = record.version) =>
  as(username).post(`/api/vacinacoes/${record.id}/validar?role=${roleOf(username)}`, { version });

async function certificados(id: number, username = 'sigsa') {
  return as(username).get(`/api/vacinacoes/${id}/certificados?role=${roleOf(username)}`);
}

async function certificadosDe(id: number): Promise<Lista['_embedded']['certificados']> {
  const res = await certificados(id);
  expect(res.statusCode).toBe(200);
  return res.json<Lista>()._embedded.certificados;
}

async function auditOps(id: number): Promise<{ operacao: string; motivo: string | null }[]> {
  return queryRows(
    t.handle.db,
    sql`SELECT operacao, motivo FROM registos_auditoria
         WHERE entidade = 'vacinacoes' AND registo_id = ${id} ORDER BY id`,
  );
}

async function avisos(username: string, link: string) {
  return queryRows<{ importancia: string; mensagem: string }>(
    t.handle.db,
    sql`SELECT n.importancia, n.mensagem FROM notificacoes n JOIN utilizadores u ON u.id = n.utilizador_id
         WHERE u.username = ${username} AND n.tipo = 'CERTIFICACAO' AND n.link = ${link} ORDER BY n.id`,
  );
}

/** The public check as anyone calls it: no cookie, from `ip`. */
const check = (codigo: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'GET', url: `/api/validarQR/${encodeURIComponent(codigo)}`, remoteAddress: ip });

async function certificadoValido(): Promise<{ record: VacinacaoAnswer; cert: CertificadoAnswer }> {
  const record = await submitted();
  expect((await validate(record)).statusCode).toBe(200);
  const [cert] = await certificadosDe(record.id);
  if (!cert) throw new Error('no certificate');
  return { record, cert };
}

/** The text of every page of a PDF, as pdf.js reads it. */
async function textoDoPdf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const paginas: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const conteudo = await (await pdf.getPage(i)).getTextContent();
    paginas.push(conteudo.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return paginas.join('\n');
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** The deployment's signing key (ASSINATURA_P12): this file's certificates are signed. */
const chave = p12DeTeste();

beforeAll(async () => {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-p12-'));
  fs.writeFileSync(path.join(pasta, 'assinatura.p12'), chave.p12);
  t = await createTestApp({
    config: {
      publicBaseUrl: 'https://sigsa.exemplo.pt',
      assinaturaP12: path.join(pasta, 'assinatura.p12'),
      assinaturaP12Senha: SENHA,
    },
  });
  await users.signIn(t);
  refs = await vacinacaoRefs(t);
});

afterAll(async () => {
  await t.close();
});

describe('issue with the validation (issue 18)', () => {
  it('validar issues exactly one certificate, with its audit row and a notice to the veterinarian', async () => {
    const record = await submitted();
    expect(await certificadosDe(record.id)).toEqual([]);
    expect((await validate(record)).statusCode).toBe(200);
    const certs = await certificadosDe(record.id);
    expect(certs).toHaveLength(1);
    const [cert] = certs;
    expect(cert).toMatchObject({
      numero: `${record.numeroSerie}-1`,
      ordem: 1,
      estado: 'VALIDO',
      motivo: null,
      tipo: 'Certificado de vacinação',
      emitidoPor: 'sigsa',
    });
    expect(cert?.codigo).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${COMPRIMENTO_CODIGO}}$`));
    expect(cert?.endereco).toBe(`https://sigsa.exemplo.pt/validarQR/${cert?.codigo}`);
    const [dgav] = await queryRows<{ nome: string }>(
      t.handle.db,
      sql`SELECT nome FROM dsavrs WHERE tipo = 'SERVICO_CENTRAL' ORDER BY id LIMIT 1`,
    );
    expect(cert?.servicoEmissor).toBe(dgav?.nome);
    expect(cert?.campos).toEqual([
      { nome: 'Marca da exploração', valor: refs.marcaNorte },
      { nome: 'Data de vacinação', valor: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/) },
      { nome: 'Número de animais', valor: String(record.quantidadeAnimais) },
    ]);
    expect((await auditOps(record.id)).filter((r) => r.operacao === 'emitirCertificado')).toEqual([
      { operacao: 'emitirCertificado', motivo: null },
    ]);
    const link = `/consultar/vacinacao/${record.id}`;
    expect(await avisos('mv', link)).toEqual([
      { importancia: 'NORMAL', mensagem: `<p>Emitido o certificado ${cert?.numero}.</p>` },
    ]);
    expect(await avisos('sigsa', link)).toEqual([]);
  });

  it('a refused validation issues none: stale version (409), a role that may not (403)', async () => {
    const record = await submitted();
    expect((await validate(record, 'sigsa', record.version - 1)).statusCode).toBe(409);
    expect((await validate(record, 'mv')).statusCode).toBe(403);
    expect(await certificadosDe(record.id)).toEqual([]);
    expect((await auditOps(record.id)).map((r) => r.operacao)).not.toContain('emitirCertificado');
  });

  it('the record history names the certificate operations', async () => {
    const { record } = await certificadoValido();
    const res = await as('mv').get(`/api/vacinacoes/${record.id}/historico?role=ROLE_MV`);
    const ops = res
      .json<{ _embedded: { historico: { operacao: string }[] } }>()
      ._embedded.historico.map((h) => h.operacao);
    expect(ops.slice(-2)).toEqual(['validar', 'emitirCertificado']);
  });
});

describe('leaving a certifiable state', () => {
  // No vaccination operation leaves VALIDO (it is final): the step an operation takes is run here by hand, in a
  // transaction, as the operation runner runs it for a type whose certified state can be left.
  it('revokes the active certificate with the new state as reason, audited, the veterinarian told (ALTA)', async () => {
    const { record, cert } = await certificadoValido();
    const [sigsa] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM utilizadores WHERE username = 'sigsa'`,
    );
    const ctx = { userId: Number(sigsa?.id), username: 'sigsa', role: 'ROLE_SIGSA' as const, level: null };
    await t.handle.db.transaction(async (tx) => {
      const locked = await visibleRecord(tx, vacinacaoRecord, record.id, ctx, true);
      if (!locked) throw new Error('record not visible');
      expect(
        await certificarOperacao(tx, vacinacaoRecord, locked, 'INVALIDO', { ...ctx, level: undefined }, ctx),
      ).toBeNull();
    });
    const [revogado] = await certificadosDe(record.id);
    expect(revogado).toMatchObject({
      id: cert.id,
      estado: 'REVOGADO',
      motivo: 'O registo passou ao estado «Inválido».',
    });
    expect((await auditOps(record.id)).at(-1)).toEqual({
      operacao: 'revogarCertificado',
      motivo: 'O registo passou ao estado «Inválido».',
    });
    expect((await avisos('mv', `/consultar/vacinacao/${record.id}`)).at(-1)?.importancia).toBe('ALTA');
  });
});

describe('GET {entity}/{id}/certificados', () => {
  it('answers whoever sees the record; 404 to one who does not, 403 to a role without the area, 400 without a role', async () => {
    const { record, cert } = await certificadoValido();
    for (const username of ['sigsa', 'gestor', 'mv']) {
      const res = await certificados(record.id, username);
      expect(res.statusCode, username).toBe(200);
      expect(
        res.json<Lista>()._embedded.certificados.map((c) => c.id),
        username,
      ).toEqual([cert.id]);
    }
    expect((await certificados(record.id, 'mvmunicipal')).statusCode).toBe(404);
    expect((await certificados(record.id, 'lab')).statusCode).toBe(403);
    expect((await certificados(2_000_000_000)).statusCode).toBe(404);
    expect((await as('sigsa').get(`/api/vacinacoes/${record.id}/certificados`)).statusCode).toBe(400);
  });
});

describe('GET validarQR/{codigo}: the public check', () => {
  it('answers anyone, with exactly the public keys, never cached, indexed or referred', async () => {
    const { cert } = await certificadoValido();
    const res = await check(cert.codigo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual([...CHAVES_VERIFICACAO].sort());
    expect(body).toMatchObject({ numero: cert.numero, estado: 'VALIDO', campos: cert.campos });
    expect(JSON.stringify(body)).not.toContain(String(cert.codigo));
  });

  it('forgives case, hyphens, spaces and the letters read as digits', async () => {
    const { cert } = await certificadoValido();
    const escrito = codigoEmGrupos(cert.codigo).toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const res = await check(` ${escrito} `, '203.0.113.2');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ numero: string }>().numero).toBe(cert.numero);
  });

  it('one 404 body for an unknown, malformed or altered code, with the same headers', async () => {
    const { record, cert } = await certificadoValido();
    const other = cert.codigo[5] === 'A' ? 'B' : 'A';
    const tampered = [
      `${cert.codigo.slice(0, 5)}${other}${cert.codigo.slice(6)}`,
      cert.codigo.slice(0, -1),
      `${cert.codigo}0`,
      String(record.id),
      cert.numero,
      'Z'.repeat(COMPRIMENTO_CODIGO),
      '%00',
      'x'.repeat(100),
    ];
    const bodies = new Set<string>();
    for (const codigo of tampered) {
      const res = await check(codigo, '203.0.113.3');
      expect(res.statusCode, codigo).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] ?? '{}')).toMatchObject({ message: CERTIFICADO_NAO_ENCONTRADO_MESSAGE });
  });

  it('holds off an address over 30 checks a minute, another address not', async () => {
    const { cert } = await certificadoValido();
    for (let i = 0; i < 30; i++) expect((await check(cert.codigo, '198.51.100.7')).statusCode).toBe(200);
    const held = await check(cert.codigo, '198.51.100.7');
    expect(held.statusCode).toBe(429);
    expect(held.json<{ message: string }>().message).toBe(demasiadasVerificacoesMessage(1));
    expect(held.headers['cache-control']).toBe('no-store');
    expect((await check(cert.codigo, '198.51.100.8')).statusCode).toBe(200);
  });

  it('holds off an address after 20 unknown codes in 15 minutes, even for a real one', async () => {
    const { cert } = await certificadoValido();
    for (let i = 0; i < 20; i++) expect((await check(`AAAA${i}`, '198.51.100.9')).statusCode).toBe(404);
    const held = await check(cert.codigo, '198.51.100.9');
    expect(held.statusCode).toBe(429);
    expect(held.json<{ message: string }>().message).toBe(demasiadasVerificacoesMessage(15));
  });
});

describe('copies spotted: who checks a certificate (issue 18)', () => {
  const aviso = (numero: string) => ({ importancia: 'ALTA', mensagem: `<p>${avisoDeCopias(numero)}</p>` });

  it('the check that makes over 10 addresses in an hour tells ROLE_SIGSA (ALTA), once; an address counts once', async () => {
    const { record, cert } = await certificadoValido();
    const link = `/consultar/vacinacao/${record.id}`;
    for (let i = 1; i <= LIMITE_ENDERECOS_POR_HORA; i++)
      expect((await check(cert.codigo, `192.0.2.${i}`)).statusCode).toBe(200);
    expect((await check(cert.codigo, '192.0.2.1')).statusCode).toBe(200);
    expect(await avisos('sigsa', link)).toEqual([]);

    expect((await check(cert.codigo, '192.0.2.200')).statusCode).toBe(200);
    expect(await avisos('sigsa', link)).toEqual([aviso(cert.numero)]);
    expect((await check(cert.codigo, '192.0.2.201')).statusCode).toBe(200);
    expect(await avisos('sigsa', link)).toEqual([aviso(cert.numero)]);
    // The keepers are not the ones to watch the public's checks.
    expect(await avisos('mv', link)).not.toContainEqual(aviso(cert.numero));
  });

  it('ROLE_SIGSA sees the checks per certificate; other roles do not; addresses are never stored readable', async () => {
    const { record, cert } = await certificadoValido();
    for (const ip of ['198.18.0.1', '198.18.0.2', '198.18.0.1'])
      expect((await check(cert.codigo, ip)).statusCode).toBe(200);
    expect((await certificadosDe(record.id))[0]?.verificacoes).toEqual({
      total: 3,
      enderecos: 2,
      enderecosUltimaHora: 2,
    });
    const mv = (await certificados(record.id, 'mv')).json<Lista>()._embedded.certificados[0];
    expect(mv).toBeDefined();
    expect(mv).not.toHaveProperty('verificacoes');
    const stored = await queryRows<{ endereco: string }>(
      t.handle.db,
      sql`SELECT endereco FROM certificado_verificacoes WHERE certificado_id = ${cert.id}`,
    );
    expect(stored).toHaveLength(2);
    for (const { endereco } of stored) expect(endereco).not.toContain('198.18');
  });

  it('a check held off (429) or of an unknown code counts against no certificate', async () => {
    const { record, cert } = await certificadoValido();
    for (let i = 0; i < 30; i++) await check(cert.codigo, '198.18.1.1');
    expect((await check(cert.codigo, '198.18.1.1')).statusCode).toBe(429);
    expect((await check(`${cert.codigo.slice(0, -1)}0`, '198.18.1.2')).statusCode).toBe(404);
    expect((await certificadosDe(record.id))[0]?.verificacoes?.total).toBe(30);
  });
});

describe('revoke and reissue (ROLE_SIGSA)', () => {
  const revogar = (id: number, username: string, body: object) =>
    as(username).post(`/api/certificados/${id}/revogar?role=${roleOf(username)}`, body);
  const reemitir = (id: number, username: string) =>
    as(username).post(`/api/certificados/${id}/reemitir?role=${roleOf(username)}`, {});

  it('revokes with a reason: audited, the veterinarian told (ALTA), the public check red; then 409', async () => {
    const { record, cert } = await certificadoValido();
    expect((await revogar(cert.id, 'gestor', { motivo: 'Erro' })).statusCode).toBe(403);
    expect((await revogar(cert.id, 'mv', { motivo: 'Erro' })).statusCode).toBe(403);
    expect((await revogar(cert.id, 'mvmunicipal', { motivo: 'Erro' })).statusCode).toBe(404);
    expect((await revogar(cert.id, 'lab', { motivo: 'Erro' })).statusCode).toBe(404);
    for (const body of [{}, { motivo: '   ' }]) {
      const res = await revogar(cert.id, 'sigsa', body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(MOTIVO_REVOGACAO_MESSAGE);
    }
    expect((await check(cert.codigo, '203.0.113.4')).json<{ estado: string }>().estado).toBe('VALIDO');
    const res = await revogar(cert.id, 'sigsa', { motivo: 'Lote de vacina retirado' });
    expect(res.statusCode).toBe(200);
    expect(res.json<CertificadoAnswer>()).toMatchObject({
      estado: 'REVOGADO',
      motivo: 'Lote de vacina retirado',
    });
    expect((await check(cert.codigo, '203.0.113.4')).json()).toMatchObject({
      estado: 'REVOGADO',
      motivo: 'Lote de vacina retirado',
    });
    expect((await auditOps(record.id)).at(-1)).toEqual({
      operacao: 'revogarCertificado',
      motivo: 'Lote de vacina retirado',
    });
    expect((await avisos('mv', `/consultar/vacinacao/${record.id}`)).at(-1)).toEqual({
      importancia: 'ALTA',
      mensagem: `<p>Revogado o certificado ${cert.numero}: Lote de vacina retirado</p>`,
    });
    const again = await revogar(cert.id, 'sigsa', { motivo: 'Outra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(CERTIFICADO_INATIVO_MESSAGE);
    expect((await reemitir(cert.id, 'sigsa')).statusCode).toBe(409);
    expect((await revogar(2_000_000_000, 'sigsa', { motivo: 'x' })).statusCode).toBe(404);
  });

  it('reissues: the old one superseded, a new number and code, both listed', async () => {
    const { record, cert } = await certificadoValido();
    expect((await reemitir(cert.id, 'gestor')).statusCode).toBe(403);
    const res = await reemitir(cert.id, 'sigsa');
    expect(res.statusCode).toBe(200);
    const novo = res.json<CertificadoAnswer>();
    expect(novo).toMatchObject({ numero: `${record.numeroSerie}-2`, ordem: 2, estado: 'VALIDO' });
    expect(novo.codigo).not.toBe(cert.codigo);
    expect((await certificadosDe(record.id)).map((c) => [c.numero, c.estado])).toEqual([
      [`${record.numeroSerie}-2`, 'VALIDO'],
      [`${record.numeroSerie}-1`, 'SUBSTITUIDO'],
    ]);
    expect((await check(cert.codigo, '203.0.113.5')).json<{ estado: string }>().estado).toBe('SUBSTITUIDO');
    expect((await auditOps(record.id)).at(-1)).toEqual({
      operacao: 'reemitirCertificado',
      motivo: null,
    });
  });
});

describe('the PDF', () => {
  const pdfDe = (path: string, username: string) => as(username).get(`/api/${path}?role=${roleOf(username)}`);

  it('is rendered after the validation; its download is the file whose hash the public check shows', async () => {
    const { record, cert } = await certificadoValido();
    // Rendered off the request, with no one asking for it.
    await eventually(async () => {
      const [row] = await queryRows<{ hash: string | null }>(
        t.handle.db,
        sql`SELECT hash_pdf AS hash FROM certificados WHERE id = ${cert.id}`,
      );
      return row?.hash != null;
    });
    const hash = (await check(cert.codigo, '203.0.113.6')).json<{ hashPdf: string | null }>().hashPdf;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const path of [`certificados/${cert.id}/pdf`, `vacinacoes/${record.id}/pdf`]) {
      const res = await pdfDe(path, 'mv');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `certificado-${cert.numero.replace('/', '-')}.pdf`,
      );
      expect(sha256(res.rawPayload), path).toBe(hash);
    }
    const texto = await textoDoPdf((await pdfDe(`certificados/${cert.id}/pdf`, 'sigsa')).rawPayload);
    expect(texto).toContain('Certificado de vacinação');
    expect(texto).toContain(cert.numero);
    expect(texto).toContain(refs.marcaNorte);
    expect(texto.replace(/\s/g, '')).toContain(codigoEmGrupos(cert.codigo));
    expect(texto).not.toContain('RASCUNHO');
  });

  it("is signed with the deployment's key (PAdES): the signature covers the file the public check's hash names", async () => {
    const { cert } = await certificadoValido();
    const pdf = (await pdfDe(`certificados/${cert.id}/pdf`, 'sigsa')).rawPayload;
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    const { ByteRange, signedData } = extractSignature(pdf);
    expect((ByteRange[2] ?? 0) + (ByteRange[3] ?? 0)).toBe(pdf.length);
    const cms = lerCms(cmsDoPdf(pdf));
    const digest = cms.porOid.get(OID_MESSAGE_DIGEST)?.value as string;
    expect(Buffer.from(digest, 'binary').equals(sha256Bytes(signedData))).toBe(true);
    expect(crypto.verify('sha256', cms.assinados, chave.publica, cms.assinatura)).toBe(true);
    expect((await check(cert.codigo, '203.0.113.7')).json<{ hashPdf: string }>().hashPdf).toBe(sha256(pdf));
  });

  it('a draft is never signed: it has no validity to vouch for', async () => {
    const record = await submitted();
    const pdf = (await pdfDe(`vacinacoes/${record.id}/pdf`, 'mv')).rawPayload;
    expect(pdf.toString('latin1')).not.toContain('/Type /Sig');
  });

  it('a record without an active certificate prints a draft, rendered on request and never stored', async () => {
    const record = await submitted();
    const res = await pdfDe(`vacinacoes/${record.id}/pdf`, 'mv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('rascunho-');
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain('RASCUNHO');
    expect(texto).toContain('Rascunho — documento sem validade');
    expect(texto).toContain('Submetido');
    expect(texto).not.toMatch(/VAC\/\d{6}-\d/);
    expect(await certificadosDe(record.id)).toEqual([]);
  });

  it('404 to whoever cannot see the record, 403 to a role without the area', async () => {
    const { record, cert } = await certificadoValido();
    expect((await pdfDe(`certificados/${cert.id}/pdf`, 'mvmunicipal')).statusCode).toBe(404);
    expect((await pdfDe(`certificados/${cert.id}/pdf`, 'lab')).statusCode).toBe(404);
    expect((await pdfDe(`vacinacoes/${record.id}/pdf`, 'mvmunicipal')).statusCode).toBe(404);
    expect((await pdfDe(`vacinacoes/${record.id}/pdf`, 'lab')).statusCode).toBe(403);
    expect((await pdfDe('certificados/2000000000/pdf', 'sigsa')).statusCode).toBe(404);
    expect((await pdfDe('notificacoesSuspeitasDoencas/1/pdf', 'sigsa')).statusCode).toBe(404);
  });
});
