import {
  fieldsWithIssues,
  requiredFields,
  summaryLines,
  type FormDraft,
} from '@sigsa/domain/validation/form-schema';
import type { z } from 'zod';
import type { FormMode } from './domain-resolver.ts';

/** What a record form's checks read: the schema of each mode, the top-level fields and their labels. */
export interface DomainChecksConfig {
  schemaOf: (mode: FormMode) => z.ZodType;
  /** The top-level fields that may carry an asterisk. */
  fields: readonly string[];
  /** Fields holding lists (child rows, codes): left out when finding the required fields. */
  tables: readonly string[];
  labelOf: (field: string) => string;
}

/** What the screen shows from the domain schema given the form's values. */
export interface DomainChecks {
  required: ReadonlySet<string>;
  summary: string[];
  hasErrors: boolean;
}

/**
 * The checks of a record form, as a function of its draft, the fields left and the mode of the last attempt
 * (null before one). The asterisks take one parse per field: they are found again only when the draft outside
 * the tables changed (a keystroke in another field, not a row or a repeated check of the same values).
 */
export function domainChecks(): (
  config: DomainChecksConfig,
  draft: FormDraft,
  touched: readonly string[],
  attempted: FormMode | null,
) => DomainChecks {
  let cached: { key: string; schema: z.ZodType; required: ReadonlySet<string> } | null = null;
  return ({ schemaOf, fields, tables, labelOf }, draft, touched, attempted) => {
    const withoutTables = Object.fromEntries(Object.entries(draft).filter(([key]) => !tables.includes(key)));
    const key = JSON.stringify(withoutTables);
    const schema = schemaOf('submit');
    if (cached?.key !== key || cached.schema !== schema)
      cached = { key, schema, required: requiredFields(schema, withoutTables, fields) };
    const summary = attempted ? summaryLines(schemaOf(attempted), draft, labelOf) : [];
    const leftInvalid = () => {
      const invalid = fieldsWithIssues(schemaOf('save'), draft);
      return touched.some((field) => invalid.has(field));
    };
    const hasErrors = attempted ? summary.length > 0 : touched.length > 0 && leftInvalid();
    return { required: cached.required, summary, hasErrors };
  };
}
