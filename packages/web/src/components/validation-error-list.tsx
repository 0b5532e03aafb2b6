import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The validation error list of a record (spec 001 §2, 002 §2): nothing when empty, else a red alert listing each message. */
export function ValidationErrorList({ errors }: { errors: readonly string[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert
      color="red"
      role="alert"
      title={t('widgets.validationErrors.title')}
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <List size="sm" spacing={2}>
        {errors.map((message, index) => (
          <List.Item key={`${index}:${message}`}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
