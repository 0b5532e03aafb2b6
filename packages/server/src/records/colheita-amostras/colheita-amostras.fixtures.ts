import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { roleOf } from '../../test/demo-users.ts';
import { userId, type TestApp, type TestClient } from '../../test/test-app.ts';

/** Ids of the seeded references a domestic collection body names, read from the test database. */
export interface ColheitaRefs {
  users: Record<string, number>;
  /** A holding in Braga (DSAVRN: the demo `svl`). */
  marca: string;
  bovino: number;
  ovino: number;
  /** A bovine sub-category, and one of sheep (another species). */
  subCategoria: number;
  subCategoriaOvina: number;
  tipoControlo: number;
  tipoControloEntomologico: number;
  doencas: Record<'BRUC' | 'TB', number>;
  ensaios: Record<'BR_RB' | 'BR_FC' | 'TB_CULTURA' | 'TB_ESPOLIGOTIPAGEM' | 'TB_IFNG', number>;
  matrizes: Record<'SORO' | 'GANGLIO' | 'SANGUE_HEPARINA', number>;
  /** List values by `TIPO.nome`. */
  valores: Record<string, number>;
  motivos: Record<'REANALISE' | 'RESUBMISSAO', number>;
}

async function one(t: TestApp, query: ReturnType<typeof sql>, what: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.handle.db, query);
  if (!row) throw new Error(`${what} em falta`);
  return Number(row.id);
}

