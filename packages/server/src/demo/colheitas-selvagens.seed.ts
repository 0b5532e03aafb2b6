import { sql } from 'drizzle-orm';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import type { Database } from '../db/client.ts';
import { colheitaSelvagemRecord } from '../records/colheita-amostras-selvagens/colheita-selvagem.record.ts';
import { COLHEITA_SELVAGEM } from '../records/colheita-amostras-selvagens/colheita-selvagem.resource.ts';
import { writeDemoColheitas, type DemoColheita } from './colheita-demo.ts';
import { demoId } from './demo-refs.ts';

// Demo wild collections (issue 16), from the regional service's wild exam (wild boars hunted in a battue near
// Montalegre), for the African swine fever programme: one awaiting INIAV's reception, and one validated with its
// results (antibodies negative, virus not detected).

/** Adds the demo wild collections; answers how many (0 when the references they name are missing). */
export async function seedDemoColheitasSelvagens(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const code = (table: string, codigo: string) =>
      demoId(tx, sql`SELECT id FROM ${sql.raw(table)} WHERE codigo = ${codigo}`);
    const tipo = (categoria: string, codigo: string) =>
      demoId(tx, sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`);
    const valor = (tipoResultado: string, nome: string) =>
      demoId(
        tx,
        sql`SELECT v.id FROM lista_valores v JOIN tipos_resultados t ON t.id = v.tipo_resultado_id
             WHERE t.codigo = ${tipoResultado} AND v.nome = ${nome}`,
      );
    const refs = {
      javali: await code('especies', 'JAVALI'),
      vigilancia: await code('tipos_controlo', 'VIG_ATIVA'),
      dsavrn: await code('dsavrs', 'DSAVRN'),
      psa: await code('doencas', 'PSA'),
      elisa: await code('ensaios_laboratoriais', 'PSA_ELISA'),
      pcr: await code('ensaios_laboratoriais', 'PSA_PCR'),
      soro: await code('matrizes_amostras', 'SORO'),
      baco: await code('matrizes_amostras', 'BACO'),
      programa: await tipo('PROGRAMA', 'PVPSA_JAV'),
      cacado: await tipo('SITUACAO_ANIMAL', 'CACADO'),
      montaria: await tipo('PROCESSO_CACA', 'MONTARIA'),
      macho: await tipo('SEXO', 'MACHO'),
      femea: await tipo('SEXO', 'FEMEA'),
      adulto: await tipo('CLASSE_ETARIA', 'ADULTO'),
      refrigeracao: await tipo('METODOS_CONSERVACAO', 'REFRIGERACAO'),
      congelacao: await tipo('METODOS_CONSERVACAO', 'CONGELACAO'),
      negativo: await valor('POS_NEG_INC', 'Negativo'),
      naoDetetado: await valor('DETETADO', 'Não detetado'),
      zona: await demoId(tx, sql`SELECT min(id) AS id FROM zonas_cacas WHERE NOT arquivado`),
      exame: await demoId(
        tx,
        sql`SELECT x.id FROM exames_clinicos_necropsias x
             WHERE x.tipo_animal = 'SELVAGEM' AND x.created_by = 'svl' ORDER BY x.id LIMIT 1`,
      ),
      svl: await demoId(tx, sql`SELECT id FROM utilizadores WHERE username = 'svl'`),
    };
    if (Object.values(refs).some((v) => v === null)) return 0;
    const actor = (username: string, role: Actor['role']): Actor => ({
      userId: username === 'svl' ? (refs.svl ?? 0) : 0,
      username,
      role,
      level: 'REGISTO',
    });
    const svl = actor('svl', 'ROLE_SVL');
    const lab = actor('lab', 'ROLE_LAB');
    const sigsa = actor('sigsa', 'ROLE_SIGSA');
    const amostra = (animal: string, sexo: number | null, soro: boolean) => ({
      especies: [refs.javali],
      sexo,
      classeEtaria: refs.adulto,
      matriz: soro ? refs.soro : refs.baco,
      ensaios: [soro ? refs.elisa : refs.pcr],
      metodoConservacao: soro ? refs.refrigeracao : refs.congelacao,
      identificacaoAnimal: animal,
    });
    const body = (data: string, animais: [string, string]) => ({
      data,
      programa: refs.programa,
      situacao: refs.cacado,
      especies: [refs.javali],
      processoCaca: refs.montaria,
      zonaCaca: refs.zona,
      totalAmostras: 3,
      dsavr: refs.dsavrn,
      responsavelColheita: refs.svl,
      tipoControlo: refs.vigilancia,
      laboratorioDiagnostico: 'INIAV',
      exameClinicoNecropsia: refs.exame,
      localizacao: { latitude: 41.72, longitude: -8.16 },
      fatura: { entidadade: 'Associação de Caçadores de Montalegre', nifEntidade: '500000000' },
      ensaios: [
        { doenca: refs.psa, ensaioLaboratorial: refs.elisa },
        { doenca: refs.psa, ensaioLaboratorial: refs.pcr },
      ],
      amostras: [
        amostra(animais[0], refs.macho, true),
        amostra(animais[0], refs.macho, false),
        amostra(animais[1], refs.femea, true),
      ],
    });
    const demos: DemoColheita[] = [
      {
        body: body('2026-11-15', ['JAV-2026-101', 'JAV-2026-102']),
        steps: [{ op: 'submeter', to: 'SUBMETIDO', by: svl }],
      },
      {
        body: body('2026-11-08', ['JAV-2026-087', 'JAV-2026-088']),
        steps: [
          { op: 'submeter', to: 'SUBMETIDO', by: svl },
          { op: 'rececionar', to: 'EM_ANALISE', by: lab },
          { op: 'guardarResultados', to: 'EM_ANALISE', by: lab },
          { op: 'submeterAnalise', to: 'EM_VALIDACAO', by: lab },
          { op: 'validar', to: 'VALIDO', by: sigsa },
        ],
      },
    ];
    return writeDemoColheitas(tx, {
      tipo: COLHEITA_SELVAGEM,
      record: colheitaSelvagemRecord,
      by: svl,
      demos,
      fillResults: async (colheitaId) => {
        await tx.execute(sql`
          UPDATE cas_resultados SET
            lista_valor_id = CASE WHEN ensaio_id = ${refs.pcr} THEN ${refs.naoDetetado}::int ELSE ${refs.negativo}::int END
          WHERE colheita_id = ${colheitaId}`);
        await tx.execute(sql`UPDATE colheitas_animais_selvagens
          SET codigo_interno_laboratorio = 'INIAV-2026-0088' WHERE id = ${colheitaId}`);
      },
    });
  });
}
