import { useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import { FILE_INPUT } from '@shop/flow-kit/step-form';
import { useHydrated } from '../../useHydrated';
import { useOwnEarlyInput } from '../../earlyInput';
import { UploadIcon } from './icons';

interface DropZoneProps {
  id: string;
  /** The main line, which names the input. */
  title: string;
  /** Accepted kinds and limits, read as the input's description. */
  hint: string;
  accept: string;
  /** What the picker takes before the page's code runs, when it follows a choice the code tracks (media's kind). */
  acceptBeforeCode?: string | undefined;
  /** Several files at once (the rule's count is checked after the pick). */
  multiple: boolean;
  disabled: boolean;
  invalid: boolean;
  /** Extra ids for aria-describedby (the field's hint and error). */
  describedBy?: string | undefined;
  /** The file input: the zone's focusable control (focused again after a file is removed). */
  inputRef?: RefObject<HTMLInputElement | null>;
  onFiles: (files: File[]) => void;
}

/**
 * A drop target that is also the click-to-pick control: the real file input, named FILE_INPUT
 * (step-form.ts), laid over the whole zone and the only control a visitor meets, so the zone works
 * as plain HTML too (ADR 021: forms before JavaScript): a click or a tap opens the picker, a file
 * dropped on it is the browser's own drop, the keyboard reaches it, and the form sends what it holds.
 * Once the page's code runs, the zone takes the pointer itself (the input lets it through): the
 * picker opens from the zone, drops are checked before they are kept, and the input, emptied after
 * every pick, never shows the browser's 'no file chosen' tooltip over a zone whose files are listed.
 */
export function DropZone(props: DropZoneProps) {
  const { id, title, hint, accept, acceptBeforeCode, multiple, disabled, invalid, describedBy, inputRef, onFiles } = props;
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const hydrated = useHydrated();
  // A file chosen before the page's code ran (the input is the server's zone) is taken once the zone hydrates.
  const early = useOwnEarlyInput<HTMLDivElement>();
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
    // The input takes the keyboard; a press of the pointer on the zone is a press on it (the input
    // passes the pointer through once the code runs, so the zone hands it on as it hands on drops).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the file input inside is the keyboard's control
    <div
      {...early}
      onClick={() => {
        if (!disabled) input.current?.click();
      }}
      onDragEnter={onDragEnter}
      // Without preventDefault on dragover the browser refuses the drop and opens the file instead.
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`relative flex min-h-32 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${border}`}
    >
      <UploadIcon className={`size-8 ${dragging ? 'text-brand-700' : 'text-slate-600'}`} />
      {/* The input's name and description, read once, through it. */}
      <span id={titleId} aria-hidden="true" className="text-base font-medium text-slate-900">
        {title}
      </span>
      <span id={hintId} aria-hidden="true" className="text-sm text-slate-600">
        {hint}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        name={FILE_INPUT}
        // Before the code runs, what any choice of the field takes (the picker cannot follow a choice yet).
        accept={hydrated ? accept : (acceptBeforeCode ?? accept)}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // Reset so that picking the same file again (after removing it) fires a change.
          event.target.value = '';
          if (picked.length > 0) onFiles(picked);
        }}
        className={`absolute inset-0 size-full opacity-0 focus:outline-none ${hydrated ? 'pointer-events-none' : 'cursor-pointer'}`}
      />
    </div>
  );
}
