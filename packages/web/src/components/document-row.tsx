import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../platform/api-client.ts';
import { itemName, UPLOAD_ERROR_MESSAGE, type DocumentItem, type DocumentStatus } from './document-items.ts';

/** Badge colour of each document status. */
const STATUS_COLORS: Record<DocumentStatus, MantineColor> = {
  TO_UPLOAD: 'blue',
  UPLOADING: 'blue',
  UPLOADED: 'teal',
  REMOTE: 'green',
  TO_REMOVE: 'orange',
  TO_COPY: 'blue',
  ERROR: 'red',
};

/** Props of {@link DocumentRow}. */
interface DocumentRowProps {
  item: DocumentItem;
  withTitle: boolean;
  editable: boolean;
  single: boolean;
  onEvent: (
    event: { type: 'remove' } | { type: 'cancelRemoval' } | { type: 'retitle'; titulo: string },
  ) => void;
  onPickAnother: () => void;
}

/**
 * One item of the document input: its name (a download link once stored), status, optional title, upload
 * progress, and the upload error, offering another file when the input holds a single document.
 */
export function DocumentRow({ item, withTitle, editable, single, onEvent, onPickAnother }: DocumentRowProps) {
  const { t } = useTranslation();
  const name = itemName(item);
  const stored = item.href !== null && (item.status === 'REMOTE' || item.status === 'TO_REMOVE');
  const titleEditable = editable && (item.status === 'TO_UPLOAD' || item.status === 'TO_COPY');
  return (
    <Paper component="li" withBorder p="xs" data-testid="document-item" data-status={item.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconFile size={18} aria-hidden="true" />
            {stored && item.href ? (
              <Anchor
                href={apiUrl(item.href)}
                fz="sm"
                truncate
                td={item.status === 'TO_REMOVE' ? 'line-through' : undefined}
              >
                {name}
              </Anchor>
            ) : (
              <Text fz="sm" truncate>
                {name}
              </Text>
            )}
            <Badge color={STATUS_COLORS[item.status]} variant="light" style={{ flexShrink: 0 }}>
              {t(`documents.status.${item.status}`)}
            </Badge>
          </Group>
          {editable &&
            (item.status === 'TO_REMOVE' ? (
              <Button variant="subtle" size="xs" onClick={() => onEvent({ type: 'cancelRemoval' })}>
                {t('documents.cancelRemoval')}
              </Button>
            ) : (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('documents.remove', { name })}
                onClick={() => onEvent({ type: 'remove' })}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            ))}
        </Group>
        {withTitle &&
          (titleEditable ? (
            <TextInput
              size="xs"
              label={t('documents.title')}
              aria-label={t('documents.titleOf', { name })}
              value={item.titulo ?? ''}
              maxLength={255}
              onChange={(event) => onEvent({ type: 'retitle', titulo: event.currentTarget.value })}
            />
          ) : (
            item.titulo && (
              <Text fz="xs" c="dimmed">
                {t('documents.titleValue', { titulo: item.titulo })}
              </Text>
            )
          ))}
        {item.status === 'UPLOADING' && (
          <Progress value={item.progress} size="sm" aria-label={t('documents.progress', { name })} />
        )}
        {item.status === 'ERROR' && (
          <Alert color="red" p="xs" role="alert">
            <Text fz="sm">{UPLOAD_ERROR_MESSAGE}</Text>
            {item.erro && (
              <Text fz="xs" c="dimmed">
                {item.erro}
              </Text>
            )}
            {single && editable && (
              <Button size="xs" variant="light" mt={6} onClick={onPickAnother}>
                {t('documents.pickAnother')}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
