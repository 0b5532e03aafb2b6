import { formatIsoDate, parseIsoDate, todayIn } from '@sigsa/domain/validation/dates';

/** Today in Lisbon, YYYY-MM-DD: the map's day by default. */
export function todayIso(): string {
  return formatIsoDate(todayIn(new Date()));
}

/**
 * The map's disease and day as its URL holds them (`?doenca=&data=`), read the same by the screen and by the
 * route's loader: a disease id or null, the day when it is a valid YYYY-MM-DD, else `today()`. Today is asked for
 * only then: the first date in a time zone a page computes loads the zone's rules, a cost a shared link's first
 * paint need not pay.
 */
export function mapaParams(
  params: URLSearchParams,
  today: () => string,
): { doenca: number | null; data: string } {
  const doenca = params.get('doenca') ?? '';
  const data = params.get('data');
  return {
    doenca: /^\d{1,9}$/.test(doenca) ? Number(doenca) : null,
    data: data && parseIsoDate(data) ? data : today(),
  };
}
