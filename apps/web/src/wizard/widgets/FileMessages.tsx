/**
 * The file rule messages of spec-2 §5, in a live region instead of window.alert. The region is
 * always rendered so screen readers pick up messages added to it later.
 */
export function FileMessages({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className={messages.length > 0 ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2' : ''}>
      {messages.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm font-medium text-red-800">
          {messages.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
