/** A size for people: `20 MB`, `1,5 MB`, `512 KB`, `100 bytes`. */
export function formatSize(bytes: number): string {
  const number = (n: number) => n.toLocaleString('pt-PT', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
