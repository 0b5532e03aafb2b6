import { sql } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Database } from '../db/client.ts';
import { colheitaAmostrasRecord } from '../records/colheita-amostras/colheita-amostras.record.ts';
import { COLHEITA_AMOSTRAS } from '../records/colheita-amostras/colheita-amostras.resource.ts';
import { writeDemoColheitas, type DemoColheita } from './colheita-demo.ts';
import { demoId } from './demo-refs.ts';

// Demo domestic collections (issue 16), built through the repository as a save would, each with its audit trail:
// the vet's draft from its exam, one submitted to INIAV awaiting reception, and one whose analyses INIAV
// submitted (a culture's positive typed) awaiting the authority's validation.

/** Adds the demo collections; answers how many (0 when the references they name are missing). */
export async function seedDemoColheitasAmostras(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const code = (table: string, codigo: string) =>
      demoId(tx, sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`);
    const refs = {
      bovino: await code('especies', 'BOVINO'),
      rastreio: await code('tipos_controlo', 'RASTREIO'),
      bruc: await code('doencas', 'BRUC'),
      tb: await code('doencas', 'TB'),
      rb: await code('ensaios_laboratoriais', 'BR_RB'),
      cultura: await code('ensaios_laboratoriais', 'TB_CULTURA'),
      espoligotipagem: await code('ensaios_laboratoriais', 'TB_ESPOLIGOTIPAGEM'),
      soro: await code('matrizes_amostras', 'SORO'),
      ganglio: await code('matrizes_amostras', 'GANGLIO'),
      vacas: await demoId(
        tx,
        sql`SELECT min(s.id) AS id FROM sub_categorias_animais s JOIN categorias_animais c ON c.id = s.categoria_animal_id
             WHERE c.codigo = 'BOVINOS'`,
      ),
      negativo: await demoId(
        tx,
        sql`SELECT v.id FROM lista_valores v JOIN tipos_resultados t ON t.id = v.tipo_resultado_id
             WHERE t.codigo = 'POS_NEG' AND v.nome = 'Negativo'`,
      ),
      isolado: await demoId(
        tx,
        sql`SELECT v.id FROM lista_valores v JOIN tipos_resultados t ON t.id = v.tipo_resultado_id
             WHERE t.codigo = 'ISOLADO' AND v.nome = 'Isolado'`,
      ),
      exame: await demoId(
        tx,
        sql`SELECT x.id FROM exames_clinicos_necropsias x
             WHERE x.tipo_animal = 'DOMESTICO' AND x.created_by = 'mv' ORDER BY x.id LIMIT 1`,
      ),
      mv: await demoId(tx, sql`SELECT id FROM utilizadores WHERE username = 'mv'`),
    };
    const [holding] = await queryRows<{ marca: string }>(
      tx,
      sql`SELECT marca FROM exploracoes WHERE left(freguesia, 2) = '03' ORDER BY id LIMIT 1`,
    );
    if (Object.values(refs).some((v) => v === null) || !holding) return 0;
    const actor = (username: string, role: Role): Actor => ({
      userId: username === 'mv' ? (refs.mv ?? 0) : 0,
      username,
      role,
      level: 'REGISTO',
    });
    const mv = actor('mv', 'ROLE_MV');
    const lab = actor('lab', 'ROLE_LAB');
    const amostra = (animal: string) => ({
      tipoAmostra: 'INDIVIDUAL',
      identificacaoAnimal: animal,
      matriz: refs.soro,
      ensaios: [refs.rb],
      subCategoriaAnimal: refs.vacas,
    });
    const body = (observacoes: string) => ({
      exploracao: holding.marca,
      responsavelColheita: refs.mv,
      especies: [refs.bovino],
      tipoControlo: refs.rastreio,
      data: '2026-11-20',
      laboratorioDiagnostico: 'INIAV',
      exameClinicoNecropsia: refs.exame,
      observacoes,
      ensaios: [
        { doenca: refs.bruc, ensaioLaboratorial: refs.rb },
        { doenca: refs.tb, ensaioLaboratorial: refs.cultura },
      ],
      amostras: [
        amostra('PT 210000001'),
        amostra('PT 210000002'),
        {
          tipoAmostra: 'GRUPO',
          quantidadeAnimais: 4,
          matriz: refs.ganglio,
          ensaios: [refs.cultura],
          subCategoriaAnimal: refs.vacas,
        },
      ],
    });
    const demos: DemoColheita[] = [
      { body: body('Rascunho a partir do exame clínico.'), steps: [] },
      { body: body('Rastreio anual.'), steps: [{ op: 'submeter', to: 'SUBMETIDO', by: mv }] },
      {
        body: body('Suspeita de tuberculose no matadouro.'),
        steps: [
          { op: 'submeter', to: 'SUBMETIDO', by: mv },
          { op: 'rececionar', to: 'EM_ANALISE', by: lab },
          { op: 'guardarResultados', to: 'EM_ANALISE', by: lab },
          { op: 'submeterAnalise', to: 'EM_VALIDACAO', by: lab },
        ],
      },
    ];
    return writeDemoColheitas(tx, {
      tipo: COLHEITA_AMOSTRAS,
      record: colheitaAmostrasRecord,
      by: mv,
      demos,
      fillResults: async (colheitaId) => {
        await tx.execute(sql`
          UPDATE cam_resultados SET
            lista_valor_id = CASE WHEN ensaio_id = ${refs.cultura} THEN ${refs.isolado}::int ELSE ${refs.negativo}::int END,
            ensaio_tipificacao_id = CASE WHEN ensaio_id = ${refs.cultura} THEN ${refs.espoligotipagem}::int END,
            resultado_tipificacao = CASE WHEN ensaio_id = ${refs.cultura} THEN 'SB0121' END
          WHERE colheita_id = ${colheitaId}`);
        await tx.execute(
          sql`UPDATE colheitas_amostras SET codigo_interno_laboratorio = 'INIAV-2026-0001' WHERE id = ${colheitaId}`,
        );
      },
    });
  });
}
