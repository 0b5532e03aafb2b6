import { Stack, Text } from '@mantine/core';
import { searchUtilizadores, type UtilizadorRef } from '../../platform/lookups/utilizadores.ts';
import { FormEntitySelect } from './entity-input.tsx';

function UtilizadorOption({ utilizador }: { utilizador: UtilizadorRef }) {
  const details = [utilizador.nif && `NIF ${utilizador.nif}`, utilizador.nic && `NIC ${utilizador.nic}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={0}>
      <Text fz="sm">{utilizador.nome}</Text>
      {details && (
        <Text fz="xs" c="dimmed">
          {details}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A user of the enclosing record form (a veterinarian, a notifier), searched by name or tax number from
 * `minChars` characters (spec 002 §9: 2 for both).
 */
export function FormUtilizadorSelect({
  name,
  label,
  minChars,
}: {
  name: string;
  label: string;
  minChars: number;
}) {
  return (
    <FormEntitySelect<UtilizadorRef>
      name={name}
      label={label}
      search={searchUtilizadores}
      getKey={(u) => u.id}
      getLabel={(u) => u.nome}
      renderOption={(u) => <UtilizadorOption utilizador={u} />}
      minChars={minChars}
    />
  );
}
