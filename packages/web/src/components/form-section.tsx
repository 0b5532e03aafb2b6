import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled, bordered section of a record screen (its fields, a table, the conclusion), labelled by its title. */
export function FormSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
