import { useState } from 'react';

/** The messages of the latest add; `id` changes on every add so a repeated message is announced again. */
export interface FileNotice {
  id: number;
  messages: readonly string[];
}

export function useFileNotice() {
  const [notice, setNotice] = useState<FileNotice>({ id: 0, messages: [] });
  const show = (messages: readonly string[]) => setNotice((previous) => ({ id: previous.id + 1, messages }));
  return [notice, show] as const;
}

/**
 * The file rule messages of spec-2 §5, in a live region instead of window.alert. The region is
 * always rendered so screen readers pick up messages added to it later.
 */
export function FileMessages({ notice }: { notice: FileNotice }) {
  const { id, messages } = notice;
  return (
    // Empty, it is sr-only: out of the layout (no stray flex gap) yet still a live region.
    <div role="alert" className={messages.length > 0 ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2' : 'sr-only'}>
      {messages.length > 0 && (
        <ul key={id} className="flex flex-col gap-1 text-sm font-medium text-red-800">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
