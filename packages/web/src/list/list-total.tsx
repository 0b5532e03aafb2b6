import { Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exactListCountQueryOptions } from './list-api.ts';
import type { ListCountState } from './use-list-state.ts';

/**
 * The list's total: while counting, a loader; past the cap, "mais de 10 000" and "Contar todos", which asks for
 * every row counted (issue 17: the figure Início's cards give) for these filters only.
 */
export function ListTotal({
  entity,
  filters,
  count,
}: {
  entity: string;
  filters: Record<string, string>;
  count: ListCountState;
}) {
  const { t } = useTranslation();
  // The filters the exact count was asked for: other filters show the capped count again.
  const chave = JSON.stringify(filters);
  const [pedido, setPedido] = useState<string | null>(null);
  const asked = pedido === chave;
  const exact = useQuery({
    ...exactListCountQueryOptions({ entity, filters }),
    enabled: asked && count.capped,
  });
  const counting = count.counting || (asked && count.capped && !exact.data);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="sm" data-testid="list-total" aria-busy={counting}>
        {counting ? (
          <Loader size="xs" type="dots" role="status" aria-label={t('app.loading')} />
        ) : asked && exact.data ? (
          t('list.footer.total', { count: exact.data.totalElements })
        ) : count.capped ? (
          t('list.footer.totalCapped', { count: count.total })
        ) : (
          t('list.footer.total', { count: count.total })
        )}
      </Text>
      {count.capped && !asked && (
        <Button size="compact-xs" variant="subtle" onClick={() => setPedido(chave)}>
          {t('list.footer.contarTodos')}
        </Button>
      )}
    </Group>
  );
}
