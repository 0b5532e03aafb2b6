import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADIS_COLUMNS } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.adis';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  notificacaoInState,
  notificacaoRefs,
  type NotificacaoAnswer,
  type NotificacaoRefs,
} from './notificacao.fixtures.ts';

let t: TestApp;
let refs: NotificacaoRefs;
const users = new DemoUsers(['sigsa', 'gestor', 'svl', 'lab', 'mv']);
const { as } = users;
const URL = '/api/notificacoesSuspeitasDoencas/export/adis';

let validated: NotificacaoAnswer;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await notificacaoRefs(t);
  // A production notification (LA and PSA suspected, LA confirmed) validated as a primary outbreak.
  validated = await notificacaoInState((u) => as(u), refs, 'VALIDO');
  await notificacaoInState((u) => as(u), refs, 'INVALIDO');
});

afterAll(async () => {
  await t.close();
});

/** The CSV's lines as cells (no quoted commas in these rows). */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('ADIS export (issue 12)', () => {
  it('a row per validated Confirmado notification × confirmed disease × species, with the outbreak fields', async () => {
    const res = await as('sigsa').get(`${URL}?role=ROLE_SIGSA&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="notificacoes-adis-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual(ADIS_COLUMNS.map((c) => c.label));
    const column = (key: string) => ADIS_COLUMNS.findIndex((c) => c.key === key);
    const ours = rows.filter((r) => r[column('referencia')] === validated.numeroSerie);
    expect(ours).toHaveLength(1);
    const row = ours[0] ?? [];
    const today = new Date().toISOString().slice(0, 8);
    expect({
      doenca: row[column('doencaCodigo')],
      ordem: row[column('ordemFoco')],
      suspeita: row[column('dataSuspeita')],
      sinais: row[column('dataInicioSinais')],
      confirmacao: row[column('dataConfirmacao')]?.slice(0, 8),
      unidade: row[column('unidade')],
      tipo: row[column('tipoUnidade')],
      especie: row[column('especieCodigo')],
      suscetiveis: row[column('suscetiveis')],
      casos: row[column('casos')],
      mortos: row[column('mortos')],
    }).toEqual({
      doenca: 'LA',
      ordem: 'Primário',
      suspeita: '2026-11-10',
      sinais: '2026-11-08',
      confirmacao: today,
      unidade: refs.exploracoes.norte.marca,
      tipo: 'Exploração',
      especie: 'OVINO',
      suscetiveis: '120',
      casos: '15',
      mortos: '5',
    });
    expect(Number(row[column('latitude')])).toBeCloseTo(refs.exploracoes.norte.ponto.latitude, 6);
    expect(row[column('freguesiaCodigo')]).toMatch(/^03/);
    // The demo's captive-wild outbreak is there too; refused and unconcluded ones are not.
    expect(rows.some((r) => r[column('tipoUnidade')] === 'Fauna selvagem em cativeiro')).toBe(true);
    expect(rows.every((r) => r[column('ordemFoco')] !== '')).toBe(true);
  });

  it('the list filters apply; xlsx is the same rows in a workbook', async () => {
    const filter = encodeURIComponent(JSON.stringify({ value: [refs.doencas.GAAP] }));
    const filtered = csvRows((await as('gestor').get(`${URL}?role=ROLE_MANAGER&doencas=${filter}`)).body);
    expect(filtered.slice(1).map((r) => r[1])).toEqual(['GAAP']);
    const xlsx = await as('sigsa').get(`${URL}?role=ROLE_SIGSA&format=xlsx&doencas=${filter}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('ADIS');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Referência do foco');
    expect(sheet?.getRow(2).getCell(2).value).toBe('GAAP');
    expect(sheet?.rowCount).toBe(2);
    // The same row as the CSV's; its days are dates in the workbook (ISO text in the CSV).
    const csv = filtered[1] ?? [];
    const dia = ADIS_COLUMNS.findIndex((c) => c.key === 'dataSuspeita');
    const cell = sheet?.getRow(2).getCell(dia + 1);
    expect(cell?.numFmt).toBe('dd/mm/yyyy');
    expect(cell?.value).toEqual(new Date(`${csv[dia]}T00:00:00Z`));
    expect(sheet?.getRow(2).getCell(1).value).toBe(csv[0]);
  });

  it('ROLE_SIGSA and ROLE_MANAGER only; an unknown format or filter answers 400', async () => {
    for (const [username, status] of [
      ['mv', 403],
      ['svl', 403],
      ['lab', 403],
    ] as const)
      expect((await as(username).get(`${URL}?role=${roleOf(username)}`)).statusCode, username).toBe(status);
    expect((await as('sigsa').get(`${URL}?role=ROLE_SIGSA&format=pdf`)).statusCode).toBe(400);
    expect((await as('sigsa').get(`${URL}?role=ROLE_SIGSA&naoExiste=1`)).statusCode).toBe(400);
  });
});
