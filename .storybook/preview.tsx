import type { Decorator, Preview } from '@storybook/react-vite';
import { isLanguage, languageNames, pseudoCatalogue, type Language } from '@school/api';
import { GlobalStyle, ThemeProvider, ToastProvider, UiProvider, uiMessages, uiMessagesAm, type UiMessages } from '@school/ui';
import { SchoolIntlProvider } from '@school/widgets/i18n';
import { SchoolQueryProvider } from '@school/widgets/query';

/** @school/ui's texts in the pseudo-locale (decision 270): the toolbar's "Pseudo" entry. */
const uiMessagesPseudo = pseudoCatalogue(uiMessages) as Partial<UiMessages>;
const uiTexts = { en: undefined, am: uiMessagesAm, pseudo: uiMessagesPseudo } satisfies Record<Language, Partial<UiMessages> | undefined>;

// Every story renders themed: ThemeProvider + GlobalStyle (tokens as CSS custom properties),
// inside UiProvider (messages, portal container) and a ToastProvider; in the language of the
// toolbar's switch (issue 38): SchoolIntlProvider, as in the portal (decision 265).
const withTheme: Decorator = (Story, context) => {
  const chosen: unknown = context.globals.language;
  const language: Language = chosen === 'pseudo' || isLanguage(chosen) ? chosen : 'en';
  return (
    <UiProvider globalStyle={false} messages={uiTexts[language]}>
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
        // 'pseudo' (decision 270): accented, ~35 % longer English in ⟦…⟧, for development only.
        items: [
          ...(['en', 'am'] as const).map((value) => ({ value, title: languageNames[value] })),
          { value: 'pseudo', title: 'Pseudo ⟦Ţéšţ⟧' },
        ],
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