/** Reads the references every collection test needs. */
export async function colheitaRefs(t: TestApp): Promise<ColheitaRefs> {
  const users: Record<string, number> = {};
  for (const u of ['sigsa', 'gestor', 'svl', 'svr', 'lab', 'mv', 'mvmunicipal'])
    users[u] = await userId(t, u);
  const code = (table: string, codigo: string) =>
    one(t, sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`, `${table} ${codigo}`);
  const [holding] = await queryRows<{ marca: string }>(
    t.handle.db,
    sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
  );
  if (!holding) throw new Error('exploração de Braga em falta');
  const subCategoria = (categoria: string) =>
    one(
      t,
      sql`SELECT min(s.id) AS id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
           WHERE c.codigo = ${categoria}`,
      `subcategoria de ${categoria}`,
    );
  const valores: Record<string, number> = {};
  const rows = await queryRows<{ id: number; tipo: string; nome: string }>(
    t.handle.db,
    sql`SELECT v.id, t.codigo AS tipo, v.nome FROM lista_valores v JOIN tipos_resultados t ON t.id = v.tipo_resultado_id`,
  );
  for (const row of rows) valores[`${row.tipo}.${row.nome}`] = Number(row.id);
  const motivo = (tipo: string) =>
    one(t, sql`SELECT min(id) AS id FROM tipos_motivos_devolucao WHERE tipo = ${tipo}`, tipo);
  return {
    users,
    marca: holding.marca,
    bovino: await code('especies', 'BOVINO'),
    ovino: await code('especies', 'OVINO'),
    subCategoria: await subCategoria('BOVINOS'),
    subCategoriaOvina: await subCategoria('OVINOS'),
    tipoControlo: await code('tipos_controlo', 'RASTREIO'),
    tipoControloEntomologico: await code('tipos_controlo', 'VIG_ENTOMOLOGICA'),
    doencas: { BRUC: await code('doencas', 'BRUC'), TB: await code('doencas', 'TB') },
    ensaios: {
      BR_RB: await code('ensaios_laboratoriais', 'BR_RB'),
      BR_FC: await code('ensaios_laboratoriais', 'BR_FC'),
      TB_CULTURA: await code('ensaios_laboratoriais', 'TB_CULTURA'),
      TB_ESPOLIGOTIPAGEM: await code('ensaios_laboratoriais', 'TB_ESPOLIGOTIPAGEM'),
      TB_IFNG: await code('ensaios_laboratoriais', 'TB_IFNG'),
    },
    matrizes: {
      SORO: await code('matrizes_amostras', 'SORO'),
      GANGLIO: await code('matrizes_amostras', 'GANGLIO'),
      SANGUE_HEPARINA: await code('matrizes_amostras', 'SANGUE_HEPARINA'),
    },
    valores,
    motivos: {
      REANALISE: await motivo('CONTROLO_AMOSTRA_DEVOLVER_REANALISE'),
      RESUBMISSAO: await motivo('CONTROLO_AMOSTRA_DEVOLVER_RESUBMISSAO'),
    },
  };
}

/**
 * A complete domestic collection of the Braga holding by the vet `vet`, addressed to INIAV: brucellosis (Rosa
 * Bengala, complement fixation) and tuberculosis (culture) assays; two individual serum samples and one group
 * lymph-node sample — four results once received.
 */
export function colheitaPayload(refs: ColheitaRefs, vet = 'mv'): Record<string, unknown> {
  const { ensaios, doencas, matrizes } = refs;
  return {
    exploracao: refs.marca,
    responsavelColheita: refs.users[vet],
    especies: [refs.bovino],
    tipoControlo: refs.tipoControlo,
    data: '2026-11-20',
    laboratorioDiagnostico: 'INIAV',
    observacoes: 'Colheita de rastreio.',
    ensaios: [
      { doenca: doencas.BRUC, ensaioLaboratorial: ensaios.BR_RB },
      { doenca: doencas.BRUC, ensaioLaboratorial: ensaios.BR_FC },
      { doenca: doencas.TB, ensaioLaboratorial: ensaios.TB_CULTURA },
    ],
    amostras: [
      {
        tipoAmostra: 'INDIVIDUAL',
        identificacaoAnimal: 'PT 123456789',
        matriz: matrizes.SORO,
        ensaios: [ensaios.BR_RB, ensaios.BR_FC],
        subCategoriaAnimal: refs.subCategoria,
      },
      {
        tipoAmostra: 'INDIVIDUAL',
        identificacaoAnimal: 'PT 987654321',
        matriz: matrizes.SORO,
        ensaios: [ensaios.BR_RB],
        subCategoriaAnimal: refs.subCategoria,
      },
      {
        tipoAmostra: 'GRUPO',
        quantidadeAnimais: 5,
        matriz: matrizes.GANGLIO,
        ensaios: [ensaios.TB_CULTURA],
        subCategoriaAnimal: refs.subCategoria,
      },
    ],
  };
}

export const COLHEITAS_BASE = '/api/controlosLaboratoriaisColheitasAmostras';

/** A collection as the API answers it (projection full), as far as the tests read it. */
export interface Colheita {
  id: number;
  version: number;
  estado: string;
  numeroSerie: string | null;
  codigoInternoLaboratorio: string | null;
  amostras: { id: number; sequencia: string; tipoAmostra: string; ensaios: number[] }[];
  resultados: {
    id: number;
    amostra: { id: number; sequencia: string };
    ensaio: { id: number; codigo: string };
    tipoResultado: { id: number; tipoValor: string };
    valor: string | null;
    listaValores: { id: number; nome: string } | null;
    ensaioTipificacao: { id: number } | null;
    resultadoTipificacao: string | null;
  }[];
  devolucoes: { motivo: { id: number } | null; descricao: string | null }[];
  permissoes: Record<string, boolean>;
  [key: string]: unknown;
}

type As = (username: string) => TestClient;

/** `POST {record}/{operation}` as `username` (under the demo user's role). */
export function operateColheita(as: As, username: string, id: number, operation: string, body: object = {}) {
  return as(username).post(
    `${COLHEITAS_BASE}/${id}/${operation}?role=${roleOf(username)}&projection=full`,
    body,
  );
}

/** An operation that must succeed: the record it answers. */
export async function stepColheita(
  as: As,
  username: string,
  id: number,
  operation: string,
  body: object = {},
): Promise<Colheita> {
  const res = await operateColheita(as, username, id, operation, body);
  if (res.statusCode !== 200) throw new Error(`${operation} answered ${res.statusCode}: ${res.body}`);
  return res.json<Colheita>();
}

/** `PATCH {record}/guardarResultados` as `username`. */
export function guardarResultados(as: As, username: string, id: number, body: object) {
  return as(username).patch(
    `${COLHEITAS_BASE}/${id}/guardarResultados?role=${roleOf(username)}&projection=full`,
    body,
  );
}

/** Every result of `colheita` filled with a valid value (the culture's positive typed by spoligotyping). */
export function resultadosPreenchidos(refs: ColheitaRefs, colheita: Colheita): Record<string, unknown>[] {
  return colheita.resultados.map((r) => {
    const base = { id: r.id, amostra: r.amostra.id, ensaio: r.ensaio.id };
    switch (r.ensaio.codigo) {
      case 'BR_RB':
        return { ...base, listaValores: refs.valores['POS_NEG.Negativo'] };
      case 'BR_FC':
        return { ...base, valor: '12' };
      default:
        return {
          ...base,
          listaValores: refs.valores['ISOLADO.Isolado'],
          ensaioTipificacao: refs.ensaios.TB_ESPOLIGOTIPAGEM,
          resultadoTipificacao: 'SB0121',
        };
    }
  });
}

/**
 * A collection by mv (its creator and responsible vet) on the northern holding, addressed to INIAV (the demo
 * `lab`), brought to `estado` through the real calls.
 */
export async function colheitaInState(as: As, refs: ColheitaRefs, estado: string): Promise<Colheita> {
  const created = await as('mv').post(
    `${COLHEITAS_BASE}/create?role=ROLE_MV&projection=full`,
    colheitaPayload(refs),
  );
  if (created.statusCode !== 201) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const colheita = created.json<Colheita>();
  if (estado === 'INICIAL') return colheita;
  const submetido = await stepColheita(as, 'mv', colheita.id, 'submeter');
  if (estado === 'SUBMETIDO') return submetido;
  if (estado === 'DEVOLVIDO')
    return stepColheita(as, 'lab', colheita.id, 'devolverParaReSubmissao', {
      idMotivo: refs.motivos.RESUBMISSAO,
    });
  const recebida = await stepColheita(as, 'lab', colheita.id, 'rececionar');
  if (estado === 'EM_ANALISE') return recebida;
  const filled = await guardarResultados(as, 'lab', colheita.id, {
    codigoInternoLaboratorio: 'INIAV-2026-001',
    resultados: resultadosPreenchidos(refs, recebida),
  });
  if (filled.statusCode !== 200)
    throw new Error(`guardarResultados answered ${filled.statusCode}: ${filled.body}`);
  const emValidacao = await stepColheita(as, 'lab', colheita.id, 'submeterAnalise');
  switch (estado) {
    case 'EM_VALIDACAO':
      return emValidacao;
    case 'SUBMETIDO_REANALISE':
      return stepColheita(as, 'sigsa', colheita.id, 'devolverParaReAnalise', {
        idMotivo: refs.motivos.REANALISE,
      });
    case 'VALIDO':
      return stepColheita(as, 'sigsa', colheita.id, 'validar');
    case 'INVALIDO':
      return stepColheita(as, 'sigsa', colheita.id, 'invalidar');
    default:
      throw new Error(`estado ${estado}`);
  }
}

/**
 * A second laboratory user, `lab2`, of INIAV Vairão (with the demo password): another laboratory, to whom INIAV's
 * collections are invisible.
 */
export async function addLab2(t: TestApp): Promise<void> {
  await t.handle.db.execute(sql`
    INSERT INTO utilizadores (username, password_hash, nome, email, laboratorio_id, enabled, palavra_passe_temporaria)
    SELECT 'lab2', u.password_hash, 'Laboratório de Vairão', 'lab2@sigsa.test',
           (SELECT id FROM laboratorios WHERE codigo = 'INIAV_VAIRAO'), true, false
      FROM utilizadores u WHERE u.username = 'lab'
    ON CONFLICT DO NOTHING`);
  await t.handle.db.execute(sql`
    INSERT INTO utilizador_roles (utilizador_id, role)
    SELECT id, 'ROLE_LAB' FROM utilizadores WHERE username = 'lab2' ON CONFLICT DO NOTHING`);
}
