import { requiredFields, type FormDraft } from '@sigsa/domain/validation/form-schema';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { valuesResolver } from './domain-resolver.ts';

/** How a small form (a modal, the sign-in, a comment) is checked: one domain schema and its payload. */
export interface FormRulesConfig<V extends FieldValues, O> {
  /** The domain schema the server applies to the payload; chosen by the values when a rule needs them. */
  schemaOf: (values: V) => z.ZodType<O>;
  /** The payload the values make (references as ids, blanks as null), with its paths equal to the fields. */
  toDraft: (values: V) => FormDraft;
  /** The fields that may carry an asterisk. */
  fields: readonly string[];
}

/** What a small form takes from its domain schema: the resolver, and the fields it requires now. */
export interface FormRules<V extends FieldValues, O> {
  resolver: Resolver<V, unknown, O>;
  /** The fields the schema requires given the other values (000 §5: the asterisks). */
  required: (values: V) => ReadonlySet<string>;
}

/** A small form's rules, all from the domain schema (issue 12). */
export function formRules<V extends FieldValues, O>(config: FormRulesConfig<V, O>): FormRules<V, O> {
  const { schemaOf, toDraft, fields } = config;
  return {
    resolver: valuesResolver(schemaOf, toDraft),
    // One parse per field: a handful of fields, so no memo is worth its bookkeeping.
    required: (values) => requiredFields(schemaOf(values), toDraft(values), fields),
  };
}
