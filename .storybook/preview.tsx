import type { Decorator, Preview } from '@storybook/react-vite';
import { isLanguage, languageNames, type Language } from '@school/api';
import { GlobalStyle, ThemeProvider, ToastProvider, UiProvider, uiMessagesAm } from '@school/ui';
import { SchoolIntlProvider } from '@school/widgets/i18n';
import { SchoolQueryProvider } from '@school/widgets/query';

// Every story renders themed: ThemeProvider + GlobalStyle (tokens as CSS custom properties),
// inside UiProvider (messages, portal container) and a ToastProvider; in the language of the
// toolbar's switch (issue 38): SchoolIntlProvider, as in the portal (decision 265).
const withTheme: Decorator = (Story, context) => {
  const language: Language = isLanguage(context.globals.language) ? context.globals.language : 'en';
  return (
    <UiProvider globalStyle={false} messages={language === 'am' ? uiMessagesAm : undefined}>
      <ThemeProvider>
        <GlobalStyle />
        <ToastProvider>
          <SchoolQueryProvider>
            <SchoolIntlProvider language={language}>
              <Story />
            </SchoolIntlProvider>
          </SchoolQueryProvider>
        </ToastProvider>
      </ThemeProvider>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    language: {
      description: 'The reader’s language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: (['en', 'am'] as const).map((value) => ({ value, title: languageNames[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
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
