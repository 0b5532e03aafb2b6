import {
  relatorioInputSchema,
  relatorioPatchSchema,
  type RelatorioInput,
  type RelatorioPatch,
} from '@sigsa/domain/list/reports';
import type { FormDraft } from '@sigsa/domain/validation/form-schema';
import type { z } from 'zod';
import type { RelatorioFull } from './reports-api.ts';

// "Guardar filtros como relatório" between its fields and the API: the values of the form, the body they make
// and the server's schema for that body (a new report's POST or the PATCH of the user's own).

/** A user a report is shared with, as the user search names them. */
export interface SharedUser {
  id: number;
  nome: string;
}

/** The fields of the report form, named as the body's so that the schema's errors land on them. */
export interface ReportValues {
  nome: string;
  /** The chosen category's option key. */
  categoria: string | null;
  partilhadoComUtilizadores: SharedUser[];
  partilhadoComPerfis: string[];
}

/** The fields that may carry an asterisk (000 §5: name and category). */
export const REPORT_FIELDS = ['nome', 'categoria'] as const;

/** What saving the report is about: the list's entity and filters, and the user's own report if loaded. */
export interface ReportTarget {
  entity: string;
  filtrosJson: string;
  /** The loaded report when the user owns it (then edited), otherwise null (a new report). */
  existing: RelatorioFull | null;
  /** Whether the role may share with roles (spec 000 §6). */
  mayShareWithRoles: boolean;
}

/** What Gravar sends once the schema accepted it: a new report, or the changes to the user's own. */
export type ReportSave = { create: RelatorioInput } | { patch: RelatorioPatch };

const createSchema = relatorioInputSchema.transform((create): ReportSave => ({ create }));
const patchSchema = relatorioPatchSchema.transform((patch): ReportSave => ({ patch }));

/** The form's values for the user's own report, or blank for a new one. */
export function reportValues(existing: RelatorioFull | null): ReportValues {
  return {
    nome: existing?.nome ?? '',
    categoria: existing?.categoria != null ? String(existing.categoria) : null,
    partilhadoComUtilizadores: existing?.partilhadoComUtilizadores ?? [],
    partilhadoComPerfis: existing?.partilhadoComPerfis ?? [],
  };
}

/** The server's schema of the body: POST for a new report, PATCH for the user's own. */
export function reportSchema(target: ReportTarget): z.ZodType<ReportSave> {
  return target.existing ? patchSchema : createSchema;
}

/** The body the values make: sharing only for an existing report, roles only for the roles that may. */
export function reportDraft(values: ReportValues, target: ReportTarget): FormDraft {
  const { entity, filtrosJson, existing, mayShareWithRoles } = target;
  const base = {
    nome: values.nome,
    categoria: values.categoria === null ? null : Number(values.categoria),
    entidade: entity,
    filtrosJson,
  };
  if (!existing) return base;
  return {
    ...base,
    partilhadoComUtilizadores: values.partilhadoComUtilizadores,
    ...(existing.version !== undefined ? { version: existing.version } : {}),
    // Other roles may not share with roles: the field is left out of what they save (spec 000 §6).
    ...(mayShareWithRoles ? { partilhadoComPerfis: values.partilhadoComPerfis } : {}),
  };
}
