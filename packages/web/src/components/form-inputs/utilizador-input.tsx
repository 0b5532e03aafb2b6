import { Stack, Text } from '@mantine/core';
import {
  searchUtilizadores,
  searchVeterinarios,
  type UtilizadorRef,
} from '../../platform/lookups/utilizadores.ts';
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
 * `minChars` characters (spec 002 §9: 2 for both). `veterinario`: only who may be a record's veterinarian.
 */
export function FormUtilizadorSelect({
  name,
  label,
  minChars,
  veterinario = false,
}: {
  name: string;
  label: string;
  minChars: number;
  veterinario?: boolean;
}) {
  return (
    <FormEntitySelect<UtilizadorRef>
      name={name}
      label={label}
      search={veterinario ? searchVeterinarios : searchUtilizadores}
      getKey={(u) => u.id}
      getLabel={(u) => u.nome}
      renderOption={(u) => <UtilizadorOption utilizador={u} />}
      minChars={minChars}
    />
  );
}
