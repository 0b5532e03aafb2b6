import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A grid of cards read as one list: screen readers announce "list, N items", so each child must be an `<li>`
 * (or a component rendered as one). Início's areas and indicators and the profile choice share it.
 */
export function CardGrid({
  cols,
  spacing = 'md',
  children,
}: {
  cols: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  children: ReactNode;
}) {
  return (
    <SimpleGrid cols={cols} spacing={spacing} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </SimpleGrid>
  );
}
