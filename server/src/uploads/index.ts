// Uploads: the one pipeline for images traders send (sniffed, bounded, re-encoded) and their store,
// read back only by their owner and ops.
export { prepareImage, type PreparedImage } from './prepareImage';
export { postgresUploadStore, type StoredUpload, type UploadStore } from './UploadStore';
export { uploadsRouter } from './routes';
export { sniffImageType } from './sniffImageType';
