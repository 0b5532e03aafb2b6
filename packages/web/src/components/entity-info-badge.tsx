import { Badge, Box, Group, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySelectCommonProps } from './entity-select-props.ts';

/** Props of {@link EntityInfoBadge}. */
interface EntityInfoBadgeProps<T> {
  field: EntitySelectCommonProps<T>;
  item: T;
  render: (item: T) => ReactNode;
}

/** The "+ Info" badge of an entity selector and its detail modal (spec 000 §2.6). */
export function EntityInfoBadge<T>({ field, item, render }: EntityInfoBadgeProps<T>) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Badge
        component="button"
        type="button"
        variant="light"
        style={{ cursor: 'pointer', flexShrink: 0 }}
        aria-label={t('entitySelect.infoLabel', { label: field.label })}
        onClick={() => setOpened(true)}
      >
        {t('entitySelect.info')}
      </Badge>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={field.infoTitle ?? field.label}
        size="lg"
      >
        {render(item)}
      </Modal>
    </>
  );
}

/** The input beside its "+ Info" badge, when the field has one and a record is chosen. */
export function withInfo<T>(children: ReactNode, props: EntitySelectCommonProps<T>, item: T | undefined) {
  if (!props.renderInfo || item === undefined) return children;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Box flex={1}>{children}</Box>
      <EntityInfoBadge field={props} item={item} render={props.renderInfo} />
    </Group>
  );
}
