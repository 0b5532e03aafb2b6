import { SUPPORT_EMAIL } from './app-info.ts';
import { i18n } from './i18n.ts';
import { showErrorToast } from './toasts.ts';

/** Statuses with their own title in the catalogue; any other status is titled "Erro na operação". */
const CATALOGUED = [400, 403, 404, 405, 409, 500] as const;

/** Statuses whose toast repeats the server's message under the catalogue title (spec 000 §8.1). */
const WITH_SERVER_MESSAGE: readonly number[] = [400, 403, 404, 409];

/** Title and body lines of the toast for a failed call (spec 000 §8.1); status 0: server unreachable. */
export function httpErrorToastText(
  status: number,
  serverMessage: string,
): { title: string; lines: string[] } {
  const catalogued = (CATALOGUED as readonly number[]).includes(status);
  const message = serverMessage.trim();
  let detail: string | null;
  if (status === 0) detail = i18n.t('errors.network');
  else if (!catalogued) detail = message || i18n.t('errors.unexpected');
  else detail = WITH_SERVER_MESSAGE.includes(status) && message ? message : null;
  const contact = i18n.t('errors.contactSupport', { email: SUPPORT_EMAIL });
  const title = i18n.t(catalogued ? `errors.title.${status}` : 'errors.title.other');
  // The server's default sentence for a status is the catalogue's title: said once, not twice.
  if (detail && sameSentence(detail, title)) detail = null;
  return { title, lines: detail ? [detail, contact] : [contact] };
}

/** Two sentences that differ only in case, spacing or a closing full stop. */
function sameSentence(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\.$/, '').replace(/\s+/g, ' ').toLocaleLowerCase('pt-PT');
  return norm(a) === norm(b);
}

/** Shows the error toast of spec 000 §8.1 for `status`, for 10 seconds. */
export function showHttpErrorToast(status: number, serverMessage: string): void {
  // The first screen's loaders start while the texts load (main.tsx): an error that early waits for them.
  if (!i18n.isInitialized) {
    i18n.on('initialized', () => showHttpErrorToast(status, serverMessage));
    return;
  }
  const { title, lines } = httpErrorToastText(status, serverMessage);
  showErrorToast(title, lines.join('\n'));
}
