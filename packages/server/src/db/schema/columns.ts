import { boolean, customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** GeoJSON point on the wire, PostGIS geometry(Point, 4326) in the database. */
export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/**
 * geometry(Point,4326) read and written as GeoJSON text. Selecting it through drizzle gives the EWKB hex, so
 * queries that need the point select `ST_AsGeoJSON(col)`; this type only fixes the column DDL.
 */
export const geoPoint = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'geometry(Point,4326)';
  },
});

/**
 * geometry(MultiPolygon,4326) for administrative boundaries, written with ST_Multi(ST_GeomFromGeoJSON(...)); like
 * {@link geoPoint}, drizzle reads it as EWKB hex, so queries that need the shape select `ST_AsGeoJSON(col)`.
 */
export const geoMultiPolygon = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'geometry(MultiPolygon,4326)';
  },
});

/** Audit columns every record table carries (brief §4). */
export const auditColumns = {
  version: integer('version').notNull().default(0),
  createdBy: text('created_by'),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
};

/** The column every workflow record table carries beside its audit columns: archived (spec 000 §7.2 arquivar). */
export const archiveColumns = {
  arquivado: boolean('arquivado').notNull().default(false),
};

/**
 * The columns of a table administered in Gerir (issue 13): its version (a stale save is 409; a row an
 * administrator changed, version > 0, is left alone by the reference seed) and, unless the table already has an
 * active flag, whether it is archived (out of selectors and new writes, kept in old records).
 */
export const adminVersionColumn = {
  version: integer('version').notNull().default(0),
};

/** {@link adminVersionColumn} plus the archived flag. */
export const adminColumns = {
  ...adminVersionColumn,
  arquivado: boolean('arquivado').notNull().default(false),
};
