import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { userId, type TestApp, type TestClient } from '../../test/test-app.ts';

/** Ids of the seeded value lists and records a vaccination payload refers to. */
export interface VacinacaoRefs {
  /** A holding in a district of DSAVRN (the demo `svl`'s region) and one outside it. */
  marcaNorte: string;
  marcaSul: string;
  estrategia: number;
  zona: number;
  vacina: number;
  esquema: number;
  etapa: number;
  outraEtapa: number;
  especie: number;
  motivo: number;
  motivoOutro: number;
  users: Record<string, number>;
}

async function customType(t: TestApp, categoria: string, codigo: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`,
  );
  if (!row) throw new Error(`${categoria}/${codigo} em falta`);
  return Number(row.id);
}

async function marca(t: TestApp, inNorte: boolean): Promise<string> {
  const norte = sql`(SELECT dd.di FROM dsavrs_distritos dd JOIN dsavrs d ON d.id = dd.dsavr_id WHERE d.codigo = 'DSAVRN')`;
  const [row] = await queryRows<{ marca: string }>(
    t.handle.db,
    inNorte
      ? sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) IN ${norte} ORDER BY id LIMIT 1`
      : sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) NOT IN ${norte} ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error('exploração de demonstração em falta');
  return row.marca;
}

async function motivo(t: TestApp, codigo: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM tipos_motivos_devolucao WHERE tipo = 'VACINACAO_DEVOLVER' AND codigo = ${codigo}`,
  );
  if (!row) throw new Error(`motivo ${codigo} em falta`);
  return Number(row.id);
}

/** Reads the references every vaccination test needs from the seeded test database. */
export async function vacinacaoRefs(t: TestApp): Promise<VacinacaoRefs> {
  const users: Record<string, number> = {};
  for (const u of ['sigsa', 'gestor', 'svl', 'svr', 'lab', 'mv', 'mvmunicipal', 'transportador'])
    users[u] = await userId(t, u);
  const [especie] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`SELECT id FROM especies WHERE codigo = 'BOVINO'`,
  );
  if (!especie) throw new Error('espécie BOVINO em falta');
  return {
    marcaNorte: await marca(t, true),
    marcaSul: await marca(t, false),
    estrategia: await customType(t, 'ESTRATEGIA_VACINACAO', 'OBRIGATORIA'),
    zona: await customType(t, 'ZONA_VACINACAO', 'CONTINENTE'),
    vacina: await customType(t, 'VACINA_APLICADA', 'BTV4_INAT'),
    esquema: await customType(t, 'ESQUEMA_VACINACAO', 'DUAS_DOSES_3S'),
    etapa: await customType(t, 'ETAPA_VACINACAO', 'PRIMO_1'),
    outraEtapa: await customType(t, 'ETAPA_VACINACAO', 'PRIMO_2'),
    especie: Number(especie.id),
    motivo: await motivo(t, 'IDENTIFICACAO_ANIMAIS'),
    motivoOutro: await motivo(t, 'OUTRO'),
    users,
  };
}

/** A complete vaccination payload by `vet`, with `lines` individual lines and one group line. */
export function vacinacaoPayload(
  refs: VacinacaoRefs,
  vet: string,
  lines = 2,
  marcaKey: 'marcaNorte' | 'marcaSul' = 'marcaNorte',
) {
  return {
    exploracao: refs[marcaKey],
    medicoVeterinario: refs.users[vet],
    dataVacinacao: '2026-11-02',
    estrategiaVacinacao: refs.estrategia,
    zonaVacinacao: refs.zona,
    vacinaAplicada: refs.vacina,
    lotes: 'L-2026-118',
    dataValidade: '2027-06-30',
    especies: [refs.especie],
    observacoes: null,
    vacinasAplicadas: [
      ...Array.from({ length: lines }, (_, i) => ({
        tipo: 'INDIVIDUAL',
        identificacao: `PT${String(100000000 + i)}`,
        idade: 70,
        esquemaVacinacao: refs.esquema,
        etapaVacinacao: refs.etapa,
      })),
      {
        tipo: 'GRUPO',
        quantidadeAnimais: 12,
        idade: 30,
        esquemaVacinacao: refs.esquema,
        etapaVacinacao: refs.etapa,
      },
    ],
  };
}

/** A vaccination as the API answers it (the fields the tests read). */
export interface VacinacaoAnswer {
  id: number;
  version: number;
  estado: string;
  numeroSerie: string | null;
  lotes: string;
  quantidadeAnimais: number;
  vacinasAplicadas: {
    id: number;
    sequencia: number;
    tipo: string;
    identificacao: string | null;
    idade: number;
  }[];
  devolucoes: { id: number; descricao: string | null; motivo: { id: number; nome: string } }[];
  arquivado: boolean;
  permissoes: Record<string, boolean>;
  _links: Record<string, { href: string }>;
}

/** Creates a vaccination as `client` under `role`; fails unless 201. */
export async function createVacinacao(
  client: TestClient,
  role: string,
  body: object,
): Promise<VacinacaoAnswer> {
  const res = await client.post(`/api/vacinacoes/create?role=${role}&projection=full`, body);
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json<VacinacaoAnswer>();
}

/** The operations (who, which, body) that bring a new vaccination by `mv` to each state. */
const PATH_TO: Record<string, [string, string, object?][]> = {
  INICIAL: [],
  SUBMETIDO: [['mv', 'submeter']],
  DEVOLVIDO: [
    ['mv', 'submeter'],
    ['sigsa', 'devolver', { observacoes: 'Falta um brinco' }],
  ],
  SUBMETIDO_REANALISE: [
    ['mv', 'submeter'],
    ['sigsa', 'devolver', {}],
    ['mv', 'submeter'],
  ],
  VALIDO: [
    ['mv', 'submeter'],
    ['sigsa', 'validar'],
  ],
  INVALIDO: [
    ['mv', 'submeter'],
    ['sigsa', 'naoValidar'],
  ],
};

/**
 * A vaccination created by `mv` and brought to `estado` through the real operations (`sigsa` reviews; a return
 * takes `refs.motivo`). `as` gives each demo user's signed-in client.
 */
export async function vacinacaoInState(
  as: (username: 'mv' | 'sigsa') => TestClient,
  refs: VacinacaoRefs,
  estado: string,
): Promise<VacinacaoAnswer> {
  const roles = { mv: 'ROLE_MV', sigsa: 'ROLE_SIGSA' } as const;
  let current = await createVacinacao(as('mv'), roles.mv, vacinacaoPayload(refs, 'mv'));
  for (const [who, operation, body] of PATH_TO[estado] ?? []) {
    const user = who as 'mv' | 'sigsa';
    const payload = operation === 'devolver' ? { idMotivo: refs.motivo, ...body } : (body ?? {});
    const res = await as(user).post(
      `/api/vacinacoes/${current.id}/${operation}?role=${roles[user]}&projection=full`,
      payload,
    );
    if (res.statusCode !== 200) throw new Error(`${operation} answered ${res.statusCode}: ${res.body}`);
    current = res.json<VacinacaoAnswer>();
  }
  if (current.estado !== estado) throw new Error(`reached ${current.estado}, not ${estado}`);
  return current;
}
