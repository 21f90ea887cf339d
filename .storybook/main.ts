import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { aliases } from '../scripts/aliases.ts';

// vite-plugin-dts registers as 'vite:dts' (or 'unplugin-dts'); it must not run for
// Storybook or it writes .d.ts files into storybook-static.
const isDtsPlugin = (plugin: PluginOption): boolean =>
  Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && /^(vite:dts|unplugin-dts)/.test(String(plugin.name)));

const withoutDts = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flatMap((p) => (Array.isArray(p) ? [withoutDts(p)] : isDtsPlugin(p) ? [] : [p]));

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: withoutDts(viteConfig.plugins ?? []),
    resolve: {
      ...viteConfig.resolve,
      alias: { ...(viteConfig.resolve?.alias as Record<string, string> | undefined), ...aliases },
    },
  }),
};

export default config;
