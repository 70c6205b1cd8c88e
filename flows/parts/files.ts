import type { FileRule } from '@shop/flow-kit';
import { ANY_FILE_TYPE, mediaFamily, type MediaType } from '@shop/flow-kit';

const MB = 1024 * 1024;

/** The representation file of the trademark flows: the spec states no limit, so 128 MB (DECISIONS §3). */
export const representationFile: FileRule = {
  naming: 'single',
  maxFiles: 1,
  maxBytes: 128 * MB,
  maxLabel: '128MB',
  accept: ['image/*', 'audio/*', 'video/*'],
  pickerAccept: (data) => mediaFamily[(data.mediaType as MediaType | undefined) ?? 'imagen'],
};

/** Documents of the spec-2 flows: at most 4 files of 5 MB (spec-2 §5). */
export function documents(accept: readonly string[]): FileRule {
  return {
    naming: 'indexed',
    maxFiles: 4,
    maxBytes: 5 * MB,
    maxLabel: '5MB',
    accept,
    pickerAccept: accept.map((extension) => `.${extension}`).join(','),
  };
}

export const OFFICE_DOCUMENTS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const;

/**
 * Documents of any type (spec-2 §5, renovation): the spec states neither size nor count, so
 * 128 MB each and 10 files (DECISIONS §3).
 */
export const anyDocuments: FileRule = {
  naming: 'indexed',
  maxFiles: 10,
  maxBytes: 128 * MB,
  maxLabel: '128MB',
  accept: [ANY_FILE_TYPE],
  pickerAccept: '',
};

/** The prior report's optional image: images only (jpeg, jpg, png), 1 file, 128 MB (spec-2 §5). */
export const singleImage: FileRule = {
  naming: 'single',
  maxFiles: 1,
  maxBytes: 128 * MB,
  maxLabel: '128MB',
  accept: ['jpg', 'jpeg', 'png'],
  pickerAccept: '.jpg,.jpeg,.png',
};

/** The logo's reference: 1 file of 128 MB, an image, PDF, DOC or DOCX (spec-2 §5), sent as uploadedFile_0. */
export const singleReference: FileRule = {
  ...documents(['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'doc', 'docx']),
  maxFiles: 1,
  maxBytes: 128 * MB,
  maxLabel: '128MB',
};
