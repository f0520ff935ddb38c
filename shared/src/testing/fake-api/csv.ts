/** A CSV file of `lines`, every cell plainly quoted (the API's own tests check its real format). */
export function csvBlob(lines: (string | number)[][]): Blob {
  const cell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  return new Blob([`${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`], {
    type: 'text/csv',
  });
}
