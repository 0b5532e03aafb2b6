import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DAYJS_LOCALE } from '../platform/dates.ts';
import { accessibleColors, MANTINE_ENV, theme } from '../platform/theme.ts';
import { TOASTS_TOP_OFFSET } from '../platform/toasts.ts';

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
            position="top-right"
            limit={5}
            zIndex={1000}
            styles={{ root: { top: TOASTS_TOP_OFFSET } }}
          />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
