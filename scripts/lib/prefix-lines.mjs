/** Copies `stream` to `out` line by line, each line starting with `[name] `. */
export function prefixLines(name, stream, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  // A last line without its newline.
  stream.on('end', () => buffered && out.write(`[${name}] ${buffered}\n`));
}
