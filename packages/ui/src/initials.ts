/** Up to two capital letters for an avatar: first and last name's first letters, or '?' without a name. */
export function initialsOf(firstName: string, lastName: string): string {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return initials === '' ? '?' : initials;
}
