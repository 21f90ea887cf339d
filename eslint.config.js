// Lint: TypeScript rules plus the import directions of ../shared/ARCHITECTURE.md, so a wrong
// dependency between the parts fails `npm run lint` instead of creeping in.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const hostsAndServer = [
  { group: ['**/hosts/**', 'portal', 'portal/*', 'wordpress-embed', 'wordpress-embed/*'], message: 'Nothing imports a host.' },
  { group: ['**/server/**', '@school/server', '@school/server/*'], message: 'Nothing in packages/ imports server/.' },
];
const react = [
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'styled-components', '@radix-ui/*'], message: 'This part has no React.' },
];
const routers = [
  { group: ['react-router', 'react-router-dom'], message: 'Widgets and UI never use a router: take callbacks (onOpen, onBack) instead.' },
];
const restrict = (...patterns) => ['error', { patterns: patterns.flat() }];
const byName = { group: ['../../ui/**', '../../api/**'], message: 'Import packages by name (@school/ui, @school/api).' };
const widgetImports = [
  byName,
  {
    group: ['react-intl', '@formatjs/*'],
    message:
      "Read texts, dates and FormatJS's intl object through shared/intl (useTexts, useFormat, useSchoolIntl): the hosts give no IntlProvider (decision 220).",
  },
];

