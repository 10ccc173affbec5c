import { cx } from './class-names';
import { initialsOf } from './initials';
import styles from './initials-avatar.module.css';

/** A round badge with the resident's initials; decorative, since the name is always shown beside it. */
export function InitialsAvatar({
  firstName,
  lastName,
  size = 'medium',
}: {
  firstName: string;
  lastName: string;
  size?: 'medium' | 'large';
}) {
  return (
    <span aria-hidden="true" className={cx(styles.avatar, size === 'large' && styles.large)}>
      {initialsOf(firstName, lastName)}
    </span>
  );
}
