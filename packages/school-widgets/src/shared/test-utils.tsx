import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiTestProvider } from '@school/ui';

/** Renders a widget inside the UI providers, with a user-event session ready. */
export function renderWidget(ui: ReactElement) {
  return { user: userEvent.setup(), ...render(<UiTestProvider>{ui}</UiTestProvider>) };
}
