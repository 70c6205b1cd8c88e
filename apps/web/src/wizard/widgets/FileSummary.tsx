import type { Ref } from 'react';
import { formatFileSize } from '@shop/flow-kit/file-size';
import { CloseIcon } from './icons';

interface FileSummaryProps {
  file: File;
  /** The visible words of the remove button. */
  removeText: string;
  /** Its accessible name when the words alone are ambiguous (several files); must start with removeText. */
  removeName?: string;
  onRemove: () => void;
  removeRef?: Ref<HTMLButtonElement>;
}

/** One chosen file: its name and size, and the button that removes it. */
export function FileSummary({ file, removeText, removeName, onRemove, removeRef }: FileSummaryProps) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-slate-600">{formatFileSize(file.size)}</p>
      </div>
      <button
        ref={removeRef}
        type="button"
        aria-label={removeName}
        onClick={onRemove}
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        <CloseIcon />
        {removeText}
      </button>
    </div>
  );
}
