import { ImageUp } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { IMAGE_TYPES } from '../use-image-upload';
import { BUTTON } from './button-styles';

/**
 * A button that opens the file picker for an image (a hidden file input and its label, which
 * shows the input's focus and waits while `uploading`). The chosen file goes to `onFile`; the
 * input is emptied after, so the same file can be chosen again.
 */
export function ImageUploadButton({
  id,
  label,
  uploading,
  describedBy,
  onFile,
}: {
  id: string;
  label: string;
  uploading: boolean;
  describedBy?: string;
  onFile: (file: File) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    await onFile(file);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        onChange={choose}
        disabled={uploading}
        aria-describedby={describedBy}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${BUTTON.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-wait peer-disabled:opacity-60`}
      >
        <ImageUp aria-hidden="true" className="size-4" />
        {label}
      </label>
    </>
  );
}
