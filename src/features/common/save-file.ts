/** Hands the browser a file built in the page (CSV, GPX, iCalendar) to save on the device. */
export function saveFile(fileName: string, type: string, parts: BlobPart[]) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A CSV file, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export function saveCsv(fileName: string, csv: string) {
  saveFile(fileName, 'text/csv;charset=utf-8', ['\ufeff', csv]);
}
