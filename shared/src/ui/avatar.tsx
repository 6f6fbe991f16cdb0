import { displayName, initials, type NamedUser } from '@studydesk/shared/text';
import { useState } from 'react';
import { cx } from './class-names';
import styles from './avatar.module.css';

/** How many --sd-avatar-N colours tokens.css defines. */
export const AVATAR_TONES = 8;

/** 1..AVATAR_TONES, the same for the same name on every screen and every load (FNV-1a). */
export function avatarTone(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % AVATAR_TONES) + 1;
}

export interface AvatarProps {
  user: NamedUser & { profilepic?: string | null };
  /** picture URL; the user's profilepic by default */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** what it is called for screen readers; the person's name by default */
  label?: string;
}

/** The picture, or the initials when there is none or it fails to load (docs/product-rules.md#r-user-1). */
export function Avatar({ user, src, size = 'md', className, label }: AvatarProps) {
  const name = label ?? displayName(user);
  const picture = src === undefined ? user.profilepic : src;
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = Boolean(picture) && failed !== picture;
  return (
    <span
      className={cx(styles.avatar, styles[size], className)}
      // nameless (a person not named yet) it says nothing rather than be an unnamed image
      role={name ? 'img' : undefined}
      aria-label={name || undefined}
      aria-hidden={name ? undefined : true}
      style={showPicture ? undefined : { backgroundColor: `var(--sd-avatar-${avatarTone(name)})` }}
    >
      {showPicture ? (
        <img className={styles.image} src={picture as string} alt="" onError={() => setFailed(picture ?? null)} />
      ) : (
        <span aria-hidden="true">{initials(user)}</span>
      )}
    </span>
  );
}
