// Webpack emits imported videos as files of their own (packages/ui/build/webpack-preset.js) and the
// import is the file's URL.
declare module '*.webm' {
  const url: string;
  export default url;
}

declare module '*.mp4' {
  const url: string;
  export default url;
}
