import { sql, type SQL } from 'drizzle-orm';
import { DECISAO_KEY, DECISAO_ROTULO } from '@sigsa/domain/indicadores/indicadores';
import { decisionStates, type Workflow } from '@sigsa/domain/workflow/workflow';
import {
  column,
  type ResourceColumn,
  type ResourceCounters,
  type VisibilityContext,
} from '../resources/resource.types.ts';

// "A aguardar a minha decisão" (issue 17, ours): the records the caller may decide now, a filter of every reviewed
// record list and a card of Início. Both read the workflow: the states a reviewer's operation leaves for the
// caller's role and level (`decisionStates`), less what the caller keeps (four-eyes).

/** The states the caller decides from, as a SQL list; null when none. */
function statesIn(states: readonly string[]): SQL | null {
  return states.length === 0
    ? null
    : sql.join(
        states.map((s) => sql`${s}`),
        sql`, `,
      );
}

/**
 * The list column of what awaits the caller's decision, over the record's `estado` and the type's "the caller
 * keeps it" condition (the one its visibility reads). Filter-only: its value depends on who asks.
 */
export function decisionColumn(
  workflow: Workflow<string>,
  estado: SQL,
  keeps: (ctx: VisibilityContext) => SQL,
): ResourceColumn {
  return column({
    prop: DECISAO_KEY,
    name: DECISAO_ROTULO,
    type: 'BOOLEAN',
    // Never read: the filter compiles `forCaller`, and no projection, export or sort takes this column.
    expr: sql`NULL::boolean`,
    showByDefault: false,
    showOnTable: false,
    showOnExport: false,
    canSort: false,
    forCaller: (ctx) => {
      const states = statesIn(decisionStates(workflow, ctx.role, ctx.level));
      // A record the caller does not keep: `keeps` may be NULL (no creator, no responsible user), which is "no".
      return states ? sql`(${estado} IN (${states}) AND NOT coalesce(${keeps(ctx)}, false))` : sql`FALSE`;
    },
  });
}

/** The same over Início's counters: `kept` is the caller's keeper rows of the records it sees. */
export function decisionCounter(
  workflow: Workflow<string>,
  kept: (ctx: VisibilityContext) => SQL,
): NonNullable<ResourceCounters['decision']> {
  return { key: DECISAO_KEY, states: (ctx) => decisionStates(workflow, ctx.role, ctx.level), kept };
}
