import { Box, Td } from '@strapi/design-system';
import type { ComponentProps, KeyboardEvent } from 'react';

/** The keys a cell's own buttons, menus and fields act on. */
const OWN_KEYS = new Set(['Enter', ' ', 'Tab']);

/**
 * A table cell whose buttons work by keyboard. The design system's grid cell cancels every key pressed inside a
 * cell that holds more than one button (Enter and Space did nothing, Tab could not leave); these keys stop here,
 * before the cell sees them, while the arrow keys still move through the grid. The row hands its cells their grid
 * coordinates as props, so every prop goes on to the cell.
 */
export function DeskTd({ children, ...cell }: ComponentProps<typeof Td>) {
  const keepOwnKeys = (event: KeyboardEvent) => {
    // A menu the cell opened lives in a portal elsewhere in the page, but its keys bubble here through React's tree:
    // they are the menu's (its arrow keys moved the grid and lost the focus).
    if (OWN_KEYS.has(event.key) || !event.currentTarget.contains(event.target as Node)) event.stopPropagation();
  };
  return (
    <Td {...cell}>
      <Box onKeyDown={keepOwnKeys}>{children}</Box>
    </Td>
  );
}
