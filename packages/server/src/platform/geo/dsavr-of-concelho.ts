import { sql, type SQL } from 'drizzle-orm';

/**
 * The DSAVR of a municipality (CAOP `dico`): the one whose `distritosParciais` names it, else the main service
 * of its district (docs/decisions.md).
 */
export const dsavrOfConcelho = (dico: SQL) => sql`coalesce(
    (SELECT d.id FROM dsavrs d CROSS JOIN LATERAL jsonb_array_elements(d.distritos_parciais) pa
       JOIN concelhos cc ON cc.dico = ${dico}
      WHERE pa->>'distrito' = left(${dico}, 2) AND (pa->'concelhos') ? cc.nome ORDER BY d.id LIMIT 1),
    (SELECT dd.dsavr_id FROM dsavrs_distritos dd WHERE dd.di = left(${dico}, 2) AND dd.principal
      ORDER BY dd.dsavr_id LIMIT 1))`;
