import type { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';
import { failureFromIssue, ptErrorMap, summaryFromIssue } from './zod-messages.ts';

// What a form learns from the domain schema the server validates with: which fields are required now (the
// asterisks, 000 §5) and the summary lines of a refused attempt ("O campo X é obrigatório."). Screens never
// re-code a rule: they ask the schema.

/** Parse options that make any schema speak the pt-PT catalogue, with or without the global error map. */
export const PT = { error: ptErrorMap } as const;

/** A draft as a form sends it: top-level fields by name (references as ids, blanks as null). */
export type FormDraft = Readonly<Record<string, unknown>>;

/**
 * The fields of `fields` the schema requires given the rest of `draft`: those that answer "required" when
 * left blank — the catalogue's message, or a schema's own wording of a refused blank ("O comentário é
 * obrigatório."). Conditional rules (a field required by another's value, a submit mode) follow the draft.
 */
export function requiredFields(
  schema: z.ZodType,
  draft: FormDraft,
  fields: readonly string[],
): ReadonlySet<string> {
  const required = new Set<string>();
  for (const field of fields) {
    // The blank is reported with each issue, so that a refused blank is known whatever its message.
    const result = schema.safeParse({ ...draft, [field]: null }, { ...PT, reportInput: true });
    if (result.success) continue;
    const blankIssue = result.error.issues.some(
      (issue) =>
        issue.path.length === 1 &&
        issue.path[0] === field &&
        (issue.message === REQUIRED_MESSAGE || failureFromIssue(issue).kind === 'required'),
    );
    if (blankIssue) required.add(field);
  }
  return required;
}

/**
 * The summary lines of every issue of `draft`, each named by the label of its top-level field (lines of a
 * table are named by the table), without repeats, in the schema's order.
 */
export function summaryLines(
  schema: z.ZodType,
  draft: FormDraft,
  labelOf: (field: string) => string,
): string[] {
  const result = schema.safeParse(draft, PT);
  if (result.success) return [];
  const lines: string[] = [];
  const named = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    // A field shows its first problem only, as under the field itself; a table may have one per line.
    if (issue.path.length === 1) {
      if (named.has(field)) continue;
      named.add(field);
    }
    lines.push(summaryFromIssue(labelOf(field), issue));
  }
  return [...new Set(lines)];
}

/** The top-level fields of `draft` the schema finds a problem in (a table by its name); empty when valid. */
export function fieldsWithIssues(schema: z.ZodType, draft: FormDraft): ReadonlySet<string> {
  const result = schema.safeParse(draft, PT);
  if (result.success) return new Set();
  return new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
}
