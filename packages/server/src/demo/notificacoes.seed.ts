import { sql } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import { notificacaoSchema } from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.schema';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import { writeAudit } from '../platform/records/audit.ts';
import { insertDevolucao } from '../platform/records/devolucoes.ts';
import { allocateNumeroSerie, chooseSerie } from '../platform/records/numbering.ts';
import {
  insertNotificacao,
  resolveNotificacao,
  updateNotificacao,
} from '../records/notificacao-suspeita-doenca/notificacao.repository.ts';
import { seesAll } from '../platform/records/record-store.ts';
import { demoId } from './demo-refs.ts';

const ENTIDADE = 'notificacoesSuspeitasDoencas';

/** The reference ids the demo bodies use, by a short name. */
type Refs = Record<string, number>;

/** One demo notification: who creates it, its body (from the reference ids), and what happened to it after. */
interface DemoNotificacao {
  /** A name later demos use for its id (e.g. a secondary outbreak naming its primary). */
  key?: string;
  by: string;
  role: Role;
  body(refs: Refs, places: Places): Record<string, unknown>;
  steps: readonly Step[];
}

type Step =
  | { op: 'submeter' | 'validar' | 'naoValidar' | 'devolver'; by: string; role: Role; to: string }
  | { op: 'concluir'; by: string; role: Role; conclusao: (refs: Refs) => Record<string, unknown> };

interface Places {
  marca: string;
  exploracao: { latitude: number; longitude: number };
}

const SUBMIT = (by: string, role: Role) => ({ op: 'submeter', by, role, to: 'SUBMETIDO' }) as const;
const VALIDATE = { op: 'validar', by: 'sigsa', role: 'ROLE_SIGSA', to: 'VALIDO' } as const;
const RETURN = { op: 'devolver', by: 'sigsa', role: 'ROLE_SIGSA', to: 'DEVOLVIDO' } as const;
const REFUSE = { op: 'naoValidar', by: 'gestor', role: 'ROLE_MANAGER', to: 'INVALIDO' } as const;
/** The authority's review save of a conclusion (the record stays in its state). */
const CONCLUDE = (conclusao: (refs: Refs) => Record<string, unknown>): Step => ({
  op: 'concluir',
  by: 'sigsa',
  role: 'ROLE_SIGSA',
  conclusao,
});

/** Avian influenza in a captive-wild infrastructure: the demo's primary outbreak, and its secondary's picture. */
function gripeAviariaEmCativeiro(r: Refs): Record<string, unknown> {
  return {
    tipoAnimal: 'SEL_CATIVEIRO',
    infraestrutura: r.INFRAESTRUTURA,
    localizacao: { latitude: 38.7436, longitude: -9.17 },
    dataObservacao: '2026-10-28',
    dataInicioSinaisClinicos: '2026-10-27',
    doencas: [r.GAAP],
    realizadoTesteLaboratorial: true,
    dataTesteLaboratorial: '2026-10-31',
    observacoesClinicasIndividuais: [
      {
        subCategoriaAnimal: r.FEMEAS_ADULTAS,
        identificacao: 'Ave 7',
        febre: false,
        sinaisClinicos: [r.MORTE_SUBITA],
        necropsiado: true,
        lesoes: [r.HEMORRAGIAS_SEROSAS],
      },
    ],
  };
}

