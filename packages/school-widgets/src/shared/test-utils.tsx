import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiTestProvider } from '@school/ui';
import { createSchoolQueryClient, SchoolQueryProvider } from './query';

/**
 * Renders a widget inside the UI providers and a fresh query cache, with a user-event session
 * ready. A failed read shows at once: the network retry of the real client is off.
 */
export function renderWidget(ui: ReactElement) {
  const client = createSchoolQueryClient({ networkRetries: 0 });
  return {
    user: userEvent.setup(),
    queryClient: client,
    ...render(
      <UiTestProvider>
        <SchoolQueryProvider client={client}>{ui}</SchoolQueryProvider>
      </UiTestProvider>,
    ),
  };
}
