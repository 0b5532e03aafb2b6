import { TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_WARNING_MESSAGE } from '@sigsa/domain/validation/messages';
import {
  checkDateBounds,
  dateWarning,
  formatDisplayDate,
  formatIsoDate,
  isBeforeWarningThreshold,
  parseDisplayDate,
  parseIsoDate,
  todayIn,
  validateDisplayDate,
  type CalendarDate,
  type DateBounds,
} from '@sigsa/domain/validation/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedDateState } from './use-typed-date-state.ts';
import { WarningDialog } from './warning-dialog.tsx';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: string;
  /** Wire date, YYYY-MM-DD; null when empty or while the typed text is not a valid date. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shows the asterisk (only while editable) and the required message once touched. */
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  min?: CalendarDate | null;
  max?: CalendarDate | null;
  /**
   * A valid date before this day opens the warning "A data selecionada é anterior ao previsto.";
   * default one year before today; null never warns.
   */
  warnBefore?: CalendarDate | null;
  /** An error from outside (the form's schema, the server), shown when the field has none of its own. */
  error?: string | null;
  description?: string;
  onBlur?: () => void;
}

const VALUE_FORMAT = 'DD/MM/YYYY';

/** The wire date a typed text stands for when it is a valid date inside the bounds; null otherwise. */
function acceptedIso(text: string, bounds: DateBounds): string | null {
  const date = parseDisplayDate(text);
  return date && !checkDateBounds(date, bounds) ? formatIsoDate(date) : null;
}

/** The wire date as dd/MM/yyyy; '' when empty or malformed. */
function displayOf(value: string | null): string {
  const date = value === null ? null : parseIsoDate(value);
  return date ? formatDisplayDate(date) : '';
}

/**
 * The one-year warning of spec 000 §5 for `date`: before `warnBefore` when given, else more than one year
 * before today (Lisbon); null when there is nothing to warn about or `warnBefore` is null.
 */
export function earlyDateWarning(
  date: CalendarDate,
  warnBefore: CalendarDate | null | undefined,
): string | null {
  if (warnBefore === null) return null;
  if (warnBefore === undefined) return dateWarning(date, todayIn(new Date()));
  return isBeforeWarningThreshold(date, warnBefore) ? DATE_WARNING_MESSAGE : null;
}

/**
 * The date field (spec 000 §2.6, §5): typed as dd/MM/yyyy or picked on a calendar, sent as YYYY-MM-DD.
 * Honours min and max, shows the date-format, bounds and required messages once the field is dirty or
 * touched, and warns once per change when the date is earlier than expected. Read-only it shows the date or
 * "Não definida".
 */
export function DateField({
  label,
  value,
  onChange,
  required = false,
  readOnly = false,
  disabled = false,
  min = null,
  max = null,
  warnBefore,
  error,
  description,
  onBlur,
}: DateFieldProps) {
  const { t } = useTranslation();
  const [warning, setWarning] = useState(false);
  const bounds: DateBounds = { min, max };
  const { shownError, type, forgetTyped, touch } = useTypedDateState({
    value,
    display: displayOf,
    accept: (input) => acceptedIso(input, bounds),
    validate: (input) => validateDisplayDate(input, bounds),
    fullLength: VALUE_FORMAT.length,
    required,
    error,
  });

  if (readOnly) {
    const shown = displayOf(value);
    return (
      <TextInput
        label={label}
        description={description}
        value={shown === '' ? t('widgets.date.notDefined') : shown}
        readOnly
        variant="filled"
      />
    );
  }

  const change = (iso: string | null) => {
    if (iso === value) return;
    onChange(iso);
    const date = iso === null ? null : parseIsoDate(iso);
    if (date && earlyDateWarning(date, warnBefore)) setWarning(true);
  };

  return (
    <>
      <DateInput
        label={label}
        description={description}
        placeholder={t('widgets.date.placeholder')}
        value={value}
        valueFormat={VALUE_FORMAT}
        dateParser={(input) => acceptedIso(input, bounds)}
        minDate={min ? formatIsoDate(min) : undefined}
        maxDate={max ? formatIsoDate(max) : undefined}
        fixOnBlur={false}
        // The calendar's month arrows are named, and days of the next and previous months are not shown (their
        // faint grey fails the contrast of WCAG 1.4.3): axe-core scans the calendar open.
        previousLabel={t('widgets.date.previousMonth')}
        nextLabel={t('widgets.date.nextMonth')}
        hideOutsideDates
        required={required}
        disabled={disabled}
        error={shownError}
        onChange={(iso) => {
          forgetTyped();
          change(iso);
        }}
        onInput={(event) => {
          const input = event.currentTarget.value;
          type(input);
          // A valid date is handed over by DateInput itself (through dateParser); anything else empties the value.
          if (acceptedIso(input, bounds) === null) change(null);
        }}
        onBlur={() => {
          touch();
          onBlur?.();
        }}
      />
      <WarningDialog
        opened={warning}
        title={label}
        message={DATE_WARNING_MESSAGE}
        onClose={() => setWarning(false)}
      />
    </>
  );
}