/** Five animal types across the states, mostly by the demo veterinarian `mv`; a primary outbreak with a secondary. */
const DEMO: readonly DemoNotificacao[] = [
  {
    by: 'mv',
    role: 'ROLE_MV',
    body: (r, p) => ({
      tipoAnimal: 'DOM_PRODUCAO',
      exploracao: p.marca,
      localizacao: p.exploracao,
      dataObservacao: '2026-11-10',
      dataInicioSinaisClinicos: '2026-11-07',
      doencas: [r.LA],
      realizadoTesteLaboratorial: false,
      declaracoesAnimais: [
        {
          subCategoriaAnimal: r.OVELHAS,
          animaisPresentes: 240,
          animaisMorreram: 6,
          animaisNecropsiados: 2,
          animaisCadaveres: 4,
        },
      ],
      observacoesClinicasGrupo: [
        {
          subCategoriaAnimal: r.OVELHAS,
          animais: 18,
          febre: true,
          sinaisClinicos: [r.FEBRE, r.APATIA],
          necropsiado: false,
        },
      ],
    }),
    steps: [],
  },
  {
    by: 'mv',
    role: 'ROLE_MV',
    body: (r) => ({
      tipoAnimal: 'DOM_COMPANHIA',
      identificacao: 'TRANSPONDER',
      numeroIdentificacao: '620098100123456',
      nomeDetentor: 'Marta Silva',
      moradaDetentor: 'Rua das Flores, 12, Évora',
      telefone: '912 345 678',
      email: 'marta.silva@example.pt',
      especie: r.CAO,
      localizacao: { latitude: 38.5714, longitude: -7.9135 },
      dataObservacao: '2026-11-12',
      doencas: [r.RAIVA],
      realizadoTesteLaboratorial: false,
    }),
    steps: [SUBMIT('mv', 'ROLE_MV')],
  },
  {
    by: 'mvmunicipal',
    role: 'ROLE_MV_MUNICIPAL',
    body: (r) => ({
      tipoAnimal: 'DOM_ASSILVESTRADO',
      nomeEncontradoPor: 'Rui Almeida',
      telefone: '935 111 222',
      moradaEncontradoPor: 'Estrada Municipal 501, Coimbra',
      especie: r.GATO,
      localizacao: { latitude: 40.2033, longitude: -8.4103 },
      dataObservacao: '2026-11-03',
      doencas: [r.RAIVA],
      realizadoTesteLaboratorial: true,
      dataTesteLaboratorial: '2026-11-08',
      resultadosNegativos: 'Leptospirose: negativo',
    }),
    steps: [SUBMIT('mvmunicipal', 'ROLE_MV_MUNICIPAL'), RETURN],
  },
  {
    key: 'FOCO_PRIMARIO_GAAP',
    by: 'mv',
    role: 'ROLE_MV',
    body: gripeAviariaEmCativeiro,
    steps: [
      SUBMIT('mv', 'ROLE_MV'),
      CONCLUDE((r) => ({
        conclusaoSuspeita: 'CONFIRMADO',
        motivoConfirmacao: r.ISOLAMENTO_AGENTE,
        ordemFoco: 'PRIMARIO',
        doencasConfirmadas: [r.GAAP],
      })),
      VALIDATE,
    ],
  },
  {
    by: 'svl',
    role: 'ROLE_SVL',
    body: (r) => ({
      tipoAnimal: 'SEL_VIDA_LIVRE',
      dsavr: r.DSAVRN,
      programa: r.PVPSA_JAV,
      localizacao: { latitude: 41.8, longitude: -6.75 },
      dataObservacao: '2026-11-15',
      dataInicioSinaisClinicos: '2026-11-12',
      doencas: [r.PSA],
      realizadoTesteLaboratorial: false,
      observacoesAnimais: [
        {
          especie: r.JAVALI,
          sexo: r.MACHO,
          classeEtaria: r.ADULTO,
          tipoObservacao: 'INDIVIDUAL',
          numeroSelo: 'S-2026-0042',
          animaisComAlteracoes: true,
          alteracoes: [r.ESPLENOMEGALIA],
          destinoSubprodutos: 'UTS',
          detalheDestinoSubprodutos: 'NCV 12345',
        },
      ],
    }),
    steps: [SUBMIT('svl', 'ROLE_SVL')],
  },
  {
    // The authority registers for a veterinarian (it alone picks another notifier); another reviews it.
    by: 'multiperfil',
    role: 'ROLE_SIGSA',
    body: (r, p) => ({
      tipoAnimal: 'DOM_PRODUCAO',
      exploracao: p.marca,
      localizacao: p.exploracao,
      responsavelNotificacao: r.mv,
      dataObservacao: '2026-10-20',
      doencas: [r.TB],
      realizadoTesteLaboratorial: false,
      observacoesClinicasIndividuais: [
        {
          subCategoriaAnimal: r.VACAS_CARNE,
          identificacao: 'PT310000123',
          febre: false,
          sinaisClinicos: [r.EMAGRECIMENTO],
          necropsiado: false,
        },
      ],
    }),
    steps: [
      SUBMIT('multiperfil', 'ROLE_SIGSA'),
      CONCLUDE((r) => ({
        conclusaoSuspeita: 'NAO_CONFIRMADO',
        motivoNaoConfirmacao: r.RESULTADOS_NEGATIVOS,
      })),
      REFUSE,
    ],
  },
  {
    // A secondary outbreak of the validated primary above (its "Focos secundários"), concluded, to validate.
    by: 'mv',
    role: 'ROLE_MV',
    body: (r) => ({
      // The same picture at another establishment, a week later.
      ...gripeAviariaEmCativeiro(r),
      infraestrutura: r.AQUARIO,
      localizacao: { latitude: 38.7635, longitude: -9.0937 },
      dataObservacao: '2026-11-04',
      dataInicioSinaisClinicos: '2026-11-02',
      dataTesteLaboratorial: '2026-11-06',
    }),
    steps: [
      SUBMIT('mv', 'ROLE_MV'),
      CONCLUDE((r) => ({
        conclusaoSuspeita: 'CONFIRMADO',
        motivoConfirmacao: r.ANTIGENIO_LIGACAO,
        ordemFoco: 'SECUNDARIO',
        focoPrimario: r.FOCO_PRIMARIO_GAAP,
        doencasConfirmadas: [r.GAAP],
      })),
    ],
  },
  {
    // A production suspicion awaiting its clinical exam: "Registar exame" imports its rows (issue 14).
    by: 'mv',
    role: 'ROLE_MV',
    body: (r, p) => ({
      tipoAnimal: 'DOM_PRODUCAO',
      exploracao: p.marca,
      localizacao: p.exploracao,
      dataObservacao: '2026-11-18',
      dataInicioSinaisClinicos: '2026-11-16',
      doencas: [r.LA],
      realizadoTesteLaboratorial: false,
      declaracoesAnimais: [
        {
          subCategoriaAnimal: r.OVELHAS,
          animaisPresentes: 180,
          animaisMorreram: 4,
          animaisNecropsiados: 1,
          animaisCadaveres: 3,
        },
      ],
      observacoesClinicasGrupo: [
        {
          subCategoriaAnimal: r.OVELHAS,
          animais: 25,
          febre: true,
          sinaisClinicos: [r.FEBRE],
          necropsiado: false,
        },
      ],
    }),
    steps: [SUBMIT('mv', 'ROLE_MV')],
  },
];

