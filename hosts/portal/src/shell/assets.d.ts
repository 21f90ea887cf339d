// Vite's `?url` imports: the built file's URL (the Ethiopic web font).
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
