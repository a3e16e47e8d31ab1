// Importing a designer drawing file: dropped or chosen, read off the page's thread and judged by
// the upload's own rules, previewed (map, categories, repeated labels), and saved only when the
// manager says so. A file that is not a drawing is refused in plain words and nothing is sent.
import { useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { megabytes } from '../../lib/format';
import { DrawingDrop } from './drawing-drop';
import type { ChosenFile, DrawingFileVerdict } from './drawing-file';
import { ImportPreview } from './import-preview';
import { ImportSave } from './import-save';
import { readDrawingFileOffThread } from './read-drawing-file';
import './import-chart.css';

type Stage =
  | { step: 'choose' }
  | { step: 'reading'; file: ChosenFile }
  | { step: 'read'; file: ChosenFile; verdict: DrawingFileVerdict };

export function ImportChartPage() {
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  // A second file chosen while the first is read wins; the first's answer is dropped.
  const latest = useRef(0);

  const read = async (file: File) => {
    const id = ++latest.current;
    const chosen = { name: file.name, size: file.size };
    setStage({ step: 'reading', file: chosen });
    const verdict = await bytesOf(file)
      .then(readDrawingFileOffThread)
      .catch(
        (error: unknown): DrawingFileVerdict => ({
          ok: false,
          problem: `The file could not be read: ${error instanceof Error ? error.message : error}.`,
        }),
      );
    if (id === latest.current) setStage({ step: 'read', file: chosen, verdict });
  };

  return (
    <>
      <PageHeader
        title="Import a chart"
        subtitle="A drawing exported from the seats.io designer (.json, or gzipped .json.gz). Check it here; nothing is saved until you choose Save."
      />
      <DrawingDrop onFile={read} busy={stage.step === 'reading'} />
      {stage.step === 'reading' && (
        <p className="loading" role="status" aria-live="polite">
          Reading {stage.file.name} ({megabytes(stage.file.size)}) and checking it as the service
          would…
        </p>
      )}
      {stage.step === 'read' && !stage.verdict.ok && (
        <div className="error-panel" role="alert" aria-label="File refused">
          <h2>{stage.file.name} cannot be imported</h2>
          <p>{stage.verdict.problem}</p>
          <p className="muted">Nothing was saved.</p>
        </div>
      )}
      {stage.step === 'read' && stage.verdict.ok && (
        <>
          <ImportPreview
            file={stage.file}
            summary={stage.verdict.summary}
            chart={stage.verdict.chart}
          />
          <ImportSave
            summary={stage.verdict.summary}
            json={stage.verdict.json}
            onCancel={() => setStage({ step: 'choose' })}
          />
        </>
      )}
    </>
  );
}

/** The file's bytes, read without blocking the page (FileReader: the DOM every browser has). */
function bytesOf(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the browser could not read it'));
    reader.readAsArrayBuffer(file);
  });
}
