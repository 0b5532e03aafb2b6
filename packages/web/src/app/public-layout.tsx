import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppFooter } from './app-footer.tsx';
import { BrandMark } from './brand-mark.tsx';
import classes from './shell.module.css';

/** Frame of the public pages (sign-in, profile choice, terms, not found): name, page, footer. */
export function PublicLayout() {
  return (
    <div className={classes.publicPage}>
      <header className={classes.publicHeader}>
        <BrandMark to="/" />
      </header>
      <main className={classes.publicMain}>
        <Container size="md" p={0}>
          <Outlet />
        </Container>
      </main>
      <footer className={classes.publicFooter}>
        <Container size="lg">
          <AppFooter />
        </Container>
      </footer>
    </div>
  );
}