/** The reference ids the demo bodies name; null when one is missing (reference files absent). */
async function demoRefs(tx: Tx): Promise<Refs | null> {
  const ct = (categoria: string, codigo: string) =>
    demoId(tx, sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`);
  const sub = (categoria: string, codigo: string) =>
    demoId(
      tx,
      sql`SELECT s.id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
           WHERE c.codigo = ${categoria} AND s.codigo = ${codigo}`,
    );
  const table = (name: string, codigo: string) =>
    demoId(tx, sql`SELECT id FROM ${sql.raw(name)} WHERE codigo = ${codigo}`);
  const entries: [string, () => Promise<number | null>][] = [
    ['LA', () => table('doencas', 'LA')],
    ['RAIVA', () => table('doencas', 'RAIVA')],
    ['GAAP', () => table('doencas', 'GAAP')],
    ['PSA', () => table('doencas', 'PSA')],
    ['TB', () => table('doencas', 'TB')],
    ['CAO', () => table('especies', 'CAO')],
    ['GATO', () => table('especies', 'GATO')],
    ['JAVALI', () => table('especies', 'JAVALI')],
    ['DSAVRN', () => table('dsavrs', 'DSAVRN')],
    ['OVELHAS', () => sub('OVINOS', 'OVELHAS')],
    ['VACAS_CARNE', () => sub('BOVINOS', 'VACAS_CARNE')],
    ['FEMEAS_ADULTAS', () => sub('CERVIDEOS_CATIVEIRO', 'FEMEAS_ADULTAS')],
    ['FEBRE', () => ct('SINAIS_CLINICOS', 'FEBRE')],
    ['APATIA', () => ct('SINAIS_CLINICOS', 'APATIA')],
    ['EMAGRECIMENTO', () => ct('SINAIS_CLINICOS', 'EMAGRECIMENTO')],
    ['MORTE_SUBITA', () => ct('SINAIS_CLINICOS', 'MORTE_SUBITA')],
    ['HEMORRAGIAS_SEROSAS', () => ct('LESOES', 'HEMORRAGIAS_SEROSAS')],
    ['ESPLENOMEGALIA', () => ct('LESOES', 'ESPLENOMEGALIA')],
    ['MACHO', () => ct('SEXO', 'MACHO')],
    ['ADULTO', () => ct('CLASSE_ETARIA', 'ADULTO')],
    ['PVPSA_JAV', () => ct('PROGRAMA', 'PVPSA_JAV')],
    ['ISOLAMENTO_AGENTE', () => ct('MOTIVO_CONFIRMACAO', 'ISOLAMENTO_AGENTE')],
    ['ANTIGENIO_LIGACAO', () => ct('MOTIVO_CONFIRMACAO', 'ANTIGENIO_LIGACAO')],
    ['RESULTADOS_NEGATIVOS', () => ct('MOTIVO_NAO_CONFIRMACAO', 'RESULTADOS_NEGATIVOS')],
    ['INFRAESTRUTURA', () => demoId(tx, sql`SELECT id FROM infraestruturas ORDER BY id LIMIT 1`)],
    ['AQUARIO', () => demoId(tx, sql`SELECT id FROM infraestruturas WHERE numero = 'AQ-0001'`)],
    [
      'MOTIVO',
      () =>
        demoId(
          tx,
          sql`SELECT id FROM tipos_motivos_devolucao WHERE tipo = 'EXAME_DEVOLVER' ORDER BY ordem LIMIT 1`,
        ),
    ],
  ];
  const refs: Refs = {};
  for (const [name, read] of entries) {
    const id = await read();
    if (id === null) return null;
    refs[name] = id;
  }
  return refs;
}

/**
 * Demo notifications of the five animal types in every state, with their audit trail, returns and conclusions,
 * built through the repository as a save would. Runs once (the caller records it in seed_runs); returns how
 * many were created, 0 when the references are missing.
 */
export async function seedDemoNotificacoes(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const refs = await demoRefs(tx);
    const [holding] = await queryRows<{ marca: string; latitude: number; longitude: number }>(
      tx,
      sql`SELECT marca, ST_Y(localizacao) AS latitude, ST_X(localizacao) AS longitude FROM exploracoes
           WHERE localizacao IS NOT NULL ORDER BY (left(freguesia, 2) = '07') DESC, id LIMIT 1`,
    );
    if (!refs || !holding) return 0;
    const users = await queryRows<{ id: number; username: string }>(
      tx,
      sql`SELECT id, username FROM utilizadores WHERE username IN ('mv', 'mvmunicipal', 'svl', 'sigsa', 'gestor', 'multiperfil')`,
    );
    for (const u of users) refs[u.username] = Number(u.id);
    const places = {
      marca: holding.marca,
      exploracao: { latitude: Number(holding.latitude), longitude: Number(holding.longitude) },
    };
    const schema = notificacaoSchema('save', () => ({ year: 2026, month: 12, day: 31 }));
    const actorOf = (username: string, role: Role): Actor | null => {
      const userId = refs[username];
      return userId === undefined ? null : { userId, username, role, level: 'REGISTO' };
    };
    let created = 0;
    for (const demo of DEMO) {
      const author = actorOf(demo.by, demo.role);
      if (!author) continue;
      const body = { responsavelNotificacao: author.userId, ...demo.body(refs, places) };
      const input = schema.parse(body);
      const values = await resolveNotificacao(tx, input, { actor: author, id: null, visible: seesAll });
      const serieId = await chooseSerie(tx, ENTIDADE, null);
      const numeroSerie = await allocateNumeroSerie(tx, serieId);
      const id = await insertNotificacao(tx, input, values, { serieId, numeroSerie }, author);
      if (demo.key) refs[demo.key] = id;
      const audit = { entidade: ENTIDADE, registoId: id };
      await writeAudit(tx, {
        ...audit,
        operacao: 'criar',
        estadoAnterior: null,
        estadoNovo: 'INICIAL',
        utilizador: author.username,
        role: author.role,
      });
      let estado = 'INICIAL';
      for (const step of demo.steps) {
        if (step.op === 'concluir') {
          const reviewer = actorOf(step.by, step.role);
          if (!reviewer) break;
          const concluded = schema.parse({ ...body, ...step.conclusao(refs) });
          const conclusion = await resolveNotificacao(tx, concluded, {
            actor: reviewer,
            id,
            visible: seesAll,
          });
          await updateNotificacao(tx, id, concluded, conclusion, reviewer);
          await writeAudit(tx, {
            ...audit,
            operacao: 'guardar',
            estadoAnterior: estado,
            estadoNovo: estado,
            utilizador: reviewer.username,
            role: reviewer.role,
          });
          continue;
        }
        await tx.execute(
          sql`UPDATE notificacoes_suspeitas_doencas SET estado = ${step.to}, version = version + 1
               WHERE id = ${id}`,
        );
        if (step.op === 'devolver')
          await insertDevolucao(tx, {
            ...audit,
            reason: { idMotivo: refs.MOTIVO ?? 0, observacoes: 'Indique a data do resultado laboratorial.' },
            createdBy: step.by,
          });
        await writeAudit(tx, {
          ...audit,
          operacao: step.op,
          estadoAnterior: estado,
          estadoNovo: step.to,
          utilizador: step.by,
          role: step.role,
        });
        estado = step.to;
      }
      created++;
    }
    return created;
  });
}
