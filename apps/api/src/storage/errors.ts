/** Base class of every storage failure the API maps to an HTTP status. */
export class StorageError extends Error {
  /** HTTP status the API answers with. */
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = new.target.name;
    this.status = status;
  }
}

/** The object does not exist. */
export class StorageNotFoundError extends StorageError {
  constructor(key: string) {
    super(`Object not found: ${key}`, 404);
  }
}

/** The key is not a safe relative path. */
export class StorageKeyError extends StorageError {
  constructor() {
    super('Invalid object key', 400);
  }
}

/** The body grew past the allowed size; nothing was stored. */
export class StorageTooLargeError extends StorageError {
  constructor(maxBytes: number) {
    super(`File is larger than ${maxBytes} bytes`, 413);
  }
}

/** A multipart upload cannot be completed: a part is missing, does not match or is too small. */
export class StorageIncompleteUploadError extends StorageError {
  constructor() {
    super('Some parts of this upload are missing: send them again', 422);
  }
}
