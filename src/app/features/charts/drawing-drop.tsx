// Where a drawing file comes in: dropped on the zone, or chosen with the file picker (the way a
// keyboard or screen-reader user takes).
import { type DragEvent, useState } from 'react';

export function DrawingDrop({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const [over, setOver] = useState(false);
  const [many, setMany] = useState(false);

  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setMany(files.length > 1);
    onFile(files[0]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <section
      className={`card drawing-drop${over ? ' drawing-drop-over' : ''}`}
      aria-label="Drawing file"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="drawing-drop-title">Drop the drawing file here</p>
      <p>
        or{' '}
        <label className={`button${busy ? ' button-disabled' : ''}`}>
          Choose a file…
          <input
            type="file"
            className="visually-hidden"
            accept=".json,.gz,application/json,application/gzip"
            disabled={busy}
            onChange={(event) => {
              take(event.target.files);
              // The same file chosen again (after fixing it in the designer) is read again.
              event.target.value = '';
            }}
          />
        </label>
      </p>
      {many && <p className="muted">Only the first of the files dropped is read.</p>}
    </section>
  );
}
