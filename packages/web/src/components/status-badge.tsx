import { Badge, Text, type MantineColor } from '@mantine/core';
import { estadoLabel, estadoTone, type EstadoTone } from '@sigsa/domain/records/estados';

/** Badge colour of each state group (initial grey, under review blue, returned orange, valid green, invalid red). */
export const ESTADO_TONE_COLORS: Record<EstadoTone, MantineColor> = {
  neutral: 'gray',
  progress: 'blue',
  attention: 'orange',
  success: 'green',
  failure: 'red',
};

/** The record state badge (spec 000 §4.3): its pt-PT label in its group's colour; "-" when there is none. */
export function StatusBadge({ estado }: { estado: string | null | undefined }) {
  const label = estadoLabel(estado);
  if (estado === null || estado === undefined || estado.trim() === '') return <Text span>{label}</Text>;
  return (
    <Badge color={ESTADO_TONE_COLORS[estadoTone(estado)]} variant="light" data-estado={estado}>
      {label}
    </Badge>
  );
}
