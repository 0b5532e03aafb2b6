import { sql } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import { vacinacaoSchema } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import { queryRows, type Database } from '../db/client.ts';
import { writeAudit } from '../platform/records/audit.ts';
import { insertDevolucao } from '../platform/records/devolucoes.ts';
import { allocateNumeroSerie, chooseSerie } from '../platform/records/numbering.ts';
import { certificarOperacao } from '../platform/certificados/emissao.ts';
import { visibleRecord } from '../platform/records/operation-runner.ts';
import { vacinacaoRecord } from '../records/vacinacao/vacinacao.record.ts';
import { insertVacinacao, resolveVacinacao } from '../records/vacinacao/vacinacao.repository.ts';
import { demoId } from './demo-refs.ts';

/** One demo vaccination: who registers it, how many lines, and the steps it went through after creation. */
interface DemoVacinacao {
  by: string;
  role: Role;
  vet: string;
  individuals: number;
  groups: number;
  steps: readonly { op: string; by: string; role: Role; to: string }[];
}

const SUBMIT = { op: 'submeter', by: 'mv', role: 'ROLE_MV', to: 'SUBMETIDO' } as const;
const VALIDATE = { op: 'validar', by: 'sigsa', role: 'ROLE_SIGSA', to: 'VALIDO' } as const;
const RETURN = { op: 'devolver', by: 'sigsa', role: 'ROLE_SIGSA', to: 'DEVOLVIDO' } as const;
const REFUSE = { op: 'naoValidar', by: 'gestor', role: 'ROLE_MANAGER', to: 'INVALIDO' } as const;

/** A vaccination in each state (a valid one with its certificate), mostly by the demo veterinarian `mv`, so every screen has something to show. */
const DEMO: readonly DemoVacinacao[] = [
  { by: 'mv', role: 'ROLE_MV', vet: 'mv', individuals: 3, groups: 1, steps: [] },
  { by: 'mv', role: 'ROLE_MV', vet: 'mv', individuals: 0, groups: 0, steps: [] },
  { by: 'mv', role: 'ROLE_MV', vet: 'mv', individuals: 5, groups: 0, steps: [SUBMIT] },
  { by: 'mv', role: 'ROLE_MV', vet: 'mv', individuals: 2, groups: 2, steps: [SUBMIT, RETURN] },
  { by: 'mv', role: 'ROLE_MV', vet: 'mv', individuals: 4, groups: 1, steps: [SUBMIT, VALIDATE] },
  { by: 'mv', role: 'ROLE_MV', vet: 'mv', individuals: 1, groups: 0, steps: [SUBMIT, REFUSE] },
  {
    by: 'mv',
    role: 'ROLE_MV',
    vet: 'mv',
    individuals: 2,
    groups: 1,
    steps: [SUBMIT, RETURN, { ...SUBMIT, to: 'SUBMETIDO_REANALISE' }],
  },
  { by: 'mvmunicipal', role: 'ROLE_MV_MUNICIPAL', vet: 'mvmunicipal', individuals: 6, groups: 0, steps: [] },
  {
    by: 'sigsa',
    role: 'ROLE_SIGSA',
    vet: 'sigsa',
    individuals: 0,
    groups: 3,
    steps: [{ op: 'submeter', by: 'sigsa', role: 'ROLE_SIGSA', to: 'SUBMETIDO' }],
  },
];

/**
 * Demo vaccinations in every state, with their audit trail and returns, on the first demo holdings. Runs once
 * (the caller records it in seed_runs); returns how many were created, 0 when the references are missing.
 */
