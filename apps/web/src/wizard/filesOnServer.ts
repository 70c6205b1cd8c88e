import { fileFieldOf, type AnyFlow } from '@shop/flow-kit';

/** The file list the server holds for an order since the last save: not uploaded again while unchanged. */
export interface FilesOnServer {
  referencia: string;
  files: readonly File[];
}

/** Whether a save of `referencia` may send 'kept' for the list the visitor has chosen. */
export const canKeepFiles = (held: FilesOnServer | undefined, referencia: string | undefined, chosen: readonly File[]): boolean =>
  referencia !== undefined && held?.referencia === referencia && held.files === chosen;

/**
 * What the server holds after a save of `data` that sent (or kept) `chosen`. A save made while the
 * file field was hidden (the prior report's image box unticked) left the order none, so the same
 * list shown again when the box is ticked must go up again.
 */
export const filesAfterSave = (flow: AnyFlow, data: Record<string, unknown>, referencia: string, chosen: readonly File[]): FilesOnServer => ({
  referencia,
  files: fileFieldOf(flow, data) ? chosen : [],
});
