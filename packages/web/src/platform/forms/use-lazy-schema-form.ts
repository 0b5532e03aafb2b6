import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { FormRules } from './form-rules.ts';
import type { SchemaForm, SchemaFormMode } from './use-schema-form.ts';

// Type-only imports above: this module must not bring zod into the chunk of the page that uses it.

/** A small form whose rules load in a chunk of their own (zod and the domain schema). */
export interface LazySchemaFormConfig<V extends FieldValues, O> {
  /** Must be stable (module level): loads the rules, e.g. `() => import('./x-rules.ts').then(…)`. */
  loadRules: () => Promise<FormRules<V, O>>;
  defaultValues: DefaultValues<V>;
  mode?: SchemaFormMode;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * {@link useSchemaForm} for a page that must stay light on its first load (the sign-in, issue 20): the form
 * renders at once and its rules arrive beside it; a check made before they have (a field left at once, an
 * early submit) waits for them. The asterisks show once the rules are there.
 */
export function useLazySchemaForm<V extends FieldValues, O>(
  config: LazySchemaFormConfig<V, O>,
): SchemaForm<V, O> {
  const { loadRules, defaultValues, mode = 'onTouched' } = config;
  const [rules, setRules] = useState<FormRules<V, O> | null>(null);
  useEffect(() => {
    let current = true;
    loadRules().then(
      (loaded) => {
        if (current) setRules(loaded);
      },
      // A chunk that failed to load: the next check asks again (and fails the attempt if it still cannot).
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadRules]);
  const resolver: Resolver<V, unknown, O> = async (values, context, options) =>
    (rules ?? (await loadRules())).resolver(values, context, options);
  const form = useForm<V, unknown, O>({ defaultValues, mode, resolver });
  const values = form.watch();
  return { form, required: rules ? rules.required(values) : NONE };
}
