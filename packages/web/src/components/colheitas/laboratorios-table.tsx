import type { CodedRef } from '../../platform/record-api.ts';
import { Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../platform/forms/use-form-field.ts';
import { laboratoriosDosEnsaiosQueryOptions } from './colheita-lookups.ts';
import { ensaiosEscolhidos, type EnsaioRow } from './colheita-rows.ts';

/**
 * The laboratory table of a collection (001 §2.1, §2.2): the laboratories performing every assay chosen, one of
 * them picked as the diagnostic laboratory (the form's `laboratorioDiagnostico`). Read-only, the chosen one.
 * A laboratory chosen before an assay it does not perform was added stays shown, so the user sees why the save
 * is refused.
 */
export function LaboratoriosTable() {
  const { t } = useTranslation();
  const headingId = useId();
  const field = useFormField<CodedRef | null>('laboratorioDiagnostico');
  const ensaios = useWatch<{ ensaios: EnsaioRow[] }, 'ensaios'>({ name: 'ensaios' });
  const ids = ensaiosEscolhidos(ensaios ?? []).map((ensaio) => ensaio.id);
  const query = useQuery({
    ...laboratoriosDosEnsaiosQueryOptions(ids),
    enabled: !field.readOnly && ids.length > 0,
  });
  const offered = field.readOnly ? [] : (query.data ?? []);
  const chosen = field.value;
  const rows = chosen && !offered.some((lab) => lab.id === chosen.id) ? [chosen, ...offered] : offered;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" data-testid="tabela-laboratorios">
      <Title order={3} size="h5" id={headingId}>
        {t('colheitas.tables.laboratorios')}
        {field.required && !field.readOnly ? ' *' : ''}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ids.length === 0 ? t('colheitas.laboratorios.semEnsaios') : t('colheitas.laboratorios.nenhum')}
        </Text>
      ) : (
        <Radio.Group
          value={chosen ? String(chosen.id) : null}
          onChange={(value) => {
            field.onChange(rows.find((lab) => String(lab.id) === value) ?? null);
            field.onBlur();
          }}
          aria-labelledby={headingId}
          error={field.error}
        >
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>{t('colheitas.laboratorios.escolhido')}</Table.Th>
                  <Table.Th>{t('colheitas.laboratorios.codigo')}</Table.Th>
                  <Table.Th>{t('colheitas.laboratorios.nome')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((lab) => (
                  <Table.Tr key={lab.id} data-testid="linha-laboratorio">
                    <Table.Td>
                      <Radio value={String(lab.id)} aria-label={lab.nome} disabled={field.readOnly} />
                    </Table.Td>
                    <Table.Td>{lab.codigo}</Table.Td>
                    <Table.Td>{lab.nome}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Radio.Group>
      )}
    </Stack>
  );
}
