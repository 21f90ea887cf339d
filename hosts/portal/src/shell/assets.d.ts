// Vite's `?url` imports: the built file's URL (the Ethiopic web font).
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
// `?url&no-inline`: always a file, never a data URL (the Amharic word's subset, decision 99).
declare module '*.woff2?url&no-inline' {
  const url: string;
  export default url;
}
