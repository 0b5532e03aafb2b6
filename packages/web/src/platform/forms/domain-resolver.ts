import { zodResolver } from '@hookform/resolvers/zod';
import { ptErrorMap } from '@sigsa/domain/validation/zod-messages';
import type { FormDraft } from '@sigsa/domain/validation/form-schema';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * Which of a record type's schemas checks the form: `save` (Guardar keeps a draft) or `submit` (what a
 * record needs before it goes to review). Types without the difference give the same schema for both.
 */
export type FormMode = 'save' | 'submit';

/** The resolver's context: the mode of the last attempt (a stable object the form mutates). */
export interface DomainFormContext {
  mode: FormMode;
}

/** The domain schema of each mode, exactly as the server validates the payload. */
export type SchemaFor<O> = (mode: FormMode) => z.ZodType<O>;

/**
 * A react-hook-form resolver running the domain's zod schema (the server's) on the payload the form's values
 * make (`toDraft`: references as ids, blanks as null), in pt-PT whatever the global error map. Issue paths are
 * payload paths, which the forms keep equal to their field names. On success the form receives the parsed
 * payload, ready to send.
 */
export function domainResolver<V extends FieldValues, O>(
  schemaFor: SchemaFor<O>,
  toDraft: (values: V) => FormDraft,
): Resolver<V, DomainFormContext, O> {
  const byMode = new Map<FormMode, Resolver<V, DomainFormContext, O>>();
  return (values, context, options) => {
    const mode = context?.mode ?? 'save';
    let resolver = byMode.get(mode);
    if (!resolver) {
      resolver = draftResolver(schemaFor(mode), toDraft);
      byMode.set(mode, resolver);
    }
    return resolver(values, context, options);
  };
}

/** A resolver whose schema depends on the values themselves (a return reason that requires observations). */
export function valuesResolver<V extends FieldValues, O>(
  schemaOf: (values: V) => z.ZodType<O>,
  toDraft: (values: V) => FormDraft,
): Resolver<V, unknown, O> {
  return (values, context, options) => draftResolver(schemaOf(values), toDraft)(values, context, options);
}

function draftResolver<V extends FieldValues, O, C>(
  schema: z.ZodType<O>,
  toDraft: (values: V) => FormDraft,
): Resolver<V, C, O> {
  // The schema's input is the draft, not the form's values: preprocess bridges them, so the types part here.
  const fromValues = z.preprocess((input) => toDraft(input as V), schema) as unknown as z.ZodType<O, V>;
  return zodResolver<V, C, O, z.ZodType<O, V>>(fromValues, { error: ptErrorMap });
}
