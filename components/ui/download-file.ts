// Saves text or a Blob as a file through a temporary object URL.

export function downloadFile(name: string, type: string, text: string): void {
  downloadBlob(name, new Blob([text], { type }));
}

export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from free text: characters no file system accepts become spaces. */
export function fileSafe(title: string, fallback: string): string {
  return title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").trim().slice(0, 80) || fallback;
}
