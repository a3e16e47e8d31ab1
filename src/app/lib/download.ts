// A text handed to the browser as a file download (the reports' and the activity's CSV).
/** Hands the text to the browser as a file download. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