export async function seedDemoVacinacoes(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const ct = (categoria: string, codigo: string) =>
      demoId(tx, sql`SELECT id FROM custom_types WHERE categoria = ${categoria} AND codigo = ${codigo}`);
    const refs = {
      estrategia: await ct('ESTRATEGIA_VACINACAO', 'OBRIGATORIA'),
      zona: await ct('ZONA_VACINACAO', 'CONTINENTE'),
      vacina: await ct('VACINA_APLICADA', 'BTV4_INAT'),
      esquema: await ct('ESQUEMA_VACINACAO', 'DUAS_DOSES_3S'),
      etapa: await ct('ETAPA_VACINACAO', 'PRIMO_1'),
      especie: await demoId(tx, sql`SELECT id FROM especies WHERE codigo = 'BOVINO'`),
      motivo: await demoId(
        tx,
        sql`SELECT id FROM tipos_motivos_devolucao WHERE tipo = 'VACINACAO_DEVOLVER' ORDER BY ordem LIMIT 1`,
      ),
    };
    const marcas = await queryRows<{ marca: string }>(
      tx,
      sql`SELECT marca FROM exploracoes ORDER BY id LIMIT 20`,
    );
    if (Object.values(refs).some((v) => v === null) || marcas.length === 0) return 0;
    const schema = vacinacaoSchema(() => ({ year: 2026, month: 12, day: 31 }));
    let created = 0;
    for (const [i, demo] of DEMO.entries()) {
      const vet = await demoId(tx, sql`SELECT id FROM utilizadores WHERE username = ${demo.vet}`);
      const author = await demoId(tx, sql`SELECT id FROM utilizadores WHERE username = ${demo.by}`);
      if (vet === null || author === null) continue;
      const input = schema.parse({
        exploracao: marcas[i % marcas.length]?.marca,
        medicoVeterinario: vet,
        dataVacinacao: `2026-10-${String(10 + i).padStart(2, '0')}`,
        estrategiaVacinacao: refs.estrategia,
        zonaVacinacao: refs.zona,
        vacinaAplicada: refs.vacina,
        lotes: `BTV4-2026-${String(100 + i)}`,
        dataValidade: '2027-06-30',
        especies: [refs.especie],
        vacinasAplicadas: [
          ...Array.from({ length: demo.individuals }, (_, n) => ({
            tipo: 'INDIVIDUAL',
            identificacao: `PT${String(310000000 + i * 100 + n)}`,
            idade: 210 + n * 7,
            esquemaVacinacao: refs.esquema,
            etapaVacinacao: refs.etapa,
          })),
          ...Array.from({ length: demo.groups }, (_, n) => ({
            tipo: 'GRUPO',
            quantidadeAnimais: 10 + n * 5,
            idade: 120,
            esquemaVacinacao: refs.esquema,
            etapaVacinacao: refs.etapa,
          })),
        ],
      });
      const actor = { userId: author, username: demo.by, role: demo.role, level: 'REGISTO' as const };
      const values = await resolveVacinacao(tx, input);
      const serieId = await chooseSerie(tx, 'vacinacoes', null);
      const numeroSerie = await allocateNumeroSerie(tx, serieId);
      const id = await insertVacinacao(tx, input, values, { serieId, numeroSerie }, actor);
      const audit = { entidade: 'vacinacoes', registoId: id };
      await writeAudit(tx, {
        ...audit,
        operacao: 'criar',
        estadoAnterior: null,
        estadoNovo: 'INICIAL',
        utilizador: demo.by,
        role: demo.role,
      });
      let estado = 'INICIAL';
      for (const step of demo.steps) {
        const stepActor = await demoId(tx, sql`SELECT id FROM utilizadores WHERE username = ${step.by}`);
        const ctx = { userId: stepActor ?? author, username: step.by, role: step.role, level: null };
        // The record as the step finds it: its certificate is issued as the real operation issues it.
        const before = await visibleRecord(tx, vacinacaoRecord, id, ctx, true);
        await tx.execute(
          sql`UPDATE vacinacoes SET estado = ${step.to}, version = version + 1 WHERE id = ${id}`,
        );
        if (step.op === 'devolver' && refs.motivo !== null)
          await insertDevolucao(tx, {
            ...audit,
            reason: { idMotivo: refs.motivo, observacoes: 'Falta a identificação de dois animais.' },
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
        if (before)
          await certificarOperacao(tx, vacinacaoRecord, before, step.to, { ...ctx, level: undefined }, ctx);
        estado = step.to;
      }
      created++;
    }
    return created;
  });
}
