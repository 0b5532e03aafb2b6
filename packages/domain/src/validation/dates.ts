import { DATE_WARNING_MESSAGE, validationMessage, type ValidationFailure } from './messages.ts';

// Dates are calendar dates ({year, month, day}), never `Date` objects: a `Date` is an instant, and turning
// it into a day depends on the time zone of whoever runs the code (a date picked at local midnight in Lisbon
// summer time is the previous day in UTC). Arithmetic runs on day numbers (days since 1970-01-01), so
// adding days never drifts across daylight-saving changes. Years are limited to 0001–9999 (four digits in
// every format).

/** A day of the Gregorian calendar; `month` is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A calendar date with a wall-clock time to the minute (the spec's date-time precision). */
export interface CalendarDateTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
}

/** The national authority's time zone, used to tell "today" from an instant on the server. */
export const LISBON_TIME_ZONE = 'Europe/Lisbon';

/** Display format of a date (spec 000 §3, §9). */
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
/** Display format of a date-time (spec 000 §3, §9). */
export const DISPLAY_DATE_TIME_FORMAT = 'HH:mm dd/MM/yyyy';
/** Wire format of a date (spec 000 §5). */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DISPLAY_DATE_TIME = /^(\d{2}):(\d{2}) (\d{2})\/(\d{2})\/(\d{4})$/;

/** Number of days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True for Gregorian leap years. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when the three numbers name a real day between 0001-01-01 and 9999-12-31. */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Strict YYYY-MM-DD (the wire format): null for any other text or for a day that does not exist. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  return toCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** A calendar date as YYYY-MM-DD. */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Strict dd/MM/yyyy as typed by the user: two-digit day and month, four-digit year, surrounding blanks
 * ignored; null for "1/2/2024", "31/02/2024" or anything else.
 */
