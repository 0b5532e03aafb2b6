import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DAYJS_LOCALE } from '../platform/dates.ts';
import { accessibleColors, MANTINE_ENV, theme } from '../platform/theme.ts';
import { TOASTS_POSITION, TOASTS_Z_INDEX } from '../platform/toasts.ts';
import toastClasses from '../platform/toasts.module.css';

/**
 * Every provider the screens rely on: theme, dates in Portuguese, server-state cache, toasts. The modals
 * manager is the signed-in shell's (shell-layout.tsx): it renders a Modal, which the sign-in page never needs.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={accessibleColors}
      defaultColorScheme="light"
      env={MANTINE_ENV}
    >
      <DatesProvider settings={{ locale: DAYJS_LOCALE, firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications
            position={TOASTS_POSITION}
            limit={5}
            zIndex={TOASTS_Z_INDEX}
            classNames={{ root: toastClasses.toasts }}
          />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
