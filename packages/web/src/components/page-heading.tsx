import { Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's single `h1` (`children`, default `title`); also names the browser tab after `title`. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('app.documentTitle', { page: title }));
  return (
    <Title order={1} size="h2" mb="md">
      {children ?? title}
    </Title>
  );
}
