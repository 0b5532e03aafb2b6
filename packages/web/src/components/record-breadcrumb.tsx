import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../platform/public-routes.ts';
import { NUMERO_SERIE_NAO_DEFINIDO } from '../platform/record-api.ts';

/** Props of {@link RecordBreadcrumb}. */
export interface RecordBreadcrumbProps {
  /** The menu group the screen belongs to: creating (Registar) or consulting (Consultar). */
  section: 'Registar' | 'Consultar';
  /** The record type, as the menu names it ("Vacinação"). */
  title: string;
  /** The record type's list, which the title links to. */
  listPath: string;
  /** The record's series number; null before it is numbered ("N.d."). */
  numeroSerie: string | null;
  /** What names a record of a type without numbers instead (sanitary risk: its disease and level). */
  current?: string;
}

/**
 * Where a record screen sits (spec 002 §2: "Notification and vaccination screens show a breadcrumb with the
 * series number"): Início / Consultar / <record type> / <series number or N.d.>.
 */
export function RecordBreadcrumb({ section, title, listPath, numeroSerie, current }: RecordBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('recordHistory.breadcrumb')}>
      <Breadcrumbs separator="/" mb="xs" fz="sm">
        <Anchor component={Link} to={HOME_PATH} fz="sm">
          {t('menu.entries.inicio')}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {t(`menu.groups.${section}`)}
        </Text>
        <Anchor component={Link} to={listPath} fz="sm">
          {title}
        </Anchor>
        <Text fz="sm" fw={600} aria-current="page" data-testid="breadcrumb-numero">
          {current ?? numeroSerie ?? NUMERO_SERIE_NAO_DEFINIDO}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
