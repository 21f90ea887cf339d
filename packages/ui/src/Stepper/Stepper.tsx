import type { ReactNode } from 'react';
import { IconCheck, IconClose } from '../icons';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

export type StepState = 'complete' | 'current' | 'upcoming' | 'error';

/** One step. */
export interface StepItem {
  /** The step's name, e.g. "First approver". */
  label: ReactNode;
  /** A line under the label (who, a comment). @default undefined */
  description?: ReactNode;
  /** Overrides the state derived from `active` (e.g. 'error' for a rejected step). @default undefined */
  state?: StepState;
}

export interface StepperProps {
  /** The steps, in order. */
  steps: readonly StepItem[];
  /** Index of the current step; `steps.length` means every step is complete. */
  active: number;
  /** Accessible name of the list, e.g. "Approval progress". */
  label: string;
  /** Words read with each step's number and state. @default English */
  stateText?: Record<StepState, string>;
}

const DEFAULT_STATE_TEXT: Record<StepState, string> = { complete: 'done', current: 'current', upcoming: 'not started', error: 'stopped' };

/** The state of step `i` when `active` is the current index. */
export const stepStateOf = (i: number, active: number): StepState => (i < active ? 'complete' : i === active ? 'current' : 'upcoming');

/**
 * A horizontal progress of steps (e.g. the three approvers of a permission request): an ordered
 * list, the current step marked with aria-current="step", each state also spoken in words.
 */
export function Stepper({ steps, active, label, stateText = DEFAULT_STATE_TEXT }: StepperProps) {
  return (
    <List aria-label={label} data-ui="stepper">
      {steps.map((step, i) => {
        const state = step.state ?? stepStateOf(i, active);
        return (
          <Item key={i} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker aria-hidden="true">
              {state === 'complete' ? <IconCheck size={14} /> : state === 'error' ? <IconClose size={14} /> : i + 1}
            </Marker>
            <Text>
              <strong>{step.label}</strong>
              <Hidden>{` (${stateText[state]})`}</Hidden>
              {step.description ? <Description>{step.description}</Description> : null}
            </Text>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Marker = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${tokens.radius.pill};
  border: 2px solid ${tokens.color.border};
  background: ${tokens.color.surface};
  color: ${tokens.color.textMuted};
  font-weight: ${tokens.font.weightBold};
  font-size: ${tokens.font.sizeSm};
`;
const Item = styled.li`
  flex: 1 1 160px;
  display: flex;
  gap: ${tokens.space.sm};
  align-items: flex-start;
  color: ${tokens.color.textMuted};
  &[data-state='complete'] ${Marker} {
    border-color: ${tokens.color.success};
    background: ${tokens.color.success};
    color: ${tokens.color.onPrimary};
  }
  &[data-state='current'] {
    color: ${tokens.color.text};
  }
  &[data-state='current'] ${Marker} {
    border-color: ${tokens.color.primary};
    color: ${tokens.color.primary};
  }
  &[data-state='error'] ${Marker} {
    border-color: ${tokens.color.danger};
    background: ${tokens.color.danger};
    color: ${tokens.color.onDanger};
  }
`;
const Text = styled.span`
  display: grid;
  gap: ${tokens.space.xxs};
  min-width: 0;
`;
const Description = styled.span`
  font-size: ${tokens.font.sizeSm};
  overflow-wrap: anywhere;
`;
/* 1: visually hidden but read by screen readers (the state in words). */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
