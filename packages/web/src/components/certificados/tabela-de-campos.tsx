import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A certificate's fields as label/value rows (the record's panel and the public check show them alike). */
export function TabelaDeCampos({ linhas, style }: { linhas: [string, ReactNode][]; style?: CSSProperties }) {
  return (
    <Table variant="vertical" withTableBorder style={style}>
      <Table.Tbody>
        {linhas.map(([rotulo, valor]) => (
          <Table.Tr key={rotulo}>
            <Table.Th w={220}>{rotulo}</Table.Th>
            <Table.Td>{valor}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
