import { getDefaultZIndex } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** How long an error toast stays on screen (spec 000 §8.1). */
export const ERROR_TOAST_MS = 10_000;

/**
 * Where toasts appear: the top right, below the header (toasts.module.css), so they never cover the user menu
 * or the notifications bell; a record's buttons sit at the bottom of its form, out of their way.
 */
export const TOASTS_POSITION = 'top-right';

/**
 * Toasts stack above modals (a failed save inside a modal must show) but under menus and dropdowns (Mantine's
 * popover layer, 300): a menu opened below the header is never covered by a toast still on screen, so its
 * items, "Sair" included, take the click.
 */
export const TOASTS_Z_INDEX = (getDefaultZIndex('modal') + getDefaultZIndex('popover')) / 2;

/** A done action ("Registo guardado com sucesso."): green, announced politely (`role="status"`). */
export function showSuccessToast(message: string): void {
  notifications.show({ color: 'green', message, role: 'status' });
}

/**
 * A warning about what the user just tried ("Não é possível ordenar por esta coluna."): orange, announced at once
 * (`role="alert"`). The same warning is shown once however often it is asked for while on screen.
 */
export function showWarningToast(message: string): void {
  notifications.show({ id: `aviso:${message}`, color: 'orange', message, role: 'alert' });
}

/** A failure: red, with a title, for 10 s with a close button, announced at once (`role="alert"`). */
export function showErrorToast(title: string, message: string): void {
  notifications.show({
    color: 'red',
    title,
    message,
    role: 'alert',
    autoClose: ERROR_TOAST_MS,
    withCloseButton: true,
    style: { whiteSpace: 'pre-line' },
  });
}
