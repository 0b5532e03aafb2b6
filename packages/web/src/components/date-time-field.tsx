import { ActionIcon, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker, TimeInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_WARNING_MESSAGE } from '@sigsa/domain/validation/messages';
import {
  checkDateTimeBounds,
  dateTimeInTimeZone,
  formatDisplayDateTime,
  formatIsoDate,
  parseDisplayDateTime,
  parseIsoDate,
  validateDisplayDateTime,
  type CalendarDate,
  type CalendarDateTime,
  type DateTimeBounds,
} from '@sigsa/domain/validation/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeValue } from '../list/cell-registry.tsx';
import { earlyDateWarning } from './date-field.tsx';
import { useTypedDateState } from './use-typed-date-state.ts';
import { WarningDialog } from './warning-dialog.tsx';

/** Props of {@link DateTimeField}. */
export interface DateTimeFieldProps {
  label: string;
  /** Wire instant (ISO 8601, e.g. "2025-07-01T13:05:00.000Z"); null when empty or while the text is invalid. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Shows the asterisk (only while editable) and the required message once touched. */
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Bounds as Lisbon wall-clock date-times, both inclusive. */
  min?: CalendarDateTime | null;
  max?: CalendarDateTime | null;
  /** A valid date-time on a day before this one warns; default one year before today; null never warns. */
  warnBefore?: CalendarDate | null;
  /** An error from outside (the form's schema, the server), shown when the field has none of its own. */
  error?: string | null;
  description?: string;
  onBlur?: () => void;
}

const TEXT_LENGTH = 'HH:mm dd/MM/yyyy'.length;

/** Milliseconds of a wall-clock reading taken as if it were UTC (years below 100 included). */
function wallMs(wall: CalendarDateTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, 0, 0);
  return date.getTime();
}

/**
 * The instant at which Lisbon's clocks show `wall`. Two corrections settle the offset; a time skipped by the
 * spring change lands an hour off, as clocks do.
 */
function lisbonInstant(wall: CalendarDateTime): Date {
  // Belongs next to dateTimeInTimeZone in the domain's dates.ts; kept here until that file gains it.
  const target = wallMs(wall);
  let instant = target;
  for (let step = 0; step < 2; step += 1) instant += target - wallMs(dateTimeInTimeZone(new Date(instant)));
  return new Date(instant);
}

/** The instant a typed "HH:mm dd/MM/yyyy" stands for when valid and inside the bounds; null otherwise. */
function acceptedInstant(text: string, bounds: DateTimeBounds): string | null {
  const wall = parseDisplayDateTime(text);
  return wall && !checkDateTimeBounds(wall, bounds) ? lisbonInstant(wall).toISOString() : null;
}

/** True when both are null or both name the same instant. */
function sameInstant(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return new Date(a).getTime() === new Date(b).getTime();
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The date-time field (spec 000 §2.6, §5): typed as "HH:mm dd/MM/yyyy" (Lisbon time) or picked on a calendar
 * with a time input, sent as an ISO instant. Honours min and max, shows "Data inválida", bounds and required
 * messages once dirty or touched, and warns once per change on a day earlier than expected. Read-only it
 * shows "HH:mm dd/MM/yyyy" or "Não definida".
 */
export function DateTimeField({
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
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  const [warning, setWarning] = useState(false);
  const [pickerOpened, setPickerOpened] = useState(false);
  const bounds: DateTimeBounds = { min, max };
  const { text, shownError, type, touch } = useTypedDateState({
    value,
    display: formatDateTimeValue,
    accept: (input) => acceptedInstant(input, bounds),
    validate: (input) => validateDisplayDateTime(input, bounds),
    same: sameInstant,
    fullLength: TEXT_LENGTH,
    required,
    error,
  });

  if (readOnly) {
    const shown = formatDateTimeValue(value);
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

  const enter = (input: string) => {
    type(input);
    const accepted = acceptedInstant(input, bounds);
    if (sameInstant(accepted, value)) return;
    onChange(accepted);
    const wall = parseDisplayDateTime(input);
    if (accepted !== null && wall && earlyDateWarning(wall, warnBefore)) setWarning(true);
  };

  // The picker edits the date-time shown, or starts from midnight of the picked day.
  const current = parseDisplayDateTime(text);
  const pickDate = (iso: string | null) => {
    const day = iso === null ? null : parseIsoDate(iso);
    if (!day) return;
    enter(formatDisplayDateTime({ ...day, hour: current?.hour ?? 0, minute: current?.minute ?? 0 }));
  };
  const pickTime = (time: string) => {
    const match = /^(\d{2}):(\d{2})/.exec(time);
    if (!match || !current) return;
    enter(formatDisplayDateTime({ ...current, hour: Number(match[1]), minute: Number(match[2]) }));
  };

  return (
    <>
      <Popover
        opened={pickerOpened}
        onChange={setPickerOpened}
        position="bottom-start"
        trapFocus
        returnFocus
        disabled={disabled}
      >
        <Popover.Target>
          <TextInput
            label={label}
            description={description}
            placeholder={t('widgets.dateTime.placeholder')}
            value={text}
            required={required}
            disabled={disabled}
            error={shownError}
            autoComplete="off"
            onChange={(event) => enter(event.currentTarget.value)}
            onBlur={() => {
              touch();
              onBlur?.();
            }}
            rightSectionPointerEvents="all"
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('widgets.dateTime.openPicker', { label })}
                aria-expanded={pickerOpened}
                onClick={() => setPickerOpened((opened) => !opened)}
                disabled={disabled}
              >
                <IconCalendar size={18} aria-hidden="true" />
              </ActionIcon>
            }
          />
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <DatePicker
              value={current ? formatIsoDate(current) : null}
              onChange={pickDate}
              minDate={min ? formatIsoDate(min) : undefined}
              maxDate={max ? formatIsoDate(max) : undefined}
              previousLabel={t('widgets.date.previousMonth')}
              nextLabel={t('widgets.date.nextMonth')}
              hideOutsideDates
            />
            <TimeInput
              label={t('widgets.dateTime.time')}
              value={current ? `${pad2(current.hour)}:${pad2(current.minute)}` : ''}
              disabled={!current}
              onChange={(event) => pickTime(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setPickerOpened(false)}>
                {t('widgets.dialog.close')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <WarningDialog
        opened={warning}
        title={label}
        message={DATE_WARNING_MESSAGE}
        onClose={() => setWarning(false)}
      />
    </>
  );
}
