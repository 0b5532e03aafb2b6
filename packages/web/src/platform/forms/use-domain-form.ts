import type { FormDraft } from '@sigsa/domain/validation/form-schema';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { domainChecks, type DomainChecksConfig } from './domain-form-checks.ts';
import { domainResolver, type DomainFormContext, type FormMode, type SchemaFor } from './domain-resolver.ts';
import { formStatusStore, type FormStatus } from './form-status.ts';

/** How a record form is checked: the domain schemas, the payload of its values, and its fields' labels. */
export interface DomainFormConfig<V extends FieldValues, O> {
  /** Must be stable (module level or memoised): the resolver is built once per form. */
  schemaFor: SchemaFor<O>;
  /** Must be stable: the payload the values make, before the schema checks it. */
  toDraft: (values: V) => FormDraft;
  defaultValues: DefaultValues<V>;
  /** The top-level fields that may carry an asterisk. */
  fields: readonly string[];
  /**
   * Fields holding lists (child rows, which have their own modals; a record's parish codes): left out of the
   * draft when finding the required fields, which their content never decides; a list named in `fields` still
   * gets its own asterisk. Spares a parse per field of a long list on each of its changes.
   */
  tables?: readonly string[];
  /** The label of a top-level field, for the summary lines. */
  labelOf: (field: string) => string;
}

/** A record form: react-hook-form's handle plus what the screen shows from the domain schema. */
export interface DomainForm<V extends FieldValues, O> {
  form: UseFormReturn<V, DomainFormContext, O>;
  /**
   * The asterisks, the summary lines, whether the form knows of a problem and unsaved changes, each read where
   * it shows (`useFormStatus`): the form's changes never re-render the screen that holds it.
   * - `required`: the fields the schema requires for submission given the other values (000 §5).
   * - `summary`: after an attempt, one line per problem, for the validation error list; empty before.
   * - `hasErrors` (spec 002 §4: submit and validate are disabled while validation errors exist): after an
   *   attempt, any problem of the attempted mode; before one, a field the user left invalid. Live: fixing the
   *   fields clears it.
   */
  status: FormStatus;
  /**
   * Checks the form in `mode` and calls `onValid` with the parsed payload; otherwise every field shows its
   * error (all touched) and the summary fills. Resolves whether it was valid. Stable.
   */
  attempt: (mode: FormMode, onValid: (payload: O) => void) => Promise<boolean>;
}

/** Whether two values objects hold the same value in each field (react-hook-form replaces what changes). */
function sameValues(a: FieldValues, b: FieldValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * react-hook-form with the domain's zod schema as the single source of every rule (issue 12): errors show once
 * a field was left (000 §5, "onTouched"), every error after an attempt; the asterisks and the summary come
 * from the same schema. A failed submit keeps checking in submit mode until the next save attempt.
 *
 * The screen is not subscribed to the form: the status follows the form through a subscription of its own and
 * the parts that show it read it, so a field's change re-renders that field and what depends on it only.
 */
export function useDomainForm<V extends FieldValues, O>(config: DomainFormConfig<V, O>): DomainForm<V, O> {
  const { schemaFor, toDraft, defaultValues, fields, tables = NO_TABLES, labelOf } = config;
  const context = useRef<DomainFormContext>({ mode: 'save' }).current;
  const resolver = useMemo(() => domainResolver(schemaFor, toDraft), [schemaFor, toDraft]);
  // One schema per mode for the screen's checks below (building a record's schema is not free).
  const schemaOf = useMemo(() => {
    const built = new Map<FormMode, ReturnType<SchemaFor<O>>>();
    return (mode: FormMode) => {
      const schema = built.get(mode) ?? schemaFor(mode);
      built.set(mode, schema);
      return schema;
    };
  }, [schemaFor]);
  const form = useForm<V, DomainFormContext, O>({ defaultValues, resolver, context, mode: 'onTouched' });

  // What the checks read, as of the latest render (the labels are a new function each render).
  const checksConfig: DomainChecksConfig = { schemaOf, fields, tables, labelOf };
  const latest = useRef({ config: checksConfig, toDraft });
  useLayoutEffect(() => {
    latest.current = { config: checksConfig, toDraft };
  });
  // The form's state as the subscription last saw it, and the mode of the last attempt (null before one).
  const seen = useRef<{
    values: FieldValues | null;
    touched: string[];
    dirty: boolean;
    attempted: FormMode | null;
  }>({ values: null, touched: [], dirty: false, attempted: null });
  const [check] = useState(domainChecks);
  const [status] = useState(() => {
    const values = form.getValues();
    seen.current.values = values;
    return formStatusStore({ ...check(checksConfig, toDraft(values), [], null), dirty: false, revision: 0 });
  });

  /** Checks the values again when they, the fields left or the mode changed since the last check. */
  const refresh = useCallback(
    (force: boolean) => {
      const values = form.getValues();
      const before = seen.current;
      const changed = before.values === null || !sameValues(before.values, values);
      if (changed) before.values = values;
      const snapshot = status.get();
      const checks =
        changed || force
          ? check(latest.current.config, latest.current.toDraft(values), before.touched, before.attempted)
          : snapshot;
      status.set({ ...checks, dirty: before.dirty, revision: snapshot.revision + (changed ? 1 : 0) });
    },
    [form, status, check],
  );

  useLayoutEffect(
    () =>
      form.subscribe({
        formState: { values: true, touchedFields: true, isDirty: true },
        callback: (state) => {
          const touched = Object.keys(state.touchedFields ?? {});
          const left = touched.join() !== seen.current.touched.join();
          seen.current.touched = touched;
          seen.current.dirty = state.isDirty ?? false;
          refresh(left);
        },
      }),
    [form, refresh],
  );
  // A new schema (a screen whose rules follow its props) checks the same values again.
  useLayoutEffect(() => refresh(true), [schemaOf, refresh]);

  const attempt = useCallback(
    async (mode: FormMode, onValid: (payload: O) => void) => {
      context.mode = mode;
      seen.current.attempted = mode;
      refresh(true);
      let valid = false;
      await form.handleSubmit((payload) => {
        valid = true;
        onValid(payload);
      })();
      return valid;
    },
    [context, form, refresh],
  );

  return useMemo(() => ({ form, status, attempt }), [form, status, attempt]);
}

const NO_TABLES: readonly string[] = [];
