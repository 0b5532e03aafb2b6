import { sql } from 'drizzle-orm';
import { nifCheckDigit } from '@sigsa/domain/validation/nif';
import { queryRows, type Database } from '../db/client.ts';

/** A demo infrastructure: fictitious names and numbers, a plausible place. */
interface DemoInfraestrutura {
  nomeEstabelecimento: string;
  nomeOperador: string;
  /** The first eight digits of the operator's NIF; the check digit is computed. */
  nif: string;
  numero: string;
  /** Code of its kind (`tipos_infraestruturas`). */
  tipo: string;
  latitude: number;
  longitude: number;
}

/** Demo infrastructures across the mainland and the islands (names are invented, not real establishments). */
export const DEMO_INFRAESTRUTURAS: readonly DemoInfraestrutura[] = [
  {
    nomeEstabelecimento: 'Parque Zoológico do Tejo',
    nomeOperador: 'Tejo Fauna, S.A.',
    nif: '50812345',
    numero: 'PZ-0001',
    tipo: 'PARQUE_ZOOLOGICO',
    latitude: 38.7436,
    longitude: -9.17,
  },
  {
    nomeEstabelecimento: 'Zoo das Camélias',
    nomeOperador: 'Camélias Parques, Lda.',
    nif: '50923456',
    numero: 'PZ-0002',
    tipo: 'PARQUE_ZOOLOGICO',
    latitude: 41.2357,
    longitude: -8.628,
  },
  {
    nomeEstabelecimento: 'Aquário Atlântico',
    nomeOperador: 'Oceanos Vivos, S.A.',
    nif: '50734567',
    numero: 'AQ-0001',
    tipo: 'AQUARIO',
    latitude: 38.7635,
    longitude: -9.0937,
  },
  {
    nomeEstabelecimento: 'Centro de Recuperação de Fauna da Ria',
    nomeOperador: 'Associação Ria Viva',
    nif: '50645678',
    numero: 'CRAS-0001',
    tipo: 'CENTRO_RECUPERACAO',
    latitude: 37.026,
    longitude: -7.812,
  },
  {
    nomeEstabelecimento: 'Centro de Recuperação de Fauna da Beira',
    nomeOperador: 'Município de Castelo Branco',
    nif: '50656789',
    numero: 'CRAS-0002',
    tipo: 'CENTRO_RECUPERACAO',
    latitude: 39.8222,
    longitude: -7.4931,
  },
  {
    nomeEstabelecimento: 'Tapada da Serra Grande',
    nomeOperador: 'Serra Grande Cinegética, Lda.',
    nif: '51067890',
    numero: 'CC-0001',
    tipo: 'CERCADO_CACA',
    latitude: 38.9601,
    longitude: -9.31,
  },
  {
    nomeEstabelecimento: 'Herdade da Perdiz Vermelha',
    nomeOperador: 'Perdiz Vermelha Produção Cinegética, Lda.',
    nif: '51078901',
    numero: 'PC-0001',
    tipo: 'CENTRO_PRODUCAO_CINEGETICA',
    latitude: 38.57,
    longitude: -7.91,
  },
  {
    nomeEstabelecimento: 'Parque Safari do Litoral Alentejano',
    nomeOperador: 'Safari Litoral, S.A.',
    nif: '51089012',
    numero: 'PZ-0003',
    tipo: 'PARQUE_ZOOLOGICO',
    latitude: 38.0217,
    longitude: -8.7167,
  },
  {
    nomeEstabelecimento: 'Parque Ecológico da Laurissilva',
    nomeOperador: 'Laurissilva Natureza, Lda.',
    nif: '51190123',
    numero: 'PZ-0004',
    tipo: 'PARQUE_ZOOLOGICO',
    latitude: 32.71,
    longitude: -16.896,
  },
  {
    nomeEstabelecimento: 'Centro de Fauna dos Açores',
    nomeOperador: 'Associação Fauna Insular',
    nif: '51101234',
    numero: 'CRAS-0003',
    tipo: 'CENTRO_RECUPERACAO',
    latitude: 37.7412,
    longitude: -25.6756,
  },
];

/**
 * The demo infrastructures, each with the parish under its point (none in Madeira, whose parishes have no
 * polygon); one statement. Runs once (the caller records it in seed_runs); returns how many were added.
 */
export async function seedDemoInfraestruturas(db: Database): Promise<number> {
  const rows = DEMO_INFRAESTRUTURAS.map((i) => ({
    ...i,
    nif: `${i.nif}${nifCheckDigit(i.nif)}`,
  }));
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`
    INSERT INTO infraestruturas (nome_estabelecimento, nome_operador, nif_operador, numero, tipo_id, localizacao,
                                 freguesia, created_by, updated_by)
    SELECT v."nomeEstabelecimento", v."nomeOperador", v.nif, v.numero,
           (SELECT t.id FROM tipos_infraestruturas t WHERE t.codigo = v.tipo),
           ST_SetSRID(ST_MakePoint(v.longitude, v.latitude), 4326),
           (SELECT f.dicofre FROM freguesias f
             WHERE ST_Contains(f.geom, ST_SetSRID(ST_MakePoint(v.longitude, v.latitude), 4326)) LIMIT 1),
           'sistema', 'sistema'
      FROM json_to_recordset(${JSON.stringify(rows)}::json)
        AS v("nomeEstabelecimento" text, "nomeOperador" text, nif text, numero text, tipo text,
             latitude float8, longitude float8)
    ON CONFLICT (numero) DO NOTHING
    RETURNING id`,
  );
  return inserted.length;
}
