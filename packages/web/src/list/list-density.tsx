import { SegmentedControl } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStorage } from './list-state.ts';

/** How tall the list's rows are: compact (the default) or comfortable. Either way a row is one line. */
export type ListDensity = 'compact' | 'comfortable';

/** Where the choice is kept: one choice for every list, as it is the user's eyes, not the list's data. */
export const DENSITY_STORAGE_KEY = 'list.density';

/** Compact until the user chooses otherwise. */
export const DEFAULT_DENSITY: ListDensity = 'compact';

/** The stored density; anything unreadable is the default. */
export function readDensity(): ListDensity {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(DENSITY_STORAGE_KEY) ?? 'null');
    return stored === 'comfortable' || stored === 'compact' ? stored : DEFAULT_DENSITY;
  } catch {
    return DEFAULT_DENSITY;
  }
}

/** The list's row density and its setter, remembered in local storage under {@link DENSITY_STORAGE_KEY}. */
export function useListDensity(): [ListDensity, (density: ListDensity) => void] {
  const [density, setDensity] = useState<ListDensity>(readDensity);
  const change = useCallback((next: ListDensity) => {
    setDensity(next);
    writeStorage(DENSITY_STORAGE_KEY, next);
  }, []);
  return [density, change];
}

/** The density toggle of the list's title bar: "Compacta" / "Confortável". */
export function DensityToggle({
  value,
  onChange,
}: {
  value: ListDensity;
  onChange: (density: ListDensity) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('list.titleBar.density')}
      data={[
        { value: 'compact', label: t('list.titleBar.densityCompact') },
        { value: 'comfortable', label: t('list.titleBar.densityComfortable') },
      ]}
      value={value}
      onChange={(next) => onChange(next === 'comfortable' ? 'comfortable' : 'compact')}
    />
  );
}
