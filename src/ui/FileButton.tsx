import type { RefObject } from '../framework';
import * as ui from './ui.css';

/**
 * A file chooser drawn as one of our buttons. The browser's own control writes its text in the browser's
 * language ("Choose File", "No file chosen") whatever language the user picked, and cannot be styled; so the
 * input is hidden inside a label that carries our text. The label names the input for assistive technology,
 * and the focus ring of the hidden input shows on the label.
 */
export function FileButton({
  label,
  onFile,
  disabled,
  accept,
  inputRef,
  testId,
}: {
  label: string;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  accept?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  testId?: string;
}) {
  return (
    <label className={`${ui.button.secondary} ${ui.fileButton}`}>
      <input
        ref={inputRef}
        className={ui.hiddenFileInput}
        type="file"
        disabled={disabled}
        accept={accept}
        onChange={(e) => onFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}
