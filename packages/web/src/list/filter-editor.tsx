import { Input, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { valueAtPath } from '@sigsa/domain/list/columns';
import type { HalList } from '@sigsa/domain/list/page';
import {
  checkDateOffsets,
  DATE_FILTER_OPTION_LABELS,
  DATE_FILTER_OPTIONS,
  isDateFilterOption,
} from '@sigsa/domain/validation/date-range';
import {
  DATE_END_BEFORE_START_MESSAGE,
  NUMBER_END_BEFORE_START_MESSAGE,
} from '@sigsa/domain/validation/messages';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../platform/api-client.ts';
import { relationOptionsQueryOptions, type ListRow } from './list-api.ts';
import { filterKind, type ListFilter } from './list-filters.ts';

/** Props of every filter editor. */
export interface FilterEditorProps {
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
}

function TextFilter({ filter, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={filter.name}
      placeholder={t('list.filters.undefined')}
      value={typeof filter.value === 'string' ? filter.value : ''}
      onChange={(event) => onChange({ ...filter, value: event.currentTarget.value })}
    />
  );
}

function toNumber(value: string | number): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * The two inputs under a filter's name: side by side where the filter panel is wide (a tablet, with the panel
 * above the table), one under the other in the narrow column beside the table.
 */
function SubFields({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '360px': 2 }} spacing="xs" verticalSpacing={4}>
      {children}
    </SimpleGrid>
  );
}

/** A short word before an input ("de", "até"), the input's full name being its accessible label. */
function InlineLabel({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed" aria-hidden="true">
      {children}
    </Text>
  );
}

