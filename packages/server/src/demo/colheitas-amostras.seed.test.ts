import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../test/test-db.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  // The test template is seeded with the demo datasets, collections included.
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe('demo domestic collections', () => {
  it('a draft from the vet’s exam, one awaiting INIAV’s reception, one with analyses awaiting validation', async () => {
    const rows = await queryRows<{
      estado: string;
      amostras: number;
      resultados: number;
      vazios: number;
      audit: number;
    }>(
      handle.db,
      sql`SELECT c.estado,
                 (SELECT count(*) FROM cam_amostras a WHERE a.colheita_id = c.id)::int AS amostras,
                 (SELECT count(*) FROM cam_resultados r WHERE r.colheita_id = c.id)::int AS resultados,
                 (SELECT count(*) FROM cam_resultados r WHERE r.colheita_id = c.id AND r.lista_valor_id IS NULL)::int
                   AS vazios,
                 (SELECT count(*) FROM registos_auditoria a
                   WHERE a.entidade = 'controlosLaboratoriaisColheitasAmostras' AND a.registo_id = c.id)::int AS audit
            FROM colheitas_amostras c ORDER BY c.id`,
    );
    expect(rows).toEqual([
      { estado: 'INICIAL', amostras: 3, resultados: 0, vazios: 0, audit: 1 },
      { estado: 'SUBMETIDO', amostras: 3, resultados: 0, vazios: 0, audit: 2 },
      { estado: 'EM_VALIDACAO', amostras: 3, resultados: 3, vazios: 0, audit: 5 },
    ]);
  });
});

describe('demo wild collections', () => {
  it('one awaiting INIAV’s reception, one validated with its results, both from the regional service’s exam', async () => {
    const rows = await queryRows<{
      estado: string;
      amostras: number;
      resultados: number;
      vazios: number;
      audit: number;
      exame: boolean;
      fatura: boolean;
    }>(
      handle.db,
      sql`SELECT c.estado,
                 (SELECT count(*) FROM cas_amostras a WHERE a.colheita_id = c.id)::int AS amostras,
                 (SELECT count(*) FROM cas_resultados r WHERE r.colheita_id = c.id)::int AS resultados,
                 (SELECT count(*) FROM cas_resultados r WHERE r.colheita_id = c.id AND r.lista_valor_id IS NULL)::int
                   AS vazios,
                 (SELECT count(*) FROM registos_auditoria a
                   WHERE a.entidade = 'controlosLaboratoriaisColheitasAnimaisSelvagens' AND a.registo_id = c.id)::int
                   AS audit,
                 EXISTS (SELECT 1 FROM cas_exames e WHERE e.colheita_id = c.id) AS exame,
                 EXISTS (SELECT 1 FROM cas_faturas f WHERE f.colheita_id = c.id) AS fatura
            FROM colheitas_animais_selvagens c ORDER BY c.id`,
    );
    expect(rows).toEqual([
      { estado: 'SUBMETIDO', amostras: 3, resultados: 0, vazios: 0, audit: 2, exame: true, fatura: true },
      { estado: 'VALIDO', amostras: 3, resultados: 3, vazios: 0, audit: 6, exame: true, fatura: true },
    ]);
  });
});
