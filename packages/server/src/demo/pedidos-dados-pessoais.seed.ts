import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

// Demo requests of data subjects (issue 13): one past its one-month deadline (red in Gerir), one within it, one
// erasure answered — dates relative to the day of the seed, names invented.

/** Adds the demo requests; answers how many. */
export async function seedDemoPedidosDadosPessoais(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO pedidos_dados_pessoais
          (tipo, titular_nome, titular_nif, contacto, data_rececao, prazo, pedido, data_resposta, resposta)
        SELECT v.tipo, v.nome, v.nif, v.contacto, v.rececao, (v.rececao + interval '1 month')::date, v.pedido,
               v.resposta_em, v.resposta
        FROM (VALUES
          ('ACESSO', 'Rui Almeida Tavares', '276543211', 'rui.tavares@example.pt', current_date - 45,
           'Peço cópia dos dados pessoais que a DGAV trata sobre mim.', NULL::date, NULL),
          ('PORTABILIDADE', 'Helena Duarte Simões', NULL, 'Rua das Flores, 12, 7000-123 Évora', current_date - 3,
           'Peço os meus dados num formato de uso corrente para os transmitir a outra entidade.', NULL::date, NULL),
          ('APAGAMENTO', 'Joaquim Pires Matos', NULL, 'joaquim.matos@example.pt', current_date - 20,
           'Peço o apagamento dos meus dados de detentor de animais.', current_date - 5,
           'Os registos sanitários conservam-se por obrigação legal (RGPD, art. 17.º, n.º 3, alínea b)); os dados não foram apagados.')
        ) AS v(tipo, nome, nif, contacto, rececao, pedido, resposta_em, resposta)
        RETURNING id`,
  );
  return rows.length;
}
