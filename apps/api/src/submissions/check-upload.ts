import type { ErrorCode } from '@site/api-contract/routes';
import { ApiError } from '../errors/api-error.ts';
import { checkGameBundle, type BundleFile, type BundleProblem } from './check-game-bundle.ts';
import { checkThumbnail } from './check-thumbnail.ts';

const bundleCodes: Record<BundleProblem, ErrorCode> = {
  not_a_zip: 'bundle_not_zip',
  corrupt: 'bundle_not_zip',
  encrypted: 'bundle_not_zip',
  unsupported_compression: 'bundle_not_zip',
  archive_too_large: 'bundle_too_large',
  too_large: 'bundle_too_large',
  too_many_files: 'bundle_too_large',
  unsafe_path: 'bundle_unsafe',
  link: 'bundle_unsafe',
  duplicate_name: 'bundle_unsafe',
  file_type: 'bundle_file_type',
  no_index: 'bundle_no_index',
};

const thumbnailCodes: Record<'too_large' | 'not_an_image' | 'damaged' | 'bad_dimensions', ErrorCode> = { too_large: 'thumbnail_too_large', not_an_image: 'thumbnail_invalid', damaged: 'thumbnail_invalid', bad_dimensions: 'thumbnail_dimensions' };

export interface CheckedUpload {
  files: BundleFile[];
  thumbnail: { bytes: Uint8Array; extension: 'png' | 'jpg' | 'webp' };
}

/** Every check on the uploaded content, done before anything is stored: the first refusal names its field. */
export async function checkUploadedContent(thumbnailBytes: Uint8Array, bundleBytes: Uint8Array): Promise<CheckedUpload> {
  const thumbnail = checkThumbnail(thumbnailBytes);
  if (!thumbnail.ok) {
    throw new ApiError(thumbnailCodes[thumbnail.problem], `body.thumbnail: ${thumbnail.message}`, { field: 'body.thumbnail' });
  }
  const bundle = await checkGameBundle(bundleBytes);
  if (!bundle.ok) {
    const code = bundleCodes[bundle.problem];
    throw new ApiError(code, `body.bundle: ${bundle.message}`, { field: 'body.bundle' });
  }
  return { files: bundle.files, thumbnail: { bytes: thumbnailBytes, extension: thumbnail.extension } };
}
