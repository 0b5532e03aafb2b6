import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table's horizontal scroller that keyboard users can reach: a focusable, named region they scroll with
 * the arrow keys (WCAG 2.1.1; axe "scrollable-region-focusable"), whatever the table holds.
 */
export function ScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="region"
      aria-label={t('widgets.scrollRegion', { label })}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
