import dayjs from 'dayjs';
import 'dayjs/locale/pt';

/** dayjs locale of the product (Portuguese; Mantine date pickers get the same through DatesProvider). */
export const DAYJS_LOCALE = 'pt';

/** Makes dayjs speak Portuguese everywhere. */
export function initDates(): void {
  dayjs.locale(DAYJS_LOCALE);
}