/** What the server may not import (server/src and server/test). */
const serverImports = [
  { group: ['@school/ui', '@school/widgets', '**/hosts/**'], message: 'The server imports only the schemas of @school/api.' },
  { regex: '^@school/api$', message: "Import '@school/api/schemas': the server takes only the schemas." },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'data/**', 'server/drizzle/**', 'hosts/wordpress-embed/plugin/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // CommonJS config files (size-limit) load their inputs with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/api/src/**'],
    rules: {
      'no-restricted-imports': restrict(react, hostsAndServer, [
        { group: ['@school/ui', '@school/widgets'], message: '@school/api is the bottom layer.' },
      ]),
    },
  },
  {
    // The API client is in every page's first chunk: it takes only types from the schemas, so
    // zod stays in the forms chunk (a value import put 40 KB on /home: e2e/home-weight.test.ts).
    files: ['packages/api/src/client/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas', '**/schemas/*', '@school/api/schemas', 'zod'],
              allowTypeImports: true,
              message: 'The client takes only types from the schemas (no zod in the first chunk).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': restrict(hostsAndServer, routers, [
        { group: ['@school/api', '@school/api/*', '@school/widgets'], message: '@school/ui never imports @school/api or the widgets.' },
      ]),
    },
  },
  {
    files: ['packages/school-widgets/src/**'],
    rules: {
      'no-restricted-imports': restrict(hostsAndServer, routers, widgetImports),
    },
  },
  {
    // The one place that holds FormatJS (decision 220).
    files: ['packages/school-widgets/src/shared/intl/**'],
    rules: { 'no-restricted-imports': restrict(hostsAndServer, routers, [byName]) },
  },
  {
    // Issue 38 (decisions 220, 265): every widget reads its texts with useTexts() / useMessages()
    // and its dates with useFormat() from SchoolIntlProvider; `messages` of @school/api is the
    // English catalogue, fixed, and reading it in a widget would show English to every reader.
    files: ['packages/school-widgets/src/**'],
    ignores: ['**/*.test.*', '**/*.stories.*', 'packages/school-widgets/src/shared/intl/**'],
    rules: {
      'no-restricted-imports': restrict(hostsAndServer, routers, widgetImports, [
        {
          group: ['@school/api'],
          importNames: ['messages', 'publicMessages', 'formMessages', 'formatMessage'],
          message: 'This folder reads its texts with useTexts() / useMessages() from shared/intl (decision 220).',
        },
        { group: ['**/shared/text'], importNames: ['fill'], message: 'Take fill from useTexts() or useFill() (decision 220).' },
        {
          group: ['**/shared/format'],
          importNames: [
            'formatDate',
            'formatDateIn',
            'formatDateTime',
            'formatShortDateTime',
            'formatDayLong',
            'formatLongDate',
            'formatDateBoth',
            'formatDay',
          ],
          message: 'Take the date formats from useFormat() (decision 220).',
        },
      ]),
    },
  },
  {
    files: ['server/src/**', 'server/test/**'],
    rules: {
      // No React on the server: `useTestApp` and friends are test fixtures, not hooks.
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-imports': restrict(react, serverImports),
    },
  },
  {
    // Issue 38: the server's texts follow their reader (users.language, Accept-Language): its
    // `messages` is server/src/i18n's, which reads each text in the reader's language. The shared
    // catalogue's `messages` is English only (tests compare with it).
    files: ['server/src/**'],
    ignores: ['server/src/i18n/**'],
    rules: {
      'no-restricted-imports': restrict(react, serverImports, [
        {
          group: ['@school/api/schemas'],
          importNames: ['messages'],
          message: "Import { messages } from server/src/i18n: the server's texts are in the reader's language (decision 190).",
        },
      ]),
    },
  },
  {
    // Issue 40: settings in one place. The environment is read and checked in server/src/config.ts
    // only (its schema, listed in the README's Configuration table); everything else takes the config.
    files: ['server/src/**'],
    ignores: ['server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in server/src/config.ts (a field of its schema), not process.env.' },
      ],
    },
  },
  {
    // Issue 22: "may the caller do this" is answered in server/src/auth and nowhere else (policies,
    // ownership questions, list scopes). Reading the caller's role elsewhere is a role check by hand,
    // and comparing a record's person with the caller's id an ownership check by hand (issue 40).
    files: ['server/src/**'],
    ignores: ['server/src/auth/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='role'][object.name='auth']",
          "MemberExpression[property.name='role'][object.property.name='auth']",
          "MemberExpression[property.name='role'][object.expression.property.name='auth']",
        ].map((selector) => ({
          selector,
          message: "A check on the caller's role belongs in server/src/auth (a policy, an ownership question or a list scope).",
        })),
        // Issue 40: ownership by hand (`row.ownerId === auth.userId`) is a rule outside its home:
        // ask isCaller, isRequester, isQuestionnaireReceiver, ... of server/src/auth/access.
        ...[
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(userId|ID)$/][object.name='auth']",
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(userId|ID)$/][object.property.name='auth']",
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(userId|ID)$/][object.expression.property.name='auth']",
        ].map((selector) => ({
          selector,
          message:
            'Comparing a record with the caller is an ownership question: ask one of server/src/auth/access (isCaller, isRequester, …).',
        })),
        // Issue 40: grade totals and rounding live in gradeMath (@school/api), one answer for the
        // server and the widgets; a hand-written 2-decimal rounding is a second one.
        {
          selector:
            "BinaryExpression[operator='/'][right.value=100] > CallExpression.left[callee.object.name='Math'][callee.property.name='round']",
          message:
            'Round grades with round2 (or courseTotal, reportTotal, …) of gradeMath (@school/api/schemas), not Math.round(x * 100) / 100.',
        },
      ],
    },
  },
  {
    // Issue 22: one list style and one form style in the widgets and hosts. Lists of records are
    // @school/ui DataTable; card lists page through shared/CardList; forms are @school/ui Form with
    // useCatalogueForm (decisions 102-108). A search box that submits nothing is <form role="search">.
    files: ['packages/school-widgets/src/**/*.tsx', 'hosts/*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='table'], MemberExpression[object.name='styled'][property.name='table']",
          message:
            'A list of records is a @school/ui DataTable (issue 22). A document or grid that must stay a table is named in eslint.config.js with its reason (decision 108).',
        },
        {
          selector: "JSXOpeningElement[name.name='Pagination']",
          message: 'Card lists page through shared/CardList, tables through DataTable (issue 22).',
        },
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='role'][value.value='search'])), MemberExpression[object.name='styled'][property.name='form']",
          message: 'A form that submits is @school/ui Form with useCatalogueForm (issue 22); a search box is <form role="search">.',
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // End-to-end tests drive a browser: `useBrowser` is a fixture, not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
