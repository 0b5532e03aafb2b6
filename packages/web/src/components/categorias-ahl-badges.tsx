import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoencaRef } from '../platform/lookups/reference-lists.ts';

/**
 * The EU Animal Health Law categories (A–E) of the chosen diseases, as badges, category A in red (issue 12; the
 * sanitary-risk disease, issue 15); nothing when they have none.
 */
export function CategoriasAhlBadges({ doencas, label }: { doencas: readonly DoencaRef[]; label: string }) {
  const { t } = useTranslation();
  const categorias = [...new Set(doencas.flatMap((doenca) => doenca.categorias ?? []))].sort();
  if (categorias.length === 0) return null;
  return (
    <Group gap={4} aria-label={label} role="group">
      {categorias.map((categoria) => (
        <Badge key={categoria} color={categoria === 'A' ? 'red' : 'gray'} variant="light">
          {t('widgets.categoriaAhl', { categoria })}
        </Badge>
      ))}
    </Group>
  );
}
