import { sql } from 'drizzle-orm';
import { riscoSanitarioSchema } from '@sigsa/domain/records/risco-sanitario/risco.schema';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import { writeAudit } from '../platform/records/audit.ts';
import { seesAll } from '../platform/records/record-store.ts';
import { insertRisco, resolveRisco, updateRisco } from '../records/risco-sanitario/risco.repository.ts';

// Demo sanitary-risk records (issue 15), written through the repository as a save would, with their audit rows:
// avian influenza at a moderate level over the district of Beja, a later very high level on Barrancos and Moura
// (the latest start wins there), saved once more so its parish history shows a change; African swine fever at a
// low level over Madeira for a period.

const ENTIDADE = 'riscoSanitario';

async function ids(tx: Tx, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await queryRows<{ c: string }>(tx, query)).map((row) => row.c);
}

/** Adds the demo records; answers how many (0 when the diseases, levels or parishes they name are missing). */
export async function seedDemoRiscosSanitarios(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [refs] = await queryRows<Record<string, number | null>>(
      tx,
      sql`SELECT (SELECT id FROM doencas WHERE codigo = 'GAAP') AS gaap,
                 (SELECT id FROM doencas WHERE codigo = 'PSA') AS psa,
                 (SELECT id FROM classificacoes_risco WHERE codigo = 'BAIXO') AS baixo,
                 (SELECT id FROM classificacoes_risco WHERE codigo = 'MODERADO') AS moderado,
                 (SELECT id FROM classificacoes_risco WHERE codigo = 'MUITO_ELEVADO') AS "muitoElevado",
                 (SELECT id FROM utilizadores WHERE username = 'sigsa') AS sigsa,
                 (SELECT id FROM utilizadores WHERE username = 'gestor') AS gestor`,
    );
    const beja = await ids(tx, sql`SELECT dicofre AS c FROM freguesias WHERE dicofre LIKE '02%' ORDER BY 1`);
    const zona = await ids(
      tx,
      sql`SELECT f.dicofre AS c FROM freguesias f JOIN concelhos c ON c.dico = f.dico
           WHERE c.nome IN ('Barrancos', 'Moura') ORDER BY 1`,
    );
    const madeira = await ids(
      tx,
      sql`SELECT dicofre AS c FROM freguesias WHERE dicofre LIKE '3%' ORDER BY 1`,
    );
    if (!refs || Object.values(refs).some((v) => v === null) || beja.length === 0 || zona.length < 2)
      return 0;
    const actor = (username: string, role: 'ROLE_SIGSA' | 'ROLE_MANAGER'): Actor => ({
      userId: Number(username === 'sigsa' ? refs.sigsa : refs.gestor),
      username,
      role,
      level: 'REGISTO',
    });
    const sigsa = actor('sigsa', 'ROLE_SIGSA');
    const gestor = actor('gestor', 'ROLE_MANAGER');
    const schema = riscoSanitarioSchema(() => ({ year: 2026, month: 12, day: 31 }));

    const audit = (registoId: number, operacao: string, by: Actor) =>
      writeAudit(tx, {
        entidade: ENTIDADE,
        registoId,
        operacao,
        estadoAnterior: operacao === 'criar' ? null : 'REGISTADO',
        estadoNovo: 'REGISTADO',
        utilizador: by.username,
        role: by.role,
      });
    const create = async (body: Record<string, unknown>, by: Actor) => {
      const input = schema.parse(body);
      const values = await resolveRisco(tx, input, { actor: by, id: null, visible: seesAll });
      const id = await insertRisco(tx, input, values, null, by);
      await audit(id, 'criar', by);
      return id;
    };

    await create(
      {
        doenca: refs.gaap,
        classificacao: refs.moderado,
        freguesias: beja,
        dataInicioClassificacao: '2026-10-01',
        observacao: 'Vigilância reforçada no distrito de Beja após focos em aves selvagens na Andaluzia.',
      },
      sigsa,
    );
    const zonaBody = {
      doenca: refs.gaap,
      classificacao: refs.muitoElevado,
      freguesias: zona.slice(0, -1),
      dataInicioClassificacao: '2026-11-02',
      observacao: 'Zona de proteção e vigilância em torno do foco de Barrancos.',
    };
    const zonaId = await create(zonaBody, sigsa);
    // A later save adds the last parish of Moura: the record's parish history shows it.
    const input = schema.parse({ ...zonaBody, freguesias: zona });
    const values = await resolveRisco(tx, input, { actor: gestor, id: zonaId, visible: seesAll });
    await updateRisco(tx, zonaId, input, values, gestor);
    await audit(zonaId, 'guardar', gestor);

    if (madeira.length > 0)
      await create(
        {
          doenca: refs.psa,
          classificacao: refs.baixo,
          freguesias: madeira,
          dataInicioClassificacao: '2026-06-01',
          dataFinalClassificacao: '2026-12-31',
          observacao: 'Nível de referência para as regiões autónomas.',
        },
        gestor,
      );
    return madeira.length > 0 ? 3 : 2;
  });
}
