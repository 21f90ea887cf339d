import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { focusRing } from '../internal/focus';
import { tokens } from '../theme/tokens';

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${tokens.space.xs};
  border-bottom: 1px solid ${tokens.color.border};
  overflow-x: auto;
`;
const Trigger = styled(RadixTabs.Trigger)`
  padding: ${tokens.space.sm} ${tokens.space.lg};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${tokens.color.textMuted};
  font-weight: ${tokens.font.weightBold};
  cursor: pointer;
  white-space: nowrap;
  ${focusRing}
  &[data-state='active'] {
    color: ${tokens.color.primary};
    border-bottom-color: ${tokens.color.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
const Panel = styled(RadixTabs.Content)`
  padding: ${tokens.space.lg} 0;
  ${focusRing}
`;

/** One tab. */
export interface TabItem {
  /** Identifier. */
  value: string;
  /** Tab text. */
  label: ReactNode;
  /** Panel content. */
  content: ReactNode;
  /** Not selectable. @default false */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs. */
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selected tab. @default undefined */
  value?: string;
  /** Initially selected tab when uncontrolled. @default the first item */
  defaultValue?: string;
  /** Called when the selected tab changes. */
  onValueChange?: (change: { value: string }) => void;
  /** Activate tabs on arrow-key focus (automatic) or on Enter/Space (manual). @default 'automatic' */
  activationMode?: 'automatic' | 'manual';
}

/** Tabs (Radix): arrow keys move between tabs, Home/End jump. */
export function Tabs({ items, label, value, defaultValue, onValueChange, activationMode = 'automatic' }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(v) => onValueChange?.({ value: v })}
      activationMode={activationMode}
      data-ui="tabs"
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
