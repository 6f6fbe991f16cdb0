import { useEffect, useMemo, useRef, useState } from 'react';
import { PROFILE_PICTURE_MAX_BYTES } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Avatar, Button } from '@studydesk/shared/ui';
import type { NamedUser } from '@studydesk/shared/text';
import styles from './user-form.module.css';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface PictureFieldProps {
  person: NamedUser & { profilepic?: string | null };
  file: File | null;
  onFile: (file: File | null) => void;
}

/** Picks a new picture (PNG, JPEG or WebP, 2 MB at most) and shows it before it is saved. */
export function PictureField({ person, file, onFile }: PictureFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(picked: File | undefined) {
    if (!picked) return;
    if (!TYPES.includes(picked.type)) return setProblem(t('Choose a PNG, JPEG or WebP picture'));
    if (picked.size > PROFILE_PICTURE_MAX_BYTES) return setProblem(t('The picture is larger than 2 MB'));
    setProblem(null);
    onFile(picked);
  }

  return (
    <div className={styles.picture}>
      <Avatar user={person} src={preview ?? person.profilepic ?? null} size="lg" />
      <div className={styles.pictureControls}>
        <span className={styles.pictureLabel}>{t('Picture')}</span>
        <Button size="sm" onClick={() => input.current?.click()}>
          {file ? t('Choose another picture') : t('Choose picture')}
        </Button>
        {/* the button above opens it; hidden so the look matches the rest of the kit */}
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('Picture')}
          accept={TYPES.join(',')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className={styles.pictureHint}>{file ? file.name : t('PNG, JPEG or WebP, up to 2 MB.')}</span>
        {file ? (
          <Button size="sm" variant="ghost" onClick={() => onFile(null)}>
            {t('Keep the current picture')}
          </Button>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
