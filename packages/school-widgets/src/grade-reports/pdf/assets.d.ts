// Vite turns `?url` imports into the emitted file's URL (the report fonts).
declare module '*.ttf?url' {
  const url: string;
  export default url;
}
