import { Anchor, Box, Group, Input, Pill, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withInfo } from './entity-info-badge.tsx';
import type { EntitySelectProps } from './entity-select-props.ts';

/** Read-only entity selector: the chosen record(s), a link when `getLink` gives one. */
export function EntitySelectReadOnly<T>(props: EntitySelectProps<T>) {
  const { t } = useTranslation();
  const labelId = useId();
  const items: readonly T[] = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const first = props.multiple ? undefined : items[0];
  if (!props.multiple && !items.some((item) => props.getLink?.(item))) {
    return (
      <TextInput
        label={props.label}
        description={props.description}
        value={first === undefined ? t('entitySelect.empty') : props.getLabel(first)}
        readOnly
        variant="filled"
        inputContainer={(children) => withInfo(children, props, first)}
      />
    );
  }
  const list = (
    <Group gap="xs" mt={4} role="list" aria-labelledby={`${labelId}-label`}>
      {items.map((item) => {
        const link = props.getLink?.(item) ?? null;
        return (
          <Box role="listitem" key={String(props.getKey(item))}>
            {link ? (
              <Anchor component={Link} to={link} fz="sm">
                {props.getLabel(item)}
              </Anchor>
            ) : (
              <Pill>{props.getLabel(item)}</Pill>
            )}
          </Box>
        );
      })}
    </Group>
  );
  return (
    <Input.Wrapper label={props.label} description={props.description} labelElement="div" id={labelId}>
      {items.length === 0 ? <Text fz="sm">{t('entitySelect.empty')}</Text> : withInfo(list, props, first)}
    </Input.Wrapper>
  );
}
