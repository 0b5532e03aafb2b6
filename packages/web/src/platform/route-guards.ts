import { data, type LoaderFunctionArgs } from 'react-router';
import { waitForActiveSession } from './record-api.ts';
import { canOpenScreen, type ScreenAccess } from './screen-access.ts';

/** What a route's guard throws when the role may not open the screen: the access it lacked (a 403). */
export interface NoAccessData {
  kind: 'noAccess';
  access: ScreenAccess;
}

/** What a detail loader throws for a record that does not exist or that the user may not see (a 404). */
export interface RecordNotFoundData {
  kind: 'recordNotFound';
  /** The list of the record's type, to go back to, and its title (i18n key). */
  listPath: string;
  listTitle: string;
}

/** True when a route error's data says why a screen did not open. */
export function isNoAccess(value: unknown): value is NoAccessData {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'noAccess';
}

export function isRecordNotFound(value: unknown): value is RecordNotFoundData {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'recordNotFound';
}

// React Router reads a thrown `data()` response as the route's error response; it is not an Error by design.
/* eslint-disable @typescript-eslint/only-throw-error */

/** Ends a detail loader: the record is not there for this user (whether it exists is not said). */
export function recordNotFound(listPath: string, listTitle: string): never {
  throw data<RecordNotFoundData>({ kind: 'recordNotFound', listPath, listTitle }, { status: 404 });
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/**
 * The loader of a screen that needs `access`: once the entry guard has a role, it refuses the screen with
 * "Sem acesso" (403) when the role's access levels do not allow it — before the screen or its own loader asks
 * the server anything — and otherwise runs `loader`, if any. Typed addresses and links meet the same rule as
 * the menu ({@link canOpenScreen}).
 */
export function screenLoader(access: ScreenAccess, loader?: Loader): Loader {
  return async (args) => {
    const session = await waitForActiveSession(args.request.signal);
    if (!canOpenScreen(access, session.user.permissoesAtuais))
      throw data<NoAccessData>({ kind: 'noAccess', access }, { status: 403 });
    return loader ? loader(args) : null;
  };
}