export function parseDisplayDate(text: string): CalendarDate | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  return toCalendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** A calendar date as dd/MM/yyyy. */
export function formatDisplayDate(date: CalendarDate): string {
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

/** Strict "HH:mm dd/MM/yyyy" (24-hour clock, one space): null for anything else. */
export function parseDisplayDateTime(text: string): CalendarDateTime | null {
  const match = DISPLAY_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const date = toCalendarDate(Number(match[5]), Number(match[4]), Number(match[3]));
  if (!date || hour > 23 || minute > 59) return null;
  return { ...date, hour, minute };
}

/** A date-time as "HH:mm dd/MM/yyyy". */
export function formatDisplayDateTime(value: CalendarDateTime): string {
  return `${pad(value.hour, 2)}:${pad(value.minute, 2)} ${formatDisplayDate(value)}`;
}

/** Days since 1970-01-01 (negative before); exact for every Gregorian date. */
export function toEpochDay(date: CalendarDate): number {
  // Howard Hinnant's days_from_civil: years start in March so the leap day is the last day of the year.
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (date.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The calendar date `epochDay` days after 1970-01-01 (inverse of {@link toEpochDay}). */
export function fromEpochDay(epochDay: number): CalendarDate {
  const z0 = epochDay + 719468;
  const era = Math.floor(z0 / 146097);
  const doe = z0 - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** `date` moved by `days` (negative to go back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** `date` moved by whole years; 29 February becomes 28 February in a common year. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Like {@link compareDates}, to the minute. */
export function compareDateTimes(a: CalendarDateTime, b: CalendarDateTime): number {
  return compareDates(a, b) || a.hour - b.hour || a.minute - b.minute;
}

/** The wall-clock fields of `instant` in `timeZone`, read through Intl (slow: exports call this per cell). */
function wallClockParts(instant: number, timeZone: string): CalendarDateTime & { second: number } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of `timeZone` from UTC at `instant`, in ms (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 50_000;
/** Per zone: the offset of each UTC hour whose start and end share one offset (no change inside it). */
const hourOffsets = new Map<string, Map<number, number>>();

/** The offset of the UTC hour holding `instant`, or null when the zone changes offset inside that hour. */
function cachedHourOffset(instant: number, timeZone: string): number | null {
  let zone = hourOffsets.get(timeZone);
  if (!zone) hourOffsets.set(timeZone, (zone = new Map<number, number>()));
  const hour = Math.floor(instant / HOUR_MS);
  const known = zone.get(hour);
  if (known !== undefined) return Number.isNaN(known) ? null : known;
  const start = offsetAt(hour * HOUR_MS, timeZone);
  const end = offsetAt((hour + 1) * HOUR_MS - 1000, timeZone);
  if (zone.size >= MAX_CACHED_HOURS) zone.clear();
  zone.set(hour, start === end ? start : Number.NaN);
  return start === end ? start : null;
}

/**
 * The wall-clock date and time of `instant` in `timeZone` (default Lisbon). Zones change offset at most once
 * in an hour, so an hour whose first and last second share an offset is read from a cache.
 */
export function dateTimeInTimeZone(instant: Date, timeZone: string = LISBON_TIME_ZONE): CalendarDateTime {
  const ms = instant.getTime();
  const offset = Number.isFinite(ms) ? cachedHourOffset(ms, timeZone) : null;
  if (offset === null) {
    const { year, month, day, hour, minute } = wallClockParts(ms, timeZone);
    return { year, month, day, hour, minute };
  }
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The calendar date of `now` in `timeZone` (default Lisbon): the server's "today". Pass the clock's `now`. */
export function todayIn(now: Date, timeZone: string = LISBON_TIME_ZONE): CalendarDate {
  const { year, month, day } = dateTimeInTimeZone(now, timeZone);
  return { year, month, day };
}

/** The calendar date a browser-local `Date` shows (date pickers hand out local midnights). */
export function fromLocalDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Local midnight of a calendar date, for widgets that need a `Date` (a day the local zone skipped has none). */
export function toLocalDate(date: CalendarDate): Date {
  const result = new Date(0);
  // setFullYear, unlike the Date constructor, does not read years 0–99 as 1900–1999.
  result.setFullYear(date.year, date.month - 1, date.day);
  result.setHours(0, 0, 0, 0);
  return result;
}

/** An instant shown as "HH:mm dd/MM/yyyy" in `timeZone` (default Lisbon): createdOn, updatedOn, exports. */
export function formatInstant(instant: Date, timeZone: string = LISBON_TIME_ZONE): string {
  return formatDisplayDateTime(dateTimeInTimeZone(instant, timeZone));
}

/** Minimum and maximum allowed dates, both inclusive. */
export interface DateBounds {
  readonly min?: CalendarDate | null;
  readonly max?: CalendarDate | null;
}

/** Minimum and maximum allowed date-times, both inclusive. */
export interface DateTimeBounds {
  readonly min?: CalendarDateTime | null;
  readonly max?: CalendarDateTime | null;
}

/** The rule used across the product: nothing after today (spec 000 §5, 001 §9, 002 §9). */
export function maxToday(today: CalendarDate): DateBounds {
  return { max: today };
}

/** The usual warning threshold: one year before today (29 February steps back to 28 February). */
export function oneYearBefore(today: CalendarDate): CalendarDate {
  return addYears(today, -1);
}

/** A date outside its bounds, with the bound shown as dd/MM/yyyy; null when inside. */
export function checkDateBounds(date: CalendarDate, bounds: DateBounds): ValidationFailure | null {
  if (bounds.min && compareDates(date, bounds.min) < 0)
    return { kind: 'minDate', min: formatDisplayDate(bounds.min) };
  if (bounds.max && compareDates(date, bounds.max) > 0)
    return { kind: 'maxDate', max: formatDisplayDate(bounds.max) };
  return null;
}

/** A date-time outside its bounds, with the bound shown as "HH:mm dd/MM/yyyy"; null when inside. */
export function checkDateTimeBounds(
  value: CalendarDateTime,
  bounds: DateTimeBounds,
): ValidationFailure | null {
  if (bounds.min && compareDateTimes(value, bounds.min) < 0) {
    return { kind: 'minDate', min: formatDisplayDateTime(bounds.min) };
  }
  if (bounds.max && compareDateTimes(value, bounds.max) > 0) {
    return { kind: 'maxDate', max: formatDisplayDateTime(bounds.max) };
  }
  return null;
}

/** A typed (non-empty) dd/MM/yyyy text: the format failure, a bounds failure, or null when valid. */
export function checkDisplayDate(text: string, bounds: DateBounds = {}): ValidationFailure | null {
  const date = parseDisplayDate(text);
  return date ? checkDateBounds(date, bounds) : { kind: 'dateFormat' };
}

/** Message form of {@link checkDisplayDate}: null when valid. */
export function validateDisplayDate(text: string, bounds: DateBounds = {}): string | null {
  const failure = checkDisplayDate(text, bounds);
  return failure && validationMessage(failure);
}

/** A typed (non-empty) "HH:mm dd/MM/yyyy" text: "Data inválida", a bounds failure, or null when valid. */
export function checkDisplayDateTime(text: string, bounds: DateTimeBounds = {}): ValidationFailure | null {
  const value = parseDisplayDateTime(text);
  return value ? checkDateTimeBounds(value, bounds) : { kind: 'dateInvalid' };
}

/** Message form of {@link checkDisplayDateTime}: null when valid. */
export function validateDisplayDateTime(text: string, bounds: DateTimeBounds = {}): string | null {
  const failure = checkDisplayDateTime(text, bounds);
  return failure && validationMessage(failure);
}

/** True when a valid date is strictly before the threshold (one day before is enough). */
export function isBeforeWarningThreshold(date: CalendarDate, threshold: CalendarDate): boolean {
  return compareDates(date, threshold) < 0;
}

/**
 * The one-year warning (spec 000 §5): "A data selecionada é anterior ao previsto." when `date` is more than
 * one year before `today` (exactly one year before does not warn); null otherwise. Not an error: saving goes on.
 */
export function dateWarning(date: CalendarDate, today: CalendarDate): string | null {
  return isBeforeWarningThreshold(date, oneYearBefore(today)) ? DATE_WARNING_MESSAGE : null;
}

function toCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
