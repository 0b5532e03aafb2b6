import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner announced to screen readers, for the first load and lazy screens. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
}
