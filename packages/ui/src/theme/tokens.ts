// ─── Design tokens ──────────────────────────────────────────────────────────
// One typed object; GlobalStyle emits every leaf as a CSS custom property
// (`--school-<group>-<key>`) so a host page (portal, WordPress embed) can
// override any token from plain CSS without touching JavaScript.

/** The school portal's design tokens. */
export const theme = {
  color: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    onDanger: '#ffffff',
    success: '#15803d',
    warning: '#a16207',
    info: '#0369a1',
    text: '#111827',
    textMuted: '#4b5563',
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f3f4f6',
    border: '#d1d5db',
    focus: '#2563eb',
    overlay: 'rgba(17, 24, 39, 0.55)',
    successSurface: '#dcfce7',
    dangerSurface: '#fee2e2',
    warningSurface: '#fef9c3',
    infoSurface: '#e0f2fe',
  },
  /** Chart series colours, in order. */
  chart: {
    c1: '#1d4ed8',
    c2: '#15803d',
    c3: '#b45309',
    c4: '#7c3aed',
    c5: '#be123c',
    c6: '#0e7490',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    // The Ethiopic web font a host declares comes first (issue 38): its @font-face covers only the
    // Ethiopic script (unicode-range), so Latin text still takes the system fonts after it, and a
    // machine with a system Ethiopic font uses that one through the face's local() sources.
    // [1] Not after system-ui: Chromium lays out Ethiopic that system-ui lacks as boxes and never
    // lays it out again when the web font arrives (no Ethiopic system font: Linux lab PCs, the
    // e2e's Chromium), so text painted before the font loaded stayed boxes for the whole session.
    family: '"Noto Sans Ethiopic Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Ethiopic", sans-serif',
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.75rem',
    weightRegular: '400',
    weightBold: '600',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 4px 12px rgba(0, 0, 0, 0.12)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.2)',
  },
  z: { dialog: '1000', toast: '1100' },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of the tokens; values are free strings so overrides type-check. */
export type Theme = Widen<typeof theme>;

/** A partial theme: any subset of groups and keys. */
export type ThemeOverrides = { [G in keyof Theme]?: Partial<Theme[G]> };

/** Merges partial overrides into a full theme (one level of groups deep). */
export function mergeTheme(base: Theme, overrides?: ThemeOverrides): Theme {
  if (!overrides) return base;
  const out = { ...base } as Record<string, Record<string, string>>;
  for (const [group, values] of Object.entries(overrides)) {
    if (values) out[group] = { ...out[group], ...(values as Record<string, string>) };
  }
  return out as unknown as Theme;
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom property name of a token, e.g. `--school-color-primary`. */
export const cssVarName = (group: string, key: string) => `--school-${kebab(group)}-${kebab(key)}`;

/** Every token as `[--name, value]` pairs. */
export function themeToCssVars(t: Theme): Array<[string, string]> {
  return Object.entries(t).flatMap(([group, values]) =>
    Object.entries(values as Record<string, string>).map(([key, value]) => [cssVarName(group, key), value] as [string, string]),
  );
}

// ─── Token references for styled-components ────────────────────────────────
// `tokens.color.primary` is an interpolation: it prints
// `var(--school-color-primary, <value from the React theme>)`, so a CSS
// custom property set by the host page wins and the JS theme is the fallback.

type ThemeProps = { theme?: Partial<Theme> | object };
type TokenRef = (props: ThemeProps) => string;
type TokenRefs = { [G in keyof Theme]: { [K in keyof Theme[G]]: TokenRef } };

function buildRefs(): TokenRefs {
  const refs: Record<string, Record<string, TokenRef>> = {};
  for (const [group, values] of Object.entries(theme)) {
    refs[group] = {};
    for (const key of Object.keys(values)) {
      refs[group][key] = ({ theme: active }) => {
        const fromTheme = (active as Record<string, Record<string, string> | undefined> | undefined)?.[group]?.[key];
        return `var(${cssVarName(group, key)}, ${fromTheme ?? (values as Record<string, string>)[key]})`;
      };
    }
  }
  return refs as TokenRefs;
}

/** Token references to interpolate in styled templates: `color: ${tokens.color.text};`. */
export const tokens: TokenRefs = buildRefs();

// Typed `props.theme` in every styled component (ours and the consumers').
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
