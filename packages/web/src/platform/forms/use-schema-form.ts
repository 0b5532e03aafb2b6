import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { formRules, type FormRulesConfig } from './form-rules.ts';

/** When a small form shows its messages. */
export type SchemaFormMode = 'onTouched' | 'onSubmit';

/** A small form: its domain schema's rules, its first values and when it speaks. */
export interface SchemaFormConfig<V extends FieldValues, O> extends FormRulesConfig<V, O> {
  defaultValues: DefaultValues<V>;
  /**
   * When a message shows: once its field was left (000 §5, the default), or from the first attempt on (a
   * panel whose form opens on request and should not scold before one).
   */
  mode?: SchemaFormMode;
}

/** A small form: react-hook-form's handle and the fields the schema requires (the asterisks). */
export interface SchemaForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  required: ReadonlySet<string>;
}

/**
 * react-hook-form with a domain schema as the single source of the form's rules (issue 12), for forms without
 * the save/submit modes of a record: messages, validity (a Confirm disabled while `!formState.isValid`) and the
 * asterisks all come from the schema. `handleSubmit` hands over the parsed payload, ready to send.
 */
export function useSchemaForm<V extends FieldValues, O>(config: SchemaFormConfig<V, O>): SchemaForm<V, O> {
  const { defaultValues, mode = 'onTouched' } = config;
  // Built on each render, so a schema or payload that follows the caller's props (the report being edited)
  // is always the current one.
  const rules = formRules(config);
  const form = useForm<V, unknown, O>({ defaultValues, mode, resolver: rules.resolver });
  return { form, required: rules.required(form.watch()) };
}
