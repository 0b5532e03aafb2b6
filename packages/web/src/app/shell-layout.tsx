import { AppShell, Burger, Group, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { memo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, SIGN_IN_PATH, withReturnPath } from '../platform/public-routes.ts';
import { activeSession, useSession } from '../platform/session-store.ts';
import { AppFooter } from './app-footer.tsx';
import { BrandMark } from './brand-mark.tsx';
import { MainMenu } from './main-menu.tsx';
import { NotificationsBell } from './notifications-bell.tsx';
import classes from './shell.module.css';
import { UserMenu } from './user-menu.tsx';

/** Id of the main content, target of the skip link. */
const CONTENT_ID = 'conteudo';

/** Id of the main menu, controlled by the header button on narrow screens. */
const NAVBAR_ID = 'menu-principal';

/** To sign in (after a sign-out, straight; after a 401, coming back here afterwards). */
function SignInRedirect({ signingOut }: { signingOut: boolean }) {
  const location = useLocation();
  const back = signingOut ? SIGN_IN_PATH : withReturnPath(SIGN_IN_PATH, location.pathname + location.search);
  return <Navigate to={back} replace />;
}

/**
 * The shell of every protected screen (spec 000 §2.2): header with the product name, the notifications
 * slot and the user menu; the main menu; the screen; the footer. It renders only with an active session
 * and sends the user to sign in as soon as the session ends (sign-out, 401). Memoized and reading no location: a
 * screen's own URL changes (a list's filters, the map's disease) re-render the screen, not the shell.
 */
export const ShellLayout = memo(function ShellLayout({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.md})`);
  // Below the breakpoint a closed menu is only slid off-screen; hiding it keeps Tab out of invisible links.
  const navbarHidden = narrow === true && !menuOpened;
  const state = useSession();
  const session = activeSession(state);
  if (!session) return <SignInRedirect signingOut={state.signingOut === true} />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <a href={`#${CONTENT_ID}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={toggleMenu}
              hiddenFrom="md"
              size="sm"
              color="white"
              aria-label={t('menu.toggle')}
              aria-expanded={menuOpened}
              aria-controls={NAVBAR_ID}
            />
            <BrandMark to={HOME_PATH} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {notifications ?? <NotificationsBell />}
            <UserMenu user={session.user} role={session.role} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="xs"
        id={NAVBAR_ID}
        aria-label={t('menu.label')}
        style={navbarHidden ? { visibility: 'hidden' } : undefined}
      >
        {/* The menu scrolls within the navbar: Gerir alone lists some twenty entries (000 §2.2). */}
        <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars>
          <MainMenu permissions={session.user.permissoesAtuais} onNavigate={closeMenu} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div id={CONTENT_ID} tabIndex={-1} className={classes.content}>
          {/* The modals manager serves the signed-in screens only: public pages never open its modals. */}
          <ModalsProvider>
            <Outlet />
          </ModalsProvider>
        </div>
        <footer className={classes.footer}>
          <AppFooter />
        </footer>
      </AppShell.Main>
    </AppShell>
  );
});
