import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

// Demo hunting zones (issue 14): ICNF's registry is not among the reference files, so the demo invents a few,
// named as such, for wild exams and collections to pick.

/** Adds the demo hunting zones; answers how many. */
export async function seedDemoZonasCacas(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO zonas_cacas (codigo, nome) VALUES
          ('9001', 'Zona de Caça Associativa da Serra Alta (demonstração)'),
          ('9002', 'Zona de Caça Municipal do Vale do Sabor (demonstração)'),
          ('9003', 'Zona de Caça Turística da Herdade das Azinheiras (demonstração)'),
          ('9004', 'Zona de Caça Nacional da Serra da Malcata (demonstração)')
        ON CONFLICT (codigo) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}
