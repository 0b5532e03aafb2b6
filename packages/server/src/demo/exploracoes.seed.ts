import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import type { ClassificacaoExploracao } from '../db/schema/exploracoes.ts';

// Demo holdings: made up, but shaped like real ones, and the same on every machine (seeded PRNG), so a second
// run (ON CONFLICT (marca) DO NOTHING) adds nothing and tests can rely on them.

/**
 * Pattern of the demo brands (marca): two letters, two digits, one letter, e.g. "AB12C". Real holding brands
 * are assigned by DGAV/SNIRA; this pattern only looks plausible and is not claimed to be the official one.
 */
export const DEMO_MARCA_PATTERN = /^[A-Z]{2}\d{2}[A-Z]$/;

const PRNG_SEED = 20251121;

// Share of holdings per region: mainland, Açores (di 41–49), Madeira (di 31–32).
const REGION_WEIGHTS = { continente: 85, acores: 10, madeira: 5 } as const;
type Regiao = keyof typeof REGION_WEIGHTS;

// Roughly how often each sanitary classification appears, officially free herds (A4/A5) being the most common.
const CLASSIFICACAO_WEIGHTS: Record<ClassificacaoExploracao, number> = {
  A1: 3,
  A2: 4,
  A2A: 3,
  A2NA: 2,
  A3: 10,
  A4: 30,
  A4S: 8,
  A5: 22,
  A5S: 6,
  SC: 12,
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVXZ';

const FIRST_NAMES = [
  'João',
  'José',
  'Manuel',
  'António',
  'Francisco',
  'Joaquim',
  'Carlos',
  'Luís',
  'Rui',
  'Domingos',
  'Maria',
  'Ana',
  'Rosa',
  'Fernanda',
  'Teresa',
  'Isabel',
  'Helena',
  'Albertina',
  'Conceição',
  'Lurdes',
];
const SURNAMES = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Oliveira',
  'Costa',
  'Rodrigues',
  'Martins',
  'Sousa',
  'Fernandes',
  'Gonçalves',
  'Gomes',
  'Lopes',
  'Marques',
  'Alves',
  'Almeida',
  'Ribeiro',
  'Pinto',
  'Carvalho',
  'Teixeira',
  'Moreira',
  'Correia',
  'Mendes',
  'Nunes',
  'Soares',
  'Vieira',
  'Monteiro',
  'Cardoso',
  'Rocha',
  'Raposo',
];
const PLACES: [string, string][] = [
  ['do', 'Vale'],
  ['da', 'Ribeira'],
  ['da', 'Fonte'],
  ['do', 'Outeiro'],
  ['do', 'Pinheiro'],
  ['do', 'Carvalhal'],
  ['do', 'Souto'],
  ['do', 'Azinhal'],
  ['do', 'Freixo'],
  ['do', 'Monte Novo'],
  ['do', 'Cabeço'],
  ['do', 'Lameiro'],
  ['da', 'Tapada'],
  ['da', 'Várzea'],
  ['da', 'Lagoa'],
  ['da', 'Boavista'],
  ['da', 'Serra'],
  ['da', 'Portela'],
  ['da', 'Eira'],
  ['da', 'Azenha'],
  ['dos', 'Moinhos'],
  ['dos', 'Olivais'],
  ['dos', 'Sobreiros'],
  ['dos', 'Castanheiros'],
  ['das', 'Pereiras'],
  ['das', 'Lajes'],
  ['das', 'Amoreiras'],
  ['dos', 'Chaparros'],
  ['da', 'Cruz'],
  ['do', 'Paul'],
];
// Farm words differ by region: herdades and montes in the Alentejo, pastagens in the islands.
const ESTATES: Record<Regiao | 'alentejo', string[]> = {
  continente: ['Quinta', 'Casal', 'Quinta', 'Sítio'],
  alentejo: ['Herdade', 'Monte', 'Herdade', 'Courela'],
  acores: ['Pastagem', 'Quinta', 'Cerrado'],
  madeira: ['Quinta', 'Sítio', 'Fazenda'],
};
const ALENTEJO_DISTRICTS = new Set(['02', '07', '12']);

/** mulberry32: a tiny, well-distributed 32-bit PRNG; enough for demo data, not for anything secret. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Lista vazia.');
  return item;
}

function weighted<K extends string>(random: () => number, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return pick(random, entries)[0];
}

/** A valid NIF: 8 digits starting with `first`, then the mod-11 check digit (weights 9..2). */
function nif(random: () => number, first: string): string {
  let body = first;
  while (body.length < 8) body += String(Math.floor(random() * 10));
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (9 - i), 0);
  const remainder = sum % 11;
  return body + String(remainder < 2 ? 0 : 11 - remainder);
}

function regionOf(dicofre: string): Regiao {
  const di = Number(dicofre.slice(0, 2));
  if (di >= 41) return 'acores';
  if (di >= 31) return 'madeira';
  return 'continente';
}

