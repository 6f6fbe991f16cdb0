import { useId, useRef } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { displayName, type NamedUser } from '@studydesk/shared/text';
import { Avatar, Button, fieldStyles, FormError } from '@studydesk/shared/ui/core';
import styles from './picture-field.module.css';
import { usePreviewUrl } from './use-preview-url';

export interface PictureFieldProps {
  /** whose picture: initials stand in when there is none */
  names: NamedUser;
  /** URL of the saved picture, or null */
  savedUrl: string | null;
  /** a newly chosen picture, not yet saved */
  picture: File | null;
  /** the saved picture is to be removed on save */
  removePicture?: boolean;
  /** why the last choice was refused, already translated */
  error?: string | null;
  disabled?: boolean;
  /** the file types offered, as the input's `accept` (PICTURE_ACCEPT of the contracts) */
  accept: string;
  /** the largest picture, in MB, for the hint (PICTURE_MAX_MB of the contracts) */
  maxMb: number;
  /** a file was picked; the caller checks it (checkPicture from the contracts) */
  onChoose: (file: File) => void;
  /** undoes any picture change: a new choice or a removal */
  onDiscard: () => void;
  /** offers "Remove picture" for a saved one when given */
  onRemove?: () => void;
}

/** A person's picture with a preview of a new choice, saved with the form (docs/product-rules.md#r-user-1). */
/**
 * The accepted types and size come from the caller, which checks the file against the
 * same contracts: the kit stays free of the contracts' schemas, which every screen would
 * otherwise load with it.
 */
export function PictureField({ names, savedUrl, picture, removePicture = false, error, disabled, accept, maxMb, onChoose, onDiscard, onRemove }: PictureFieldProps) {
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
        {/* named after the person; before they have a name (a new person), after what it shows */}
        <Avatar user={names} src={shown} size="lg" label={displayName(names) ? undefined : shown ? t('Picture preview') : t('No picture yet')} />
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
            ) : savedUrl && onRemove ? (
              <Button size="sm" variant="ghost" disabled={disabled} onClick={onRemove}>
                {t('Remove picture')}
              </Button>
            ) : null}
          </div>
          <p id={hintId} className={fieldStyles.hint}>
            {picture ? `${t('New picture: {name}. It is saved with the form.', { name: picture.name })} ` : null}
            {removePicture ? `${t('The picture is removed when you save.')} ` : null}
            {t('PNG, JPEG or WebP, up to {max} MB.', { max: maxMb })}
          </p>
          <FormError kind="field" id={errorId} message={error} />
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
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
