import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  /** The page's name: the heading's text unless `children` are given, and the browser tab's title. */
  title: string;
  children?: ReactNode;
  /** The tab's title when it says more than the heading (a record: "VAC/000123 · Vacinação"). */
  documentTitle?: string;
  /**
   * Whether the heading takes the focus when the page is reached by a navigation inside the app (default), so a
   * screen reader starts reading the new page there (WCAG 2.4.3). Off on pages whose form takes it instead.
   */
  focusOnArrival?: boolean;
}

/** The page's single `h1` (`children`, default `title`); also names the browser tab ("<page> · SIGSA"). */
export function PageHeading({ title, children, documentTitle, focusOnArrival = true }: PageHeadingProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.documentTitle', { page: documentTitle ?? title }));
  const ref = useRef<HTMLHeadingElement>(null);
  // The first load is the browser's, which places the focus itself (its location has no key of the app's); a link,
  // and back or forward inside the app, are the app's: a single-page app must move the focus itself.
  const { pathname, key } = useLocation();
  const arrivedByLink = useNavigationType() !== NavigationType.Pop || key !== 'default';
  // A new path is a new page; a new query (a list's sort, filters, page) is the same page.
  useEffect(() => {
    if (focusOnArrival && arrivedByLink) ref.current?.focus({ preventScroll: true });
    // Only when the page changes: not when the heading's text or the way here changes.
  }, [pathname]);
  return (
    <Title order={1} size="h2" mb="md" ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      {children ?? title}
    </Title>
  );
}
