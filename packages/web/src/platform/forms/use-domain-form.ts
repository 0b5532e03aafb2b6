import {
  fieldsWithIssues,
  requiredFields,
  summaryLines,
  type FormDraft,
} from '@sigsa/domain/validation/form-schema';
import { useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { domainResolver, type DomainFormContext, type FormMode, type SchemaFor } from './domain-resolver.ts';

/** How a record form is checked: the domain schemas, the payload of its values, and its fields' labels. */
export interface DomainFormConfig<V extends FieldValues, O> {
  /** Must be stable (module level or memoised): the resolver is built once per form. */
  schemaFor: SchemaFor<O>;
  /** Must be stable: the payload the values make, before the schema checks it. */
  toDraft: (values: V) => FormDraft;
  defaultValues: DefaultValues<V>;
  /** The top-level fields that may carry an asterisk. */
  fields: readonly string[];
  /** Fields holding child rows: left out when finding the required fields (the rows have their own modals). */
  tables?: readonly string[];
  /** The label of a top-level field, for the summary lines. */
  labelOf: (field: string) => string;
}

/** A record form: react-hook-form's handle plus what the screen shows from the domain schema. */
export interface DomainForm<V extends FieldValues, O> {
  form: UseFormReturn<V, DomainFormContext, O>;
  /** The fields the schema requires for submission given the other values (000 §5: the asterisks). */
  required: ReadonlySet<string>;
  /** After an attempt, one line per problem, for the validation error list; empty before. */
  summary: string[];
  /**
   * The form knows of a problem now (spec 002 §4: submit and validate are disabled while validation errors
   * exist): after an attempt, any problem of the attempted mode; before one, a field the user left invalid.
   * Live: fixing the fields clears it.
   */
  hasErrors: boolean;
  /**
   * Checks the form in `mode` and calls `onValid` with the parsed payload; otherwise every field shows its
   * error (all touched) and the summary fills. Resolves whether it was valid.
   */
  attempt: (mode: FormMode, onValid: (payload: O) => void) => Promise<boolean>;
}

/**
 * react-hook-form with the domain's zod schema as the single source of every rule (issue 12): errors show once
 * a field was left (000 §5, "onTouched"), every error after an attempt; the asterisks and the summary come
 * from the same schema. A failed submit keeps checking in submit mode until the next save attempt.
 */
export function useDomainForm<V extends FieldValues, O>(config: DomainFormConfig<V, O>): DomainForm<V, O> {
  const { schemaFor, toDraft, defaultValues, fields, tables = [], labelOf } = config;
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
  const [attemptedMode, setAttemptedMode] = useState<FormMode | null>(null);
  const draft = toDraft(form.watch());

  const withoutTables = Object.fromEntries(Object.entries(draft).filter(([key]) => !tables.includes(key)));
  const requiredKey = JSON.stringify(withoutTables);
  const required = useMemo(
    () => requiredFields(schemaOf('submit'), withoutTables, fields),
    // The draft is rebuilt on every render; its content decides.
    [requiredKey, schemaOf, fields],
  );
  const summary = attemptedMode ? summaryLines(schemaOf(attemptedMode), draft, labelOf) : [];
  // Read on every render, so the form re-renders when a field is left.
  const left = Object.keys(form.formState.touchedFields);
  const leftInvalid = () => {
    const invalid = fieldsWithIssues(schemaOf('save'), draft);
    return left.some((field) => invalid.has(field));
  };
  const hasErrors = attemptedMode ? summary.length > 0 : left.length > 0 && leftInvalid();

  const attempt = async (mode: FormMode, onValid: (payload: O) => void) => {
    context.mode = mode;
    setAttemptedMode(mode);
    let valid = false;
    await form.handleSubmit((payload) => {
      valid = true;
      onValid(payload);
    })();
    return valid;
  };

  return { form, required, summary, hasErrors, attempt };
}
