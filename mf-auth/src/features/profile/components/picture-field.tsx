import { useId, useRef } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Avatar, Button } from '@studydesk/shared/ui';
import type { Message } from '../../../lib/message';
import { PICTURE_ACCEPT, PICTURE_MAX_MB, type ProfileValues } from '../profile-rules';
import { usePreviewUrl } from '../use-preview-url';
import styles from './picture-field.module.css';

interface PictureFieldProps {
  names: Pick<ProfileValues, 'firstName' | 'lastName' | 'title'>;
  /** URL of the saved picture, or null */
  savedUrl: string | null;
  picture: File | null;
  removePicture: boolean;
  error: Message | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onDiscard: () => void;
  onRemove: () => void;
}

/** The picture with its preview; initials stand in when there is none (spec §3). */
export function PictureField({ names, savedUrl, picture, removePicture, error, disabled, onChoose, onDiscard, onRemove }: PictureFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(picture);
  const hintId = useId();
  const errorId = useId();
  const shown = picture ? previewUrl : removePicture ? null : savedUrl;

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${errorId} ${hintId}` : hintId}>
      <legend className={styles.legend}>{t('Picture')}</legend>
      <div className={styles.picture}>
        <Avatar user={names} src={shown} size="lg" />
        <div className={styles.controls}>
          <div className={styles.buttons}>
            {/* The file input stays hidden; this button opens it, so the keyboard reaches it like any button. */}
            <Button size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
              {shown ? t('Change picture') : t('Choose picture')}
            </Button>
            {picture || removePicture ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={onDiscard}>
                {t('Undo picture change')}
              </Button>
            ) : savedUrl ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove}>
                {t('Remove picture')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className={styles.hint}>
            {picture ? `${t('New picture: {name}. It is saved with the form.', { name: picture.name })} ` : null}
            {removePicture ? `${t('The picture is removed when you save.')} ` : null}
            {t('PNG, JPEG or WebP, up to {max} MB.', { max: PICTURE_MAX_MB })}
          </p>
          {error ? (
            <p id={errorId} className={styles.error} role="alert">
              {t(error.key, error.params)}
            </p>
          ) : null}
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label={t('Picture file')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so choosing the same file again still fires a change
          event.target.value = '';
          if (file) onChoose(file);
        }}
      />
    </fieldset>
  );
}
