import { Text } from '@mantine/core';
import type { LatLon } from '@sigsa/domain/geo/map-constants';
import { pointOf, presetLocation, samePoint, type PointAnswer } from '@sigsa/domain/geo/point';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NotificacaoFormValues } from './notificacao-form-values.ts';

/** The places whose point presets the location (issue 12): the holding, the infrastructure. */
export type LugarNotificacao = 'exploracao' | 'infraestrutura';

/** What {@link useLocalizacaoPreset} gives the variant's fields. */
export interface LocalizacaoPreset {
  /** Call when the user picks the place (or clears it): presets the location as the domain says. */
  picked: (lugar: LugarNotificacao, place: { localizacao?: PointAnswer | null } | null) => void;
  /** The place whose point the location holds now by a preset, while the user has not moved it. */
  from: LugarNotificacao | null;
}

/**
 * The location preset of a notification (issue 12: "preset from holding/infrastructure; INICIAL only"): picking
 * the holding or the infrastructure puts its point in the location when that is empty, or when it still holds
 * what an earlier pick put there; a point the user set stays (domain `presetLocation`, docs/decisions.md).
 * Nothing happens while the location cannot be edited (`enabled` false: read-only, or past INICIAL).
 */
export function useLocalizacaoPreset(enabled: boolean): LocalizacaoPreset {
  const { getValues, setValue } = useFormContext<NotificacaoFormValues>();
  const preset = useRef<LatLon | null>(null);
  const [lugar, setLugar] = useState<LugarNotificacao | null>(null);
  const localizacao = useWatch<NotificacaoFormValues, 'localizacao'>({ name: 'localizacao' });

  const picked: LocalizacaoPreset['picked'] = (from, place) => {
    if (!enabled || place === null) return;
    const current = getValues('localizacao');
    const next = presetLocation(current, preset.current, pointOf(place.localizacao));
    if (next === current) return;
    setValue('localizacao', next, { shouldDirty: true, shouldValidate: true });
    preset.current = next;
    setLugar(from);
  };
  const holdsPreset = preset.current !== null && samePoint(localizacao, preset.current);
  return { picked, from: holdsPreset ? lugar : null };
}

/** Says, politely, where the location came from while it holds a preset (a live region, always present). */
export function LocalizacaoPresetNote({ from }: { from: LugarNotificacao | null }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm" c="dimmed" role="status" data-testid="localizacao-preset">
      {from ? t(`notificacao.localizacaoPreset.${from}`) : ''}
    </Text>
  );
}
