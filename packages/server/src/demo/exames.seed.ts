import { sql } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import { exameSchema } from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Database } from '../db/client.ts';
import { allocateNumeroSerie, chooseSerie } from '../platform/records/numbering.ts';
import { seesAll } from '../platform/records/record-store.ts';
import { writeDemoHistory, type DemoStep } from './demo-history.ts';
import { insertExame, resolveExame } from '../records/exame-clinico-necropsia/exame.repository.ts';
import { demoId } from './demo-refs.ts';

// Demo clinical exams (issue 14), built through the repository as a save would: a veterinarian's draft, an
// official exam of the northern regional service linked to a submitted notification and awaiting review, and a
// hunted wild boar the authority validated — each with its audit trail.

const ENTIDADE = 'examesClinicosNecropsias';

/** Adds the demo exams; answers how many (0 when the references they name are missing). */
export async function seedDemoExames(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const tipo = (categoria: string, codigo: string) =>
      demoId(tx, sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`);
    const refs = {
      febre: await tipo('SINAIS_CLINICOS', 'FEBRE'),
      pneumonia: await tipo('LESOES', 'PNEUMONIA'),
      macho: await tipo('SEXO', 'MACHO'),
      adulto: await tipo('CLASSE_ETARIA', 'ADULTO'),
      programa: await tipo('PROGRAMA', 'PVPSA_JAV'),
      montaria: await tipo('PROCESSO_CACA', 'MONTARIA'),
      ovelhas: await demoId(
        tx,
        sql`SELECT s.id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
             WHERE c.codigo = 'OVINOS' AND s.codigo = 'OVELHAS'`,
      ),
      javali: await demoId(tx, sql`SELECT id FROM especies WHERE codigo = 'JAVALI'`),
      dsavr: await demoId(tx, sql`SELECT id FROM dsavrs WHERE codigo = 'DSAVRN'`),
      zona: await demoId(tx, sql`SELECT min(id) AS id FROM zonas_cacas`),
      suspeita: await demoId(tx, sql`SELECT id FROM motivos_exames WHERE codigo = 'SUSPEITA_DOENCA'`),
      controlo: await demoId(tx, sql`SELECT id FROM motivos_exames WHERE codigo = 'CONTROLO_OFICIAL'`),
    };
    const [holding] = await queryRows<{ marca: string }>(
      tx,
      sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
    );
    const users = new Map(
      (
        await queryRows<{ id: number; username: string }>(
          tx,
          sql`SELECT id, username FROM utilizadores WHERE username IN ('mv', 'svl', 'sigsa')`,
        )
      ).map((u) => [u.username, Number(u.id)]),
    );
    if (Object.values(refs).some((v) => v === null) || !holding || users.size < 3) return 0;
    const notificacao = await demoId(
      tx,
      sql`SELECT n.id FROM notificacoes_suspeitas_doencas n JOIN dsavrs d ON d.id = n.regiao_dsavr_id
           WHERE n.estado = 'SUBMETIDO' AND d.codigo = 'DSAVRN' ORDER BY n.id LIMIT 1`,
    );
    const actor = (username: string, role: Role): Actor => ({
      userId: users.get(username) ?? 0,
      username,
      role,
      level: 'REGISTO',
    });
    const declaracao = {
      subCategoriaAnimal: refs.ovelhas,
      animaisPresentes: 120,
      animaisMorreram: 6,
      animaisNecropsiados: 2,
      animaisCadaveres: 2,
    };
    const observacao = {
      subCategoriaAnimal: refs.ovelhas,
      identificacao: 'PT 123456789',
      febre: true,
      sinaisClinicos: [refs.febre],
      necropsiado: true,
      lesoes: [refs.pneumonia],
    };
    const domestico = {
      tipoAnimal: 'DOMESTICO',
      exploracao: holding.marca,
      medicoVeterinario: users.get('mv'),
      data: '2026-11-20',
      dataInicioSinaisClinicos: '2026-11-17',
      declaracoesAnimais: [declaracao],
      observacoesClinicasIndividuais: [observacao],
    };
    const demos: {
      by: Actor;
      body: Record<string, unknown>;
      steps: DemoStep[];
    }[] = [
      { by: actor('mv', 'ROLE_MV'), body: domestico, steps: [] },
      {
        by: actor('svl', 'ROLE_SVL'),
        body: {
          ...domestico,
          exameOficial: true,
          motivosExames: notificacao === null ? [refs.controlo] : [refs.suspeita],
          notificacoesSuspeitasDoencas: notificacao === null ? [] : [notificacao],
        },
        steps: [{ op: 'submeter', to: 'SUBMETIDO', by: actor('svl', 'ROLE_SVL') }],
      },
      {
        by: actor('svl', 'ROLE_SVL'),
        body: {
          tipoAnimal: 'SELVAGEM',
          situacaoAnimal: 'CACADO',
          programa: refs.programa,
          dataObservacao: '2026-11-15',
          dsavr: refs.dsavr,
          responsavelColheita: users.get('svl'),
          localizacao: { latitude: 41.72, longitude: -8.16 },
          zonaCaca: refs.zona,
          processoCaca: refs.montaria,
          animaisCacados: [
            {
              especie: refs.javali,
              sexo: refs.macho,
              classeEtaria: refs.adulto,
              comercio: 3,
              autoconsumo: 2,
              rejeitados: 1,
              semCaracteristicasAnormais: 5,
            },
          ],
        },
        steps: [
          { op: 'submeter', to: 'SUBMETIDO', by: actor('svl', 'ROLE_SVL') },
          { op: 'validar', to: 'VALIDO', by: actor('sigsa', 'ROLE_SIGSA') },
        ],
      },
    ];
    const schema = exameSchema('save', () => ({ year: 2026, month: 12, day: 31 }));
    for (const demo of demos) {
      const input = schema.parse(demo.body);
      const resolved = await resolveExame(tx, input, { actor: demo.by, id: null, visible: seesAll });
      const serieId = await chooseSerie(tx, ENTIDADE, null);
      const numeroSerie = await allocateNumeroSerie(tx, serieId);
      const exameId = await insertExame(tx, input, resolved, { serieId, numeroSerie }, demo.by);
      await writeDemoHistory(tx, {
        entidade: ENTIDADE,
        table: 'exames_clinicos_necropsias',
        id: exameId,
        by: demo.by,
        steps: demo.steps,
      });
    }
    return demos.length;
  });
}
