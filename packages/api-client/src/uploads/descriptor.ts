/** What the API is told about a file before upload (`POST /presigned_urls`). */
export interface UploadDescriptor {
  /** A random id plus the file's original extension, e.g. `1b9d…e4.jpg`. */
  name: string;
  /** The file's MIME type; also sent as the PUT's Content-Type. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** The extension of a file name including its dot ('.jpg'), or '' when it has none. */
export function fileExtension(fileName: string): string {
  const match = /\.[^./\\]+$/.exec(fileName);
  return match && match.index > 0 ? match[0] : '';
}

/** Describes a file for presigning: a random name keeping the original extension, its type and size. */
export function uploadDescriptor(
  file: Pick<File, 'name' | 'type' | 'size'>,
  generateId: () => string = () => crypto.randomUUID(),
): UploadDescriptor {
  return { name: `${generateId()}${fileExtension(file.name)}`, type: file.type, size: file.size };
}
