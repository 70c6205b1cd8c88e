/** A file part of a multipart order: field name, file name and bytes. */
export interface Upload {
  field: string;
  name: string;
  content: Buffer;
  type?: string;
}

/**
 * The multipart body of `POST /api/guardar_marca` as the web app sends it (spec-1 §7.4), with the
 * totals a tampering client might claim: the server prices by itself (DECISIONS §1).
 */
export function orderForm(data: unknown, extra: Record<string, string> = {}, files: readonly Upload[] = []): FormData {
  const body = new FormData();
  body.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  body.append('subtotal', '1');
  body.append('total', '1');
  body.append('modulo', 'rtm');
  for (const [name, value] of Object.entries(extra)) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return body;
}
