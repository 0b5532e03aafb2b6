import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** Our own mark: a shield with a leaf, drawn for SIGSA. */
function ShieldMark() {
  return (
    <svg width="30" height="34" viewBox="0 0 30 34" aria-hidden="true" focusable="false">
      <path d="M15 1 L28 6 V16 C28 24 22 30 15 33 C8 30 2 24 2 16 V6 Z" fill="#ffffff" />
      <path d="M15 4 L25 8 V16 C25 22 20.5 27 15 29.5 C9.5 27 5 22 5 16 V8 Z" fill="#0f6e5c" />
      <path
        d="M10 21 C10 13 15 10 21 10 C21 17 17 21 10 21 Z M10 21 L16 15"
        fill="#9dd3c7"
        stroke="#9dd3c7"
      />
    </svg>
  );
}

/** The product name in the header, linking to `to`. */
export function BrandMark({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={classes.brand}>
      <ShieldMark />
      <Text component="span" fw={800} fz="xl" lh={1}>
        {t('app.name')}
      </Text>
      <Text component="span" fz="sm" className={classes.tagline}>
        {t('app.tagline')}
      </Text>
    </Link>
  );
}
