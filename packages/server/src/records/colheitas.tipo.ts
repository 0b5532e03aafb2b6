import type { Area } from '@sigsa/domain/access/areas';

/**
 * Who a laboratory collection type is, for the modules every type shares (issue 16): its entity path and area,
 * its pt-PT name, its own table (aliased `c` in every query), the prefix of its child tables (`cam_…`) and its
 * region's column.
 */
export interface ColheitaTipo {
  entity: string;
  area: Area;
  label: string;
  table: string;
  prefix: string;
  /** The column of its own table naming the DSAVR it is filed under (SVL/SVR visibility and alerts). */
  regiao: string;
  /** A query of the species ids of the collection `c` (the sub-categories its samples may take). */
  especies: string;
}
