import type { Decorator, Preview } from '@storybook/react-vite';
import { GlobalStyle, ThemeProvider, ToastProvider, UiProvider } from '@school/ui';
import { SchoolQueryProvider } from '@school/widgets/query';

// Every story renders themed: ThemeProvider + GlobalStyle (tokens as CSS custom
// properties), inside UiProvider (messages, portal container) and a ToastProvider.
const withTheme: Decorator = (Story) => (
  <UiProvider globalStyle={false}>
    <ThemeProvider>
      <GlobalStyle />
      <ToastProvider>
        <SchoolQueryProvider>
          <Story />
        </SchoolQueryProvider>
      </ToastProvider>
    </ThemeProvider>
  </UiProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Chromatic is off by default; each stories file opts one state-matrix story in.
    chromatic: { disableSnapshot: true },
  },
  tags: ['autodocs'],
};

export default preview;
