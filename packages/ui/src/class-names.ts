/** Joins the truthy class names, so optional variants read as plain expressions. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
