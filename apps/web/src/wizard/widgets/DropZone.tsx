import { useId, useRef, useState, type DragEvent, type Ref } from 'react';
import { UploadIcon } from './icons';

interface DropZoneProps {
  id: string;
  /** The main line, which names the button. */
  title: string;
  /** Accepted kinds and limits, read as the button's description. */
  hint: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  invalid: boolean;
  /** Extra ids for aria-describedby (the field's hint and error). */
  describedBy?: string | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
  onFiles: (files: File[]) => void;
}

/**
 * A drop target that is also the click-to-pick button. The real file input stays in the DOM,
 * visually hidden and out of the tab order, so the button is the only control a visitor meets.
 */
export function DropZone({ id, title, hint, accept, multiple, disabled, invalid, describedBy, buttonRef, onFiles }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // dragenter/dragleave fire for every child crossed: count them so the highlight does not flicker.
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  const titleId = useId();
  const hintId = useId();

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  };

  const border = dragging
    ? 'border-brand-600 bg-brand-100 ring-2 ring-brand-600'
    : invalid
      ? 'border-red-600 bg-white'
      : 'border-slate-400 bg-slate-50 hover:border-brand-600 hover:bg-brand-50';
  return (
    <>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragEnter}
        // Without preventDefault on dragover the browser refuses the drop and opens the file instead.
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={`flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${border}`}
      >
        <UploadIcon className={`size-8 ${dragging ? 'text-brand-700' : 'text-slate-600'}`} />
        <span id={titleId} className="text-base font-medium text-slate-900">
          {title}
        </span>
        <span id={hintId} className="text-sm text-slate-600">
          {hint}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        tabIndex={-1}
        aria-hidden="true"
        aria-label={title}
        className="sr-only"
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // Reset so that picking the same file again (after removing it) fires a change.
          event.target.value = '';
          if (picked.length > 0) onFiles(picked);
        }}
      />
    </>
  );
}
