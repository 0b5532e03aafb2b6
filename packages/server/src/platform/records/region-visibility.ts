import { sql, type SQL } from 'drizzle-orm';
import type { VisibilityContext } from '../resources/resource.types.ts';

/**
 * Row-level visibility of a record filed under a region (notifications, clinical exams; docs/permissions.md):
 * SIGSA and MANAGER all; SVL and SVR those whose `region` (a DSAVR id) is one of theirs and those they keep; MV
 * and MV_MUNICIPAL those they keep; nobody else any (LAB and TRANSPORTADOR have no access to these areas: 403
 * before this). `keeps` is the record type's "the caller keeps it" condition.
 */
export function regionVisibility(ctx: VisibilityContext, region: SQL, keeps: SQL): SQL | null {
  switch (ctx.role) {
    case 'ROLE_SIGSA':
    case 'ROLE_MANAGER':
      return null;
    case 'ROLE_SVL':
    case 'ROLE_SVR':
      // ARRAY(…) is computed once (an init plan), so the region's index serves it beside the keepers' ones.
      return sql`(${region} = ANY(ARRAY(SELECT ud.dsavr_id FROM utilizador_dsavrs ud
        WHERE ud.utilizador_id = ${ctx.userId})) OR ${keeps})`;
    case 'ROLE_MV':
    case 'ROLE_MV_MUNICIPAL':
      return keeps;
    case 'ROLE_LAB':
    case 'ROLE_TRANSPORTADOR':
    case null:
      return sql`FALSE`;
  }
}

/** The caller's DSAVRs, as the counters' `regiao` text (`regionCounterScope`). */
export function dsavrRegions(ctx: VisibilityContext): SQL {
  return sql`ARRAY(SELECT ud.dsavr_id::text FROM utilizador_dsavrs ud WHERE ud.utilizador_id = ${ctx.userId})`;
}

/**
 * {@link regionVisibility} over Início's counters (alias `ic`, migration 0028): the whole of the records of the
 * caller's `regions` (a text array), plus, when `keeps` (the type lets SVL/SVR see what they keep), what the
 * caller keeps elsewhere, so no record is counted twice; MV and MV_MUNICIPAL what they keep.
 */
export function regionCounterScope(ctx: VisibilityContext, regions: SQL, keeps = true): SQL {
  switch (ctx.role) {
    case 'ROLE_SIGSA':
    case 'ROLE_MANAGER':
      return sql`ic.guardiao_id = 0`;
    case 'ROLE_SVL':
    case 'ROLE_SVR': {
      const own = sql`(ic.guardiao_id = 0 AND ic.regiao = ANY(${regions}))`;
      return keeps
        ? sql`(${own} OR (ic.guardiao_id = ${ctx.userId} AND NOT ic.regiao = ANY(${regions})))`
        : own;
    }
    case 'ROLE_MV':
    case 'ROLE_MV_MUNICIPAL':
      return sql`ic.guardiao_id = ${ctx.userId}`;
    case 'ROLE_LAB':
    case 'ROLE_TRANSPORTADOR':
    case null:
      return sql`FALSE`;
  }
}

/**
 * The caller's keeper rows of the records {@link regionCounterScope} lets it see (the counters' `guardiao_id`):
 * all it keeps, or, when `keeps` is false (SVL/SVR do not see what they keep outside their regions), those of its
 * regions. What awaits the caller's decision is its scope less these (four-eyes).
 */
export function regionCounterKept(ctx: VisibilityContext, regions: SQL, keeps = true): SQL {
  switch (ctx.role) {
    case 'ROLE_SIGSA':
    case 'ROLE_MANAGER':
    case 'ROLE_MV':
    case 'ROLE_MV_MUNICIPAL':
      return sql`ic.guardiao_id = ${ctx.userId}`;
    case 'ROLE_SVL':
    case 'ROLE_SVR':
      return keeps
        ? sql`ic.guardiao_id = ${ctx.userId}`
        : sql`(ic.guardiao_id = ${ctx.userId} AND ic.regiao = ANY(${regions}))`;
    case 'ROLE_LAB':
    case 'ROLE_TRANSPORTADOR':
    case null:
      return sql`FALSE`;
  }
}
