import { formatDisplayDate, parseIsoDate } from '@sigsa/domain/validation/dates';

/** An ISO date as the risk screens show it (dd/MM/yyyy); "-" when none. */
export function diaExibido(iso: string | null): string {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? formatDisplayDate(date) : '-';
}
