import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormStatus, type FormStatus, type FormStatusSnapshot } from '../platform/forms/form-status.ts';

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

/**
 * A record form's validation error list: the lines its status holds after an attempt (useDomainForm), after
 * `extra` (refusals on this side, the server's errors). Follows the status alone, not the screen's render.
 */
export function FormValidationErrorList({ status, extra }: { status: FormStatus; extra: readonly string[] }) {
  const summary = useFormStatus(status, summaryOf);
  return <ValidationErrorList errors={[...extra, ...summary]} />;
}

const summaryOf = (snapshot: FormStatusSnapshot) => snapshot.summary;
