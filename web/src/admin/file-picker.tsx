import { type ReactNode, useRef } from 'react';

interface FilePickerProps {
  /** What the browser's picker offers (the server checks what comes): `.csv`, `image/png,…`. */
  accept: string;
  /** The button's accessible name where its text alone does not say what for (one button a table row). */
  label?: string;
  /** The hidden input's test id (tests set its files). */
  testId: string;
  className?: string;
  disabled: boolean;
  onFile: (file: File) => void;
  /** The button's content. */
  children: ReactNode;
}

/**
 * A button that opens the browser's file picker for one file (a media file, a price file). The input stays
 * out of sight and out of the tab order (the button is what people reach) and is emptied once it hands the
 * file over, so the same file can be chosen again.
 */
export function FilePicker({ accept, label, testId, className, disabled, onFile, children }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className={className}
        aria-label={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
    </>
  );
}