function RangeFilter({ filter, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const first = filter.firstNumber ?? null;
  const last = filter.lastNumber ?? null;
  const error = first !== null && last !== null && last < first ? NUMBER_END_BEFORE_START_MESSAGE : null;
  return (
    <div role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div" mb={4}>
        {filter.name}
      </Input.Label>
      <SubFields>
        <NumberInput
          aria-label={t('list.filters.from', { name: filter.name })}
          leftSection={<InlineLabel>{t('list.filters.fromShort')}</InlineLabel>}
          leftSectionWidth={40}
          placeholder={t('list.filters.undefined')}
          value={first ?? ''}
          decimalSeparator=","
          onChange={(value) => onChange({ ...filter, firstNumber: toNumber(value) })}
        />
        <NumberInput
          aria-label={t('list.filters.to', { name: filter.name })}
          leftSection={<InlineLabel>{t('list.filters.toShort')}</InlineLabel>}
          leftSectionWidth={40}
          placeholder={t('list.filters.undefined')}
          value={last ?? ''}
          decimalSeparator=","
          error={error}
          onChange={(value) => onChange({ ...filter, lastNumber: toNumber(value) })}
        />
      </SubFields>
    </div>
  );
}

function DateFilter({ filter, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  const preset = filter.customProperties ?? null;
  const option = preset?.dateOption ?? null;
  const startOffset = preset?.startOffset ?? null;
  const endOffset = preset?.endOffset ?? 0;
  const offsetError =
    option === 'ULTIMOS_X_DIAS' && startOffset !== null ? checkDateOffsets(startOffset, endOffset) : null;
  const dateError =
    option === 'PERSONALIZADO' && filter.startDate && filter.endDate && filter.endDate < filter.startDate
      ? DATE_END_BEFORE_START_MESSAGE
      : null;
  return (
    <Stack gap={4}>
      <Select
        label={filter.name}
        placeholder={t('list.filters.undefined')}
        data={DATE_FILTER_OPTIONS.map((value) => ({ value, label: DATE_FILTER_OPTION_LABELS[value] }))}
        value={option}
        clearable
        allowDeselect
        onChange={(value) =>
          onChange({
            ...filter,
            customProperties: isDateFilterOption(value)
              ? { dateOption: value, startOffset: preset?.startOffset, endOffset: preset?.endOffset }
              : null,
          })
        }
      />
      {option === 'ULTIMOS_X_DIAS' && (
        <SubFields>
          <NumberInput
            label={t('list.filters.startOffset')}
            min={0}
            allowDecimal={false}
            value={startOffset ?? ''}
            onChange={(value) =>
              onChange({
                ...filter,
                customProperties: { dateOption: option, startOffset: toNumber(value), endOffset },
              })
            }
          />
          <NumberInput
            label={t('list.filters.endOffset')}
            min={0}
            allowDecimal={false}
            value={endOffset}
            error={offsetError}
            onChange={(value) =>
              onChange({
                ...filter,
                customProperties: { dateOption: option, startOffset, endOffset: toNumber(value) },
              })
            }
          />
        </SubFields>
      )}
      {option === 'PERSONALIZADO' && (
        <SubFields>
          <DatePickerInput
            label={t('list.filters.startDate')}
            placeholder={t('list.filters.undefined')}
            valueFormat="DD/MM/YYYY"
            clearable
            // Mantine's clear button has no name of its own: screen readers would hear "button".
            clearButtonProps={{
              'aria-label': t('entitySelect.clear', { label: t('list.filters.startDate') }),
            }}
            value={filter.startDate ?? null}
            onChange={(value) => onChange({ ...filter, startDate: value })}
          />
          <DatePickerInput
            label={t('list.filters.endDate')}
            placeholder={t('list.filters.undefined')}
            valueFormat="DD/MM/YYYY"
            clearable
            // Mantine's clear button has no name of its own: screen readers would hear "button".
            clearButtonProps={{ 'aria-label': t('entitySelect.clear', { label: t('list.filters.endDate') }) }}
            value={filter.endDate ?? null}
            error={dateError}
            onChange={(value) => onChange({ ...filter, endDate: value })}
          />
        </SubFields>
      )}
    </Stack>
  );
}

function BooleanFilter({ filter, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={filter.name}
      placeholder={t('list.filters.undefined')}
      data={[
        { value: 'true', label: t('list.cell.yes') },
        { value: 'false', label: t('list.cell.no') },
      ]}
      clearable
      value={typeof filter.value === 'boolean' ? String(filter.value) : null}
      onChange={(value) => onChange({ ...filter, value: value === null ? null : value === 'true' })}
    />
  );
}

function selectedValues(filter: ListFilter): string[] {
  if (Array.isArray(filter.value)) return filter.value.map(String);
  return filter.value === null || filter.value === '' ? [] : [String(filter.value)];
}

/** Turns picked strings back into the values' own type (numeric ids stay numbers). */
function restoreValues(picked: string[], choices: readonly { value: string; raw: string | number }[]) {
  return picked.map((value) => choices.find((c) => c.value === value)?.raw ?? value);
}

function OptionFilter({ filter, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  const choices = (filter.options ?? []).map((o) => ({
    value: String(o.value),
    label: o.label,
    raw: o.value,
  }));
  return (
    <MultiSelect
      label={filter.name}
      placeholder={selectedValues(filter).length === 0 ? t('list.filters.undefined') : undefined}
      data={choices.map(({ value, label }) => ({ value, label }))}
      value={selectedValues(filter)}
      searchable
      clearable
      onChange={(picked) => onChange({ ...filter, value: restoreValues(picked, choices) })}
    />
  );
}

/** The text of a relation's row: its `properties` joined (default `nome`). */
function relationLabel(row: ListRow, properties: readonly string[] | null): string {
  const parts = (properties && properties.length > 0 ? properties : ['nome'])
    .map((p) => valueAtPath(row, p))
    .filter((v) => v !== null && v !== undefined && v !== '');
  return parts.length > 0 ? parts.map(String).join(' - ') : String(row.id);
}

function useRelationRows(filter: ListFilter, search: string): ListRow[] {
  const searchProp = filter.properties?.[0] ?? 'nome';
  const repository = useQuery({
    ...relationOptionsQueryOptions(filter.repository ?? '', searchProp, search),
    enabled: filter.repository !== null,
  });
  const customTypes = useQuery({
    queryKey: ['customTypes', filter.source],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<ListRow>>('customTypes/search/findByCategoria', {
        signal,
        query: { categoria: filter.source, projection: 'summary' },
      });
      return answer._embedded.customTypes ?? [];
    },
    enabled: filter.repository === null && filter.source !== null,
  });
  return (filter.repository !== null ? repository.data : customTypes.data) ?? [];
}

function RelationFilter({ filter, onChange }: FilterEditorProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 200);
  const rows = useRelationRows(filter, debounced);
  // Labels of chosen values survive a search that no longer returns them.
  const [known, setKnown] = useState<Map<string, { label: string; raw: string | number }>>(() => new Map());
  useEffect(() => {
    if (rows.length === 0) return;
    setKnown((current) => {
      const next = new Map(current);
      for (const row of rows)
        next.set(String(row.id), { label: relationLabel(row, filter.properties), raw: row.id });
      return next;
    });
  }, [rows, filter.properties]);
  const picked = selectedValues(filter);
  const choices = [
    ...rows.map((row) => ({
      value: String(row.id),
      label: relationLabel(row, filter.properties),
      raw: row.id,
    })),
    ...picked
      .filter((value) => !rows.some((row) => String(row.id) === value))
      .map((value) => ({
        value,
        label: known.get(value)?.label ?? value,
        raw: known.get(value)?.raw ?? value,
      })),
  ];
  return (
    <MultiSelect
      label={filter.name}
      placeholder={picked.length === 0 ? t('list.filters.undefined') : undefined}
      data={choices.map(({ value, label }) => ({ value, label }))}
      value={picked}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      clearable
      limit={100}
      nothingFoundMessage={t('list.filters.nothingFound')}
      onChange={(values) => onChange({ ...filter, value: restoreValues(values, choices) })}
    />
  );
}

/** The editor for a filter, chosen by its column type (spec 000 §2.5 "one input per filter type"). */
export function FilterEditor(props: FilterEditorProps) {
  const { filter } = props;
  const kind = filterKind(filter.type);
  switch (kind) {
    case 'text':
      return <TextFilter {...props} />;
    case 'range':
      return <RangeFilter {...props} />;
    case 'dateRange':
      return <DateFilter {...props} />;
    case 'boolean':
      return <BooleanFilter {...props} />;
    case 'in':
    case 'overlap':
      return filter.repository !== null || (filter.source !== null && !filter.options) ? (
        <RelationFilter {...props} />
      ) : (
        <OptionFilter {...props} />
      );
    case null:
      return null;
  }
}
