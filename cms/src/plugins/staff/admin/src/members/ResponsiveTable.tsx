import { useIsMobile } from '@strapi/strapi/admin';
import { Box, Flex, Table, Tbody, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { DeskTd } from '../components/DeskTd';
import type { ReactNode } from 'react';

interface Props<Row, Column extends string> {
  columns: readonly { id: Column; label: string }[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes of a row's element (e.g. `data-member`), the same in both layouts. */
  rowProps?: (row: Row) => Record<string, string>;
  cells: (row: Row) => Record<Column, ReactNode>;
}

/**
 * One set of cells, laid out as Strapi's table on wider screens and as a card per row on a phone, where a table
 * would push its last columns (often the buttons) out of sight. The first column heads the card without a label.
 */
export function ResponsiveTable<Row, Column extends string>({ columns, rows, rowKey, rowProps, cells }: Props<Row, Column>) {
  const mobile = useIsMobile();
  if (mobile)
    return (
      <Flex direction="column" alignItems="stretch" gap={3}>
        {rows.map((row) => {
          const c = cells(row);
          return (
            <Box key={rowKey(row)} {...rowProps?.(row)} background="neutral0" padding={4} hasRadius shadow="tableShadow">
              <Flex direction="column" alignItems="stretch" gap={3}>
                {columns.map((column, i) => (
                  <Flex key={column.id} direction="column" alignItems="flex-start" gap={1}>
                    {i > 0 && (
                      <Typography variant="sigma" textColor="neutral600">
                        {column.label}
                      </Typography>
                    )}
                    {c[column.id]}
                  </Flex>
                ))}
              </Flex>
            </Box>
          );
        })}
      </Flex>
    );
  return (
    <Table colCount={columns.length} rowCount={rows.length + 1}>
      <Thead>
        <Tr>
          {columns.map((column) => (
            <Th key={column.id}>
              <Typography variant="sigma">{column.label}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => {
          const c = cells(row);
          return (
            <Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <DeskTd key={column.id}>{c[column.id]}</DeskTd>
              ))}
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
