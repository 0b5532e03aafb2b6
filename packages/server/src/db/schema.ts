// Every table, for drizzle's typed client and for drizzle-kit (which reads this folder).
import * as admin from './schema/admin.ts';
import * as certificados from './schema/certificados.ts';
import * as exploracoes from './schema/exploracoes.ts';
import * as geo from './schema/geo.ts';
import * as infraestruturas from './schema/infraestruturas.ts';
import * as records from './schema/records.ts';
import * as reference from './schema/reference.ts';
import * as reports from './schema/reports.ts';
import * as system from './schema/system.ts';
import * as users from './schema/users.ts';
import * as vacinacao from '../records/vacinacao/vacinacao.tables.ts';
import * as notificacao from '../records/notificacao-suspeita-doenca/notificacao.tables.ts';
import * as exame from '../records/exame-clinico-necropsia/exame.tables.ts';
import * as ligacoes from '../records/ligacoes.tables.ts';
import * as colheitaAmostras from '../records/colheita-amostras/colheita-amostras.tables.ts';
import * as colheitaSelvagem from '../records/colheita-amostras-selvagens/colheita-selvagem.tables.ts';

/** The whole schema, as drizzle wants it. */
export const schema = {
  ...geo,
  ...reference,
  ...exploracoes,
  ...infraestruturas,
  ...system,
  ...users,
  ...reports,
  ...records,
  ...admin,
  ...certificados,
  ...vacinacao,
  ...notificacao,
  ...exame,
  ...ligacoes,
  ...colheitaAmostras,
  ...colheitaSelvagem,
};

/** Type of {@link schema}. */
export type Schema = typeof schema;
