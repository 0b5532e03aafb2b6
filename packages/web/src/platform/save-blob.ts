/** Hands `blob` to the browser's download as file `name` (an export fetched, a file built in the page). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it on the next tick.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
