// What the composer hands the engine to send with a prompt: files to store (already scaled where they
// needed it, with the original beside them when the person keeps originals) and images by address.

/** An image sent by its address. */
export interface ImageLink {
  url: string;
  /** The file name in the address, for the thumbnail and its Remove button. */
  name: string;
  mediaType: string;
}

export type OutgoingAttachment =
  | { type: "file"; file: File; /** The image as it was picked, kept beside the scaled `file`. */ original?: File }
  | ({ type: "url" } & ImageLink);

export function outgoingName(attachment: OutgoingAttachment): string {
  return attachment.type === "file" ? attachment.file.name : attachment.name;
}

export function outgoingSize(attachment: OutgoingAttachment): number {
  return attachment.type === "file" ? attachment.file.size : 0;
}
