/** CSS Modules (`*.module.css`) compile to a map of local class names; see build/webpack-preset.js. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
