import { StorageError } from '../storage/index.ts';

/** A watermark request that cannot be served; carries the HTTP status the route answers with. */
export class WatermarkError extends StorageError {}