interface DemoHolding {
  marca: string;
  nif: string;
  nome: string;
  classificacao: ClassificacaoExploracao;
  freguesia: string;
  pointSeed: number;
}

function holder(random: () => number, freguesia: string): { nome: string; nif: string } {
  const region = regionOf(freguesia);
  const estates =
    region === 'continente' && ALENTEJO_DISTRICTS.has(freguesia.slice(0, 2))
      ? ESTATES.alentejo
      : ESTATES[region];
  const [de, place] = pick(random, PLACES);
  const surname = pick(random, SURNAMES);
  const kind = random();
  if (kind < 0.45)
    return { nome: `${pick(random, estates)} ${de} ${place}`, nif: nif(random, pick(random, ['1', '2'])) };
  if (kind < 0.75) {
    return {
      nome: `${pick(random, FIRST_NAMES)} ${pick(random, SURNAMES)} ${surname}`,
      nif: nif(random, pick(random, ['1', '2'])),
    };
  }
  const company = pick(random, [
    `Sociedade Agrícola ${de} ${place}, Lda.`,
    `Agropecuária ${surname}, Lda.`,
    `${surname} & Filhos, Lda.`,
    `${surname} – Explorações Pecuárias, Unipessoal Lda.`,
  ]);
  return { nome: company, nif: nif(random, '5') };
}

function demoHoldings(count: number, parishes: string[]): DemoHolding[] {
  const random = prng(PRNG_SEED);
  const byRegion: Record<Regiao, string[]> = { continente: [], acores: [], madeira: [] };
  for (const dicofre of parishes) byRegion[regionOf(dicofre)].push(dicofre);
  const weights: Record<Regiao, number> = { ...REGION_WEIGHTS };
  for (const region of Object.keys(weights) as Regiao[])
    if (byRegion[region].length === 0) weights[region] = 0;

  const marcas = new Set<string>();
  const holdings: DemoHolding[] = [];
  while (holdings.length < count) {
    const marca =
      pick(random, [...LETTERS]) +
      pick(random, [...LETTERS]) +
      String(Math.floor(random() * 100)).padStart(2, '0') +
      pick(random, [...LETTERS]);
    if (marcas.has(marca)) continue;
    marcas.add(marca);
    const freguesia = pick(random, byRegion[weighted(random, weights)]);
    holdings.push({
      marca,
      ...holder(random, freguesia),
      classificacao: weighted(random, CLASSIFICACAO_WEIGHTS),
      freguesia,
      // ST_GeneratePoints wants a positive seed.
      pointSeed: 1 + Math.floor(random() * 2_000_000_000),
    });
  }
  return holdings;
}

/**
 * Seeds `count` demo holdings over real mainland and island parishes, each located at a random point inside its
 * parish polygon (ST_GeneratePoints with a fixed seed), or inside its municipality where the parish has no polygon
 * (Madeira). Deterministic and idempotent; returns how many were inserted (0 when no parishes are seeded).
 */
export async function seedDemoExploracoes(db: Database, count = 300): Promise<number> {
  const parishes = await queryRows<{ dicofre: string }>(
    db,
    sql`SELECT dicofre FROM freguesias ORDER BY dicofre`,
  );
  if (parishes.length === 0 || count <= 0) return 0;
  const holdings = demoHoldings(
    count,
    parishes.map((p) => p.dicofre),
  );

  // One JSON parameter for the 300 holdings (2,100 bound values otherwise).
  const payload = JSON.stringify(
    holdings.map((h, ord) => ({
      ord,
      marca: h.marca,
      nif: h.nif,
      nome: h.nome,
      classificacao: h.classificacao,
      freguesia: h.freguesia,
      seed: h.pointSeed,
    })),
  );
  const inserted = await db.transaction((tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO exploracoes (marca, nif, nome, classificacao, freguesia, localizacao)
          SELECT v.marca, v.nif, v.nome, v.classificacao, v.freguesia,
                 CASE WHEN ST_Contains(a.area, p.pt) THEN p.pt ELSE ST_PointOnSurface(a.area) END
          FROM json_to_recordset(${payload}::json)
               AS v(ord int, marca text, nif text, nome text, classificacao text, freguesia text, seed int)
          JOIN freguesias f ON f.dicofre = v.freguesia
          JOIN concelhos c ON c.dico = f.dico
          CROSS JOIN LATERAL (SELECT COALESCE(f.geom, c.geom) AS area) a
          CROSS JOIN LATERAL (SELECT ST_GeometryN(ST_GeneratePoints(a.area, 1, v.seed), 1) AS pt) p
          -- Ids follow the generated order, so the demo data is the same on every machine.
          ORDER BY v.ord
          ON CONFLICT (marca) DO NOTHING
          RETURNING id`,
    ),
  );
  return inserted.length;
}
