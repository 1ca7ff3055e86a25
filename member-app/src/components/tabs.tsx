import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface TabsProps {
  /** Prefix of the tab and panel ids. */
  id: string;
  /** The accessible name of the tab list. */
  label: string;
  tabs: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** One panel per tab; all stay mounted (form edits and nested islands survive a tab switch), the others hidden. */
  panels: ReactNode[];
}

/**
 * ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, only the selected tab is
 * in the Tab order, and each panel is labelled by its tab (my page, the Q&A page).
 */
export function Tabs({ id, label, tabs, selected, onSelect, panels }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in target)) return;
    event.preventDefault();
    move(target[event.key]);
  };
  return (
    <div className="tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus is on the tabs (roving tabindex); the list takes their keys */}
      <div ref={list} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {tab}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          id={`${id}-panel-${index}`}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
