import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ReactNode, useEffect, useRef } from 'react';
import { useControllableState } from '../internal/useControllableState';
import { PanelLayout, type PanelLayoutProps } from './PanelLayout';
import { Count, PanelTitle, StyledList, StyledPanel, StyledTrigger } from './PanelList.styles';

/** One entry of a {@link PanelList}. */
export interface PanelItem {
  /** Stable id, used as the value. */
  id: string;
  /** The text of the entry in the list. */
  label: string;
  /** The heading of the panel when selected. Defaults to `label`. */
  title?: string | undefined;
  /** Shown greyed out and announced as unavailable (`aria-disabled`); it can be focused but never selected. */
  muted?: boolean | undefined;
  /** How many things wait in the panel (photos to review): shown, and read, after the label when above 0. */
  count?: number | undefined;
}

export interface PanelListProps
  extends Omit<PanelLayoutProps, 'options' | 'children' | 'defaultValue' | 'dir'> {
  /** The entries, in order. */
  items: readonly PanelItem[];
  /** Accessible name of the list, e.g. 'Manage space'. */
  'aria-label': string;
  /** The selected id (controlled). */
  value?: string | undefined;
  /** The id selected at first (uncontrolled). Default: the first item that is not muted. */
  defaultValue?: string | undefined;
  /** Called with the id the user selects; never with a muted item's id. */
  onValueChange?: ((value: string) => void) | undefined;
  /**
   * 'automatic' selects an entry as arrow keys focus it; 'manual' waits for Enter or Space (better when a
   * selection loads data or changes the route). Default 'automatic'.
   */
  activationMode?: 'automatic' | 'manual' | undefined;
  /** Content of the selected panel, or a function of the selected item. */
  children?: (ReactNode | ((item: PanelItem) => ReactNode)) | undefined;
}

/**
 * A vertical list of panels beside the selected panel's content, e.g. the space management panels; on a
 * phone, a row of tabs above it that scrolls sideways.
 *
 * Semantics: a vertical `tablist` (Radix Tabs). Each entry is a `tab` that swaps the `tabpanel` beside it,
 * which is what a tablist is for; a `listbox` would announce a form value instead. Arrow Up/Down, Home and
 * End move between entries; focus moves into the panel with Tab.
 */
export const PanelList = forwardRef<HTMLDivElement, PanelListProps>(function PanelList(
  {
    items,
    'aria-label': label,
    value,
    defaultValue,
    onValueChange,
    activationMode = 'automatic',
    children,
    ...rest
  },
  ref,
) {
  const [selectedId, setSelectedId] = useControllableState(
    value,
    () => defaultValue ?? items.find((item) => !item.muted)?.id ?? '',
    onValueChange,
    'PanelList `value`',
  );
  const selected = items.find((item) => item.id === selectedId);
  // A click fires both pointer-down and focus before React re-renders: report each selection once.
  const latest = useRef(selectedId);
  latest.current = selectedId;

  // On a phone the entries scroll sideways: keep the selected one in sight, without moving the page.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>(`[data-panel="${CSS.escape(selectedId)}"]`);
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const start = active.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (start < row.scrollLeft || start + active.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = start - (row.clientWidth - active.offsetWidth) / 2;
  }, [selectedId]);

  const select = (id: string) => {
    if (id === latest.current || items.find((item) => item.id === id)?.muted) return;
    latest.current = id;
    setSelectedId(id);
  };

  return (
    <RadixTabs.Root
      asChild
      orientation="vertical"
      activationMode={activationMode}
      value={selectedId}
      onValueChange={select}
    >
      <PanelLayout
        ref={ref}
        {...rest}
        options={
          <StyledList ref={list} aria-label={label} data-ui="PanelList">
            {items.map((item) => (
              <StyledTrigger
                key={item.id}
                value={item.id}
                data-panel={item.id}
                aria-disabled={item.muted || undefined}
              >
                {item.label}
                {item.count ? (
                  <>
                    {' '}
                    <Count>{item.count}</Count>
                  </>
                ) : null}
              </StyledTrigger>
            ))}
          </StyledList>
        }
      >
        {selected ? (
          <StyledPanel value={selected.id}>
            <PanelTitle>{selected.title ?? selected.label}</PanelTitle>
            {typeof children === 'function' ? children(selected) : children}
          </StyledPanel>
        ) : null}
      </PanelLayout>
    </RadixTabs.Root>
  );
});
